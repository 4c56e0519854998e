/**
 * The checker's own rules, beyond the JSON Schemas and the `when` grammars: what each reports,
 * how grave it is and the Troubleshoot code that decides it. An Error means the CLI rejects,
 * drops or never evaluates something as written; a Warning means it works, but not as the spec
 * reads. A rule without code to cite does not ship: the unit tests resolve every `source` in the
 * Troubleshoot source and run each rule on a minimal spec.
 */
import type {SourceRef} from '../../../../reference/model';

export interface RuleInfo {
  severity: 'Error' | 'Warning';
  /** What the rule reports, in a few words. */
  summary: string;
  /** The Go code that decides it (file#function). */
  source: SourceRef[];
  /** The first release that behaves so; older releases chosen in the version menu are not warned. */
  since?: string;
}

export const rules = {
  'unknown-key': {
    severity: 'Error',
    summary: 'a key the spec types do not have: the decoder ignores it',
    source: ['pkg/loader/loader.go#specLoader.loadFromSplitDocs'],
  },
  'wrong-type': {
    severity: 'Error',
    summary: 'a value of the wrong type: the decoder refuses the document (the CLI skips it, or stops with strict loading)',
    source: ['pkg/loader/loader.go#specLoader.loadFromSplitDocs'],
  },
  'missing-field': {
    severity: 'Error',
    summary: 'a field the code needs, left out: each cites the code that needs it (`x-required-by` of the schema)',
    source: [],
  },
  'when-condition': {
    severity: 'Error',
    summary: 'a `when` the analyzer cannot read or that never holds, by the grammar of its analyzer (reference/when), which cites the code that parses it',
    source: [],
  },
  'old-api-group': {
    severity: 'Warning',
    summary: 'the troubleshoot.replicated.com/v1beta1 group: still read, rewritten to troubleshoot.sh/v1beta2 first',
    source: ['pkg/docrewrite/v1beta2.go#ConvertToV1Beta2'],
  },
  'read-not-written': {
    severity: 'Warning',
    summary: 'an analyzer whose input no collector of the run writes: the host collectors of a SupportBundle and the remote collectors of a HostPreflight count, as do the collectors the CLI adds itself',
    source: ['pkg/supportbundle/supportbundle.go#CollectSupportBundleFromSpec', 'pkg/supportbundle/supportbundle.go#AnalyzeSupportBundle', 'pkg/preflight/analyze.go#RemoteCollectResult.Analyze', 'pkg/collect/data.go#CollectData.Collect'],
  },
  'redactor-regex-empty': {
    severity: 'Warning',
    summary: 'a `regex` removal of a Redactor without `redactor`: nothing refuses it, but the empty expression changes nothing',
    source: ['pkg/redact/redact.go#getReplacementPattern'],
  },
  'mysql-warn-without-pass': {
    severity: 'Error',
    summary: 'a `warn` outcome of `mysql` without a `pass` in the same item: the analyzer reads the missing `pass` and crashes',
    source: ['pkg/analyze/mysql.go#AnalyzeMysql.analyzeMysql'],
  },
  'v1beta3-dropped': {
    severity: 'Error',
    summary: 'an entry a v1beta3 SupportBundle cannot hold: the CLI decodes the spec into the v1beta3 types and converts only their database collectors',
    source: ['pkg/loader/loader.go#specLoader.loadV1Beta3Spec', 'pkg/apis/troubleshoot/v1beta3/converter.go#ConvertToV1Beta2WithResolution', 'pkg/apis/troubleshoot/v1beta3/converter.go#convertCollector'],
  },
  'v1beta3-string-or-value-from': {
    severity: 'Error',
    summary: 'a v1beta3 value written as a plain string where the type is a {value, valueFrom} struct: the CLI cannot decode the spec',
    source: ['pkg/apis/troubleshoot/v1beta3/string_or_valuefrom.go#StringOrValueFrom', 'pkg/loader/loader.go#specLoader.loadV1Beta3Spec'],
  },
  'unreadable-map-key': {
    severity: 'Error',
    summary: 'a null, map or list used as a map key: the YAML reader under the loader refuses it, so the CLI skips the whole document (or stops, with strict loading)',
    source: ['pkg/loader/loader.go#specLoader.loadFromStrings'],
  },
  'log-max-age-duration': {
    severity: 'Error',
    summary: '`limits.maxAge` that is not a Go duration: the collector logs the error and applies no limit at all',
    source: ['pkg/collect/logs.go#convertMaxAgeToTime', 'pkg/collect/logs.go#setLogLimits'],
  },
  'log-max-age-drops-limits': {
    severity: 'Warning',
    summary: '`limits.maxAge` (or `sinceTime`) beside `maxLines` or `maxBytes`: the time limit alone is sent, without the line and byte limits or their defaults',
    source: ['pkg/collect/logs.go#setLogLimits'],
    since: 'v0.10.20',
  },
  'exclude-not-bool': {
    severity: 'Error',
    summary: '`exclude` text that does not parse as a boolean: collectors and host analyzers run anyway, analyzers fail',
    source: ['pkg/collect/collector.go#isExcluded', 'pkg/supportbundle/collect.go#runCollectors', 'pkg/preflight/collect.go#CollectWithContext', 'pkg/analyze/analyzer.go#isExcluded', 'pkg/analyze/analyzer.go#Analyze', 'pkg/analyze/analyzer.go#HostAnalyze'],
  },
  'strict-not-bool': {
    severity: 'Warning',
    summary: '`strict` text that does not parse as a boolean: it is read as false',
    source: ['pkg/multitype/boolstring.go#BoolOrString.BoolOrDefaultFalse'],
  },
  'node-filter-quantity': {
    severity: 'Error',
    summary: 'a `nodeResources` filter that is not a Kubernetes quantity: the analyzer stops with an error',
    source: ['pkg/analyze/node_resources.go#nodeMatchesFilters', 'pkg/analyze/node_resources.go#AnalyzeNodeResources.analyzeNodeResources'],
  },
  'outcome-after-catch-all': {
    severity: 'Error',
    summary: 'an outcome after one without `when` in an analyzer that takes the first outcome that holds: the loop returns before it',
    source: [],
  },
  'outcome-covered': {
    severity: 'Warning',
    summary: 'an outcome whose condition always holds when an earlier one does: the earlier one is taken, so it never fires',
    source: [],
  },
  'regex-group-absent': {
    severity: 'Warning',
    summary: 'a `regexGroups` condition on a named group: when the regular expression finds nothing the group does not exist and the condition is false',
    source: ['pkg/analyze/text_analyze.go#analyzeRegexGroups', 'pkg/analyze/text_analyze.go#compareRegex'],
  },
  'status-no-outcomes': {
    severity: 'Warning',
    summary: 'a status analyzer with `name` and no outcomes: its result is neither pass, warn nor fail',
    source: ['pkg/analyze/common_status.go#commonStatus'],
  },
  'cluster-version-no-outcomes': {
    severity: 'Warning',
    summary: 'a `clusterVersion` analyzer without outcomes: it gives a result without a title that is neither pass, warn nor fail',
    source: ['pkg/analyze/cluster_version.go#analyzeClusterVersionResult'],
  },
  'status-name-without-namespace': {
    severity: 'Error',
    summary: 'a status analyzer with `name` and no `namespace`: it reads `cluster-resources/<kind>/.json`, which no collector writes, so it gives no result',
    source: ['pkg/analyze/deployment_status.go#analyzeOneDeploymentStatus', 'pkg/analyze/statefulset_status.go#analyzeOneStatefulsetStatus', 'pkg/analyze/job_status.go#analyzeOneJobStatus', 'pkg/analyze/replicaset_status.go#analyzeOneReplicaSetStatus'],
  },
  'template-needs-values': {
    severity: 'Warning',
    summary: 'a templated spec given without values: only its template syntax can be checked, and `preflight` refuses a templated v1beta3 file without --values or --set',
    source: ['pkg/preflight/read_specs.go#preprocessV1Beta3Specs'],
  },
  'template-placeholder': {
    severity: 'Error',
    summary: 'a template placeholder (KOTS, kURL, Helm or envsubst) where the CLI parses the value: render the spec first',
    source: ['pkg/loader/loader.go#specLoader.loadFromSplitDocs'],
  },
} satisfies Record<string, RuleInfo>;

export type RuleId = keyof typeof rules;
