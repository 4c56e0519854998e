import type {SourceRef} from '../model';

/** The topics the built-in rules are grouped by; each has a page under /docs/redact/. */
export type RedactionCategory =
  | 'aws-credentials'
  | 'passwords'
  | 'api-tokens'
  | 'usernames'
  | 'database-connection-strings'
  | 'generic-connection-strings'
  | 'ip-addresses'
  | 'other';

/**
 * One rule of the default redaction that `support-bundle` applies to every bundle (unless
 * `--redact=false`), as the code defines it in getRedactors (pkg/redact/redact.go).
 */
export interface BuiltInRule {
  /** A stable id for links: `#rule-<id>` on the built-in page. This site's label, not the code's. */
  id: string;
  /**
   * The rule's name in the code: what the redaction report lists its changes under, and the
   * context `--tokenize` classifies by. Two rules share one name.
   */
  reportName: string;
  category: RedactionCategory;
  /** How it is applied: on each line, on the line after a selector line, or only in some files. */
  form: 'single-line' | 'multi-line';
  /** The files it applies to: glob patterns, or empty for every file. */
  files: string[];
  /** What it matches, in our words. */
  matches: string;
  /** The Go (RE2) expressions, as the code has them, so the redaction tester applies them exactly. */
  selector?: string;
  redactor: string;
  /** The pre-filter the code tests first, on the lower-cased line (LineRedactor.scan), if any. */
  scan?: string;
  /** A made-up line before and after redaction. */
  before: string;
  after: string;
  source: SourceRef[];
}
