/**
 * The ids of the rows of the bundle map (docs/support-bundle/bundle-layout.mdx), derived from the
 * entry and the position of the path in it, so that the map and the pages that link to it compute
 * the same id without sharing any data: `collector-logs-0` is the first output of `logs`.
 */
import type {EntryKind} from '../../reference/model';

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
