import type {ReactNode} from 'react';
import type {PageData} from '../../page-data';
import {EntryLink} from '../ReadBy';
import {placeNames, specList} from '../../labels';
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
  const {entry, source, deprecatedFor} = data;
  return (
    <p className={styles.facts} data-search-title={`${entry.key} ${kindNames[entry.kind]}`}>
      <span>
        {entry.kind === 'document' ? (
          <code>kind: {entry.key}</code>
        ) : (
          <>
            <code>{entry.key}</code> in <code>{specList[entry.kind]}</code>
          </>
        )}
      </span>
      {entry.kind === 'collector' && <span>Runs {placeNames[entry.execution.where]}</span>}
      {entry.kind === 'hostCollector' && !entry.unimplemented && <span>Runs on the host, or in a pod on each node</span>}
      {entry.kind === 'collector' && entry.runsByDefault && <span>Added to every spec by default</span>}
      {data.since.key && <span>Since Troubleshoot {data.since.key}</span>}
      {deprecatedFor && (
        <span className={styles.deprecated}>
          Deprecated: use <EntryLink entry={deprecatedFor} />
        </span>
      )}
      <span>
        Read from Troubleshoot <a href={`${source.repository}/tree/${source.commit}`}>{source.release}</a>
      </span>
    </p>
  );
}
