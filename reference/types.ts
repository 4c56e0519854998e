/**
 * The shape of the structured reference: facts about Troubleshoot's spec types, taken from the
 * Troubleshoot source and checked against its JSON Schemas by tests/unit/reference.spec.ts.
 * Pages render these facts through src/components/Reference; search, the spec validator and
 * llms output read the same files. Nothing here is about presentation.
 */

/** How a field is written in YAML. Checked against the schema's type at the same path. */
export type FieldType =
  | 'string'
  | 'integer'
  | 'number'
  | 'boolean'
  | 'string[]'
  | 'object'
  | 'object[]'
  | 'map[string]string'
  | 'bool-or-string'
  | 'int-or-string';

export interface Field {
  /** The YAML key. */
  name: string;
  type: FieldType;
  /** True when the collector cannot run without it (the code needs it, not only the schema). */
  required?: boolean;
  /** The value the code uses when the field is left out, as the reader would write it. */
  default?: string;
  /** What the field means, in our words. Inline code in backticks; no other Markdown. */
  description: string;
  /** The only values the code accepts, when it restricts them. */
  values?: string[];
  /** The fields of an object, or of each item of an object list. */
  fields?: Field[];
  /** An embedded Kubernetes type, documented by the Kubernetes API reference rather than here. */
  kubernetesType?: {name: string; url: string};
}

/** A file or directory that a collector writes inside the support bundle. */
export interface BundleOutput {
  /** Path relative to the bundle root; placeholders in angle brackets, e.g. `<namespace>`. */
  path: string;
  format: 'json' | 'yaml' | 'text' | 'binary' | 'directory' | 'archive';
  description: string;
  /** A short, made-up sample of the file's shape. */
  sample?: string;
}

export interface CollectorReference {
  /** The key under `spec.collectors[]`, e.g. `logs`. */
  key: string;
  /** Human name, e.g. "Logs". */
  title: string;
  /** One sentence: what it collects. */
  summary: string;
  /** The collector's own fields; `collectorName` and `exclude` come from sharedCollectorFields. */
  fields: Field[];
  outputs: BundleOutput[];
  /** Kubernetes permissions the collector needs, in our words, e.g. "list pods in the namespace". */
  rbac?: string[];
  /** Spec keys of the analyzers that read this collector's output. */
  analyzers: string[];
  /** Set when the collector is deprecated: the key of the one to use instead. */
  deprecatedFor?: string;
  /**
   * Set when the shared JSON Schemas predate the collector: the Go type that defines it, which the
   * example validator uses instead of the schema.
   */
  missingFromSchema?: {goType: string; source: string};
  /** Troubleshoot source files the facts come from, relative to the repository root. */
  sources: string[];
}
