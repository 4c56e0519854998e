import type {ReactNode} from 'react';
import type {ExecutionPlace} from '@site/reference/model';
import type {PageData} from '../../page-data';
import {EntryLink} from '../ReadBy';
import styles from './styles.module.css';

const specList = {
  collector: 'spec.collectors',
  analyzer: 'spec.analyzers',
  hostCollector: 'spec.hostCollectors',
  hostAnalyzer: 'spec.hostAnalyzers',
  remoteCollector: 'spec.remoteCollectors',
  redactor: 'spec.redactors',
} as const;

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

export const placeNames: Record<ExecutionPlace, string> = {
  api: 'in the CLI, through the Kubernetes API',
  cli: 'in the CLI, connecting from the machine that runs it',
  pod: 'in a pod it creates in the cluster',
  'node-pods': 'in a pod on each node',
  host: 'on the machine that runs the CLI',
};

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
