import type {SourceRef} from './model';

/** The Troubleshoot source every fact in reference/ was read from. */
export const troubleshootSource = {
  repository: 'https://github.com/replicatedhq/troubleshoot',
  /** The release the facts describe. */
  release: 'v0.133.0',
  /** The commit of the release tag: vendor/troubleshoot/source.json, which the tests check it against. */
  commit: '0c6fb2177bb697c39f6d97f518766718c51b7456',
} as const;

/** `pkg/collect/logs.go#savePodLogs`: a Go file, `#`, and a function, method, type or constant. */
export const sourceRefPattern = /^(?:pkg|cmd|internal)\/[\w./-]+\.go#[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)?$/;

/** The file of a source reference at the commit read, on the repository's web view. */
export function sourceUrl(ref: SourceRef): string {
  const [file] = ref.split('#');
  return `${troubleshootSource.repository}/blob/${troubleshootSource.commit}/${file}`;
}
