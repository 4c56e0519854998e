import type {EntryKind} from '../../../../reference/model';

/**
 * The anchor of a field on its page: `field-limits.maxLines`. A host page lists the fields of a
 * host collector, its analyzer and its remote collector, so the last two get their own prefix.
 */
export function fieldAnchor(kind: EntryKind, path: string): string {
  const prefix = kind === 'hostAnalyzer' ? 'analyzer-field' : kind === 'remoteCollector' ? 'remote-field' : 'field';
  return `${prefix}-${path}`;
}
