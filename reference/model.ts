/**
 * The shape of the structured reference: facts about Troubleshoot's spec types, read from the
 * Troubleshoot source at the version in ./source.ts and checked by the unit tests (field names and
 * types against the JSON Schemas, read paths against output paths, `when` examples against their
 * grammar, behaviour items for a source location). Pages, catalogs, search and the spec checker
 * all read these facts; nothing here is about presentation.
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

/** The notation a string field is read in, when that matters for writing it correctly. */
export type FieldFormat =
  | 'go-duration' // time.ParseDuration: 30s, 5m, 1h30m
  | 'quantity' // Kubernetes resource quantity: 500m, 8Gi, 100G
  | 'label-selector' // Kubernetes label selector: app=api, tier in (web)
  | 'semver' // a semantic version: 1.28.0
  | 'glob' // a path pattern with *, ?, [..]
  | 'rfc3339' // 2026-01-31T08:00:00Z
  | 're2' // a Go (RE2) regular expression
  | 'url'
  | 'cidr' // 10.0.0.0/16
  | 'jsonpath' // a kubectl-style JSONPath template
  | 'go-template' // a Go text/template
  | 'cron' // a cron schedule
  | 'file-path'; // a path on the machine that runs the collector

/**
 * A place in the Troubleshoot source that shows a fact: a Go file relative to the repository root,
 * `#`, and the function (or `Type.Method`, or a type or constant name) that holds it.
 * Example: `pkg/collect/logs.go#savePodLogs`.
 */
export type SourceRef = string;

/**
 * A statement about behaviour: a gotcha, a failure mode, a permission check, a side effect, "what
 * happens when". Written in our words (inline code in backticks, no other Markdown) and kept with
 * the source locations that show it, so a reviewer can check it against the code.
 */
export interface Behaviour {
  /** A few words that name the gotcha, shown in bold before the text (gotchas only). */
  title?: string;
  text: string;
  source: SourceRef[];
}

export interface Field {
  /** The YAML key. */
  name: string;
  type: FieldType;
  /** True when the spec does not work without it (the code needs it, not only the schema). */
  required?: boolean;
  /** The literal value the code uses when the field is left out, as it would be written in YAML. */
  default?: string;
  /** The default when it is not a literal ("every namespace", "the collector's name"). */
  defaultText?: string;
  format?: FieldFormat;
  /** What the field means, in our words. Inline code in backticks; no other Markdown. */
  description: string;
  /** The only values the code accepts, when it restricts them. */
  values?: string[];
  /** True when the code compares `values` without regard to letter case. */
  valuesIgnoreCase?: boolean;
  /** Behaviour that concerns this field, shown next to it. */
  notes?: Behaviour[];
  /** The fields of an object, or of each item of an object list. */
  fields?: Field[];
  /** An embedded Kubernetes type, documented by the Kubernetes API reference rather than here. */
  kubernetesType?: {name: string; url: string};
}

/** A file or directory that a collector writes inside the bundle. */
export interface BundleOutput {
  /** Path relative to the bundle root; placeholders in angle brackets, e.g. `<namespace>`. */
  path: string;
  format: 'json' | 'yaml' | 'text' | 'binary' | 'directory' | 'archive';
  description: string;
  /** A short, made-up sample of the file's shape. */
  sample?: string;
}

/** A Kubernetes permission that a collector uses, as an RBAC rule would grant it. */
export interface Permission {
  /** API group; '' (the core group) when left out. */
  apiGroup?: string;
  /** Resource name as in a Role rule, with a subresource after a slash: `pods/log`. */
  resource: string;
  verbs: string[];
  /** Where the permission is needed: one namespace, or the whole cluster. */
  scope: 'namespace' | 'cluster';
  /** When it is needed, if not always ("only with `tls.secret`"). */
  when?: string;
  /** True when the CLI checks it before running the collector (a SelfSubjectAccessReview). */
  prechecked?: boolean;
}

/**
 * Where a collector does its work:
 * - `api`: in the CLI process, through the Kubernetes API server;
 * - `cli`: in the CLI process, over the network from the machine that runs the CLI;
 * - `pod`: in a pod it creates in the cluster;
 * - `node-pods`: in a pod on every (matching) node, created through a DaemonSet or one by one;
 * - `host`: on the machine where the CLI runs.
 */
export type ExecutionPlace = 'api' | 'cli' | 'pod' | 'node-pods' | 'host';

export interface Execution {
  where: ExecutionPlace;
  /** What it creates in the cluster, when anything, and whether it cleans up; our words. */
  creates?: string;
  source: SourceRef[];
}

/** A file or set of files an analyzer reads from the bundle. */
export interface ReadPath {
  /** Path relative to the bundle root, with placeholders and globs: `cluster-resources/pods/*.json`. */
  path: string;
  /**
   * The keys of the collectors (host collectors, for a host analyzer) that write it, or 'any'
   * when the analyzer reads whatever file the spec names.
   */
  writtenBy: string[] | 'any';
  /** With `writtenBy: 'any'`: the formats of output the analyzer can make sense of. */
  formats?: BundleOutput['format'][];
  description: string;
}

/** Which `when` grammar an analyzer uses: the id of a grammar in reference/when/. */
export type WhenGrammarId = string;

export interface TemplateVariable {
  name: string;
  meaning: string;
}

export type OutcomeSeverity = 'fail' | 'warn' | 'pass';

/**
 * How an analyzer's code reads its `outcomes` list, beyond the grammar of `when`: the facts the
 * rows of the `outcomes` field state for that analyzer.
 */
export interface OutcomeReading {
  /** Which of `fail`, `warn` and `pass` in one list item the analyzer uses, and in which order. */
  item: Behaviour;
  /**
   * What an outcome without `when` does, with a few words per severity for the rows of its `when`.
   * Absent when the analyzer never reads `when`.
   */
  withoutWhen?: Behaviour & {short: Record<OutcomeSeverity, string>};
  /** The severities the analyzer never reports from an outcome. */
  unused?: OutcomeSeverity[];
  /** Set when the analyzer builds its results without the outcome's `uri`. */
  uriDropped?: Behaviour;
}

/** How an analyzer turns what it read into a result. */
export type OutcomeModel =
  | {
      hasOutcomes: true;
      /** The grammar of `when`: the id of a grammar in reference/when/. */
      when: WhenGrammarId;
      /**
       * For analyzers whose fields switch how `when` is read (textAnalyze with `regex` or
       * `regexGroups`): each field and its grammar, in the order the code checks them. `when`
       * applies when the spec sets none of them.
       */
      modes?: {field: string; when: WhenGrammarId}[];
      /** With `modes`: true when every mode the spec sets runs (each reads the outcomes), false when only the first does. */
      allModesRun?: boolean;
      /** Sample conditions, each valid in the grammar (the tests parse them). */
      examples: string[];
      /** How an outcome is picked: the loop that walks the outcomes. */
      order: Behaviour;
      /** What the reader gets when no outcome matches. */
      noMatch: Behaviour;
      /** Go-template variables the `message` may use. */
      templateVariables?: TemplateVariable[];
    }
  | {
      /** An analyzer that builds its results without `outcomes`. */
      hasOutcomes: false;
      /** How it decides its results instead. */
      results: Behaviour;
    };

export type EntryKind = 'collector' | 'analyzer' | 'hostCollector' | 'hostAnalyzer' | 'remoteCollector' | 'redactor' | 'document';

/** What every reference entry has. */
export interface EntryBase {
  kind: EntryKind;
  /** The spec key, e.g. `logs` under `spec.collectors[]`. */
  key: string;
  /** Human name, e.g. "Logs". */
  title: string;
  /** One sentence: what it collects or checks. */
  summary: string;
  /** The entry's own fields; those every entry of its kind shares are in ./shared.ts. */
  fields: Field[];
  /** The gotchas: behaviour that surprises, each with its source. */
  gotchas: Behaviour[];
  /** The Go type that defines the entry's fields. */
  goType: {name: string; source: SourceRef};
  /** Set when the shared JSON Schemas predate the entry: the validator builds its schema from `fields`. */
  missingFromSchema?: boolean;
}

export interface CollectorEntry extends EntryBase {
  kind: 'collector';
  outputs: BundleOutput[];
  permissions: Permission[];
  execution: Execution;
  /** Set when the CLI adds this collector to every spec by itself. */
  runsByDefault?: Behaviour;
}

export interface AnalyzerEntry extends EntryBase {
  kind: 'analyzer';
  reads: ReadPath[];
  outcomes: OutcomeModel;
}

/** What a host collector needs from the machine it runs on. */
export interface HostRequirements {
  /** Whether it must run as root: for all of its data, for part of it, or not at all. */
  root: 'required' | 'partial' | 'no';
  /** The operating systems it works on (the CLI is built for Linux and macOS). */
  platforms: ('linux' | 'darwin')[];
  /** Commands, files or kernel features it relies on, and what it does without root. */
  notes: Behaviour[];
}

export interface HostCollectorEntry extends EntryBase {
  kind: 'hostCollector';
  outputs: BundleOutput[];
  requirements: HostRequirements;
  /** What it does to the machine: files written, ports bound, load caused. */
  sideEffects: Behaviour[];
  /** Set for a key the types declare but no code implements: what happens instead. */
  unimplemented?: Behaviour;
}

export interface HostAnalyzerEntry extends EntryBase {
  kind: 'hostAnalyzer';
  /** Paths read, with the keys of the host collectors that write them (none for subnetContainsIP). */
  reads: ReadPath[];
  outcomes: OutcomeModel;
}

/**
 * A collector of HostPreflight `spec.remoteCollectors` (and the RemoteCollector kind): the legacy
 * way of running host collectors on every node from a pod. Its page is the page of the host
 * collector it mirrors.
 */
export interface RemoteCollectorEntry extends EntryBase {
  kind: 'remoteCollector';
  /** The key of the host collector that does the same collection. */
  hostCollector: string;
}

/**
 * A spec document kind (`kind: SupportBundle`): the fields of its `spec`. Its `key` is the kind.
 * The fields that hold entries (`collectors`, `analyzers`...) say which kind of entry in `lists`.
 */
export interface DocumentEntry extends EntryBase {
  kind: 'document';
  /** Spec fields that are lists of entries, and the entry kind each holds. */
  lists: Partial<Record<string, Exclude<EntryKind, 'document'>>>;
}

/** Any entry of a kind whose pages are bound to the reference. */
export type ReferenceEntry =
  | CollectorEntry
  | AnalyzerEntry
  | HostCollectorEntry
  | HostAnalyzerEntry
  | RemoteCollectorEntry
  | DocumentEntry;

/** Entries that write into the bundle, and entries that read from it. */
export type WriterEntry = CollectorEntry | HostCollectorEntry;
export type ReaderEntry = AnalyzerEntry | HostAnalyzerEntry;
