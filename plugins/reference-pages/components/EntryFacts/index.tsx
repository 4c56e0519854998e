import type {ReactNode} from 'react';
import type {PageData} from '../../page-data';
import {placeNames, specList} from '@site/src/components/reference/labels';
import styles from './styles.module.css';

/**
 * What search adds to the page's title: the kind of thing the page documents. Host kinds stay one
 * word, so that "registryImages analyzer" finds the in-cluster analyzer before the host one.
 */
const kindNames = {
  collector: 'collector',
  analyzer: 'analyzer',
  hostCollector: 'hostCollector',
  hostAnalyzer: 'hostAnalyzer',
  remoteCollector: 'remoteCollector',
  document: 'kind',
} as const;

/** The facts a reader checks first, above the page's prose: key, where it runs, release read. */
export default function EntryFacts({data}: {data: PageData}): ReactNode {
  const {entry, source} = data;
  const facts: {key: string; fact: ReactNode}[] = [
    {
      key: 'key',
      fact:
        entry.kind === 'document' ? (
          <code>kind: {entry.key}</code>
        ) : (
          <>
            <code>{entry.key}</code> in <code>{specList[entry.kind]}</code>
          </>
        ),
    },
  ];
  if (entry.kind === 'collector') facts.push({key: 'runs', fact: `Runs ${placeNames[entry.execution.where]}`});
  if (entry.kind === 'hostCollector' && !entry.unimplemented) facts.push({key: 'runs', fact: 'Runs on the host, or in a pod on each node'});
  if (entry.kind === 'collector' && entry.runsByDefault) facts.push({key: 'default', fact: 'Added to every spec by default'});
  if (data.since.key) facts.push({key: 'since', fact: `Since Troubleshoot ${data.since.key}`});
  facts.push({
    key: 'source',
    fact: (
      <>
        Read from Troubleshoot <a href={`${source.repository}/tree/${source.commit}`}>{source.release}</a>
      </>
    ),
  });
  return (
    <p className={styles.facts} data-search-title={`${entry.key} ${kindNames[entry.kind]}`}>
      {facts.map(({key, fact}, i) => (
        <span key={key}>
          {fact}
          {/* The separator is text, so that search and the Markdown twin read the facts apart. */}
          {i < facts.length - 1 && <span className={styles.separator}> · </span>}
        </span>
      ))}
    </p>
  );
}
