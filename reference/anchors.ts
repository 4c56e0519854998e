/**
 * The anchors that pages, the bundle map, the published schemas and the spec checker link to,
 * computed from the entry alone so that the page that shows a thing and every page that links to
 * it agree without sharing any data.
 */
import type {EntryKind} from './model';

/**
 * The anchor of a field on its page: `field-limits.maxLines`. A host page lists the fields of a
 * host collector, its analyzer and its remote collector, so the last two get their own prefix.
 */
export function fieldAnchor(kind: EntryKind, path: string): string {
  const prefix = kind === 'hostAnalyzer' ? 'analyzer-field' : kind === 'remoteCollector' ? 'remote-field' : 'field';
  return `${prefix}-${path}`;
}

/** The ids of the rows of the bundle map (docs/support-bundle/bundle-layout.mdx) start with the entry's kind. */
const kindPrefix = (kind: EntryKind) => kind.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** The row of one output of a collector or host collector: `collector-logs-0`, `host-collector-copy-1`. */
export function outputAnchor(kind: EntryKind, key: string, index: number): string {
  return `${kindPrefix(kind)}-${key}-${index}`;
}

/** The row of one read path of an analyzer or host analyzer: `analyzer-deploymentStatus-read-0`. */
export function readAnchor(kind: EntryKind, key: string, index: number): string {
  return `${kindPrefix(kind)}-${key}-read-${index}`;
}

/** The row of a file the run itself writes: `file-execution-data-summary-txt`. */
export function fileAnchor(path: string): string {
  return `file-${path
    .replace(/<[^>]*>/g, 'x')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase()}`;
}
