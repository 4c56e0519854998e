import type {Behaviour, EntryKind, Field, ReferenceEntry} from './model';
import {outcomesField} from './outcome-reading';

/**
 * Where every host collector runs: on the machine of the CLI, or, for a SupportBundle with
 * `runHostCollectorsInPod: true`, in a privileged pod on each node that takes the DaemonSet's pods.
 * The same for every key.
 */
export const hostExecution: Behaviour = {
  text: 'On the machine that runs `preflight` or `support-bundle`, with the rights of the user running it. With `runHostCollectorsInPod: true` in a SupportBundle, `support-bundle` runs it instead as root in a privileged pod on every node that accepts the pods of a DaemonSet it creates in `default` (the pods have no tolerations, so tainted nodes are left out), chrooted into the node\'s root file system. The files then land under `host-collectors/<node>/...`, while the host analyzers look for `host-collectors/<directory>/<node>/<file>` and so miss them, and a collector that fails in a pod leaves no error file. The DaemonSet is deleted after the last collector; if a pod fails, no host data is kept and the DaemonSet stays.',
  source: [
    'pkg/supportbundle/collect.go#runLocalHostCollectors',
    'pkg/supportbundle/collect.go#runRemoteHostCollectors',
    'pkg/supportbundle/collect.go#createHostCollectorDS',
    'pkg/supportbundle/collect.go#getExecOutputs',
    'pkg/collect/collect.go#CollectHost',
    'pkg/analyze/collected_contents.go#retrieveCollectedContents',
  ],
};

/**
 * Fields that every entry of a kind accepts, described once. Collectors share CollectorMeta
 * (pkg/apis/troubleshoot/v1beta2/collector_shared.go); analyzers share AnalyzeMeta
 * (analyzer_shared.go). The `outcomes` field is each analyzer's own: see ./outcome-reading.ts.
 */
export const sharedCollectorFields: Field[] = [
  {
    name: 'collectorName',
    type: 'string',
    description:
      'A name for this collector. Several collectors use it to build their output path, so two collectors of the same kind need different names to avoid overwriting each other.',
  },
  {
    name: 'exclude',
    type: 'bool-or-string',
    default: 'false',
    description:
      'Skip this collector when true. Accepts a boolean or a string that parses as one, so a templated value such as `"{{ .Values.skipLogs }}"` works.',
  },
];

export const sharedAnalyzerFields: Field[] = [
  {
    name: 'checkName',
    type: 'string',
    defaultText: 'a title of the analyzer\'s own, empty for some',
    description:
      'The title of the result, shown with its outcome and written to `analysis.json`. Some analyzers title their results themselves and show it nowhere; their pages say so.',
  },
  {
    name: 'exclude',
    type: 'bool-or-string',
    default: 'false',
    description:
      'Skip this analyzer when true. Accepts a boolean or a string that parses as one, which is what a templated value produces.',
  },
  {
    name: 'strict',
    type: 'bool-or-string',
    default: 'false',
    description:
      'Mark the result as strict. The mark is shown with the result and kept in JSON, YAML and uploaded results; it does not change the exit code.',
  },
  {
    name: 'annotations',
    type: 'map[string]string',
    description: 'Free-form labels kept with the analyzer definition. Troubleshoot itself never reads them.',
  },
];

const sharedByKind: Record<EntryKind, Field[]> = {
  collector: sharedCollectorFields,
  hostCollector: sharedCollectorFields,
  remoteCollector: sharedCollectorFields,
  analyzer: sharedAnalyzerFields,
  hostAnalyzer: sharedAnalyzerFields,
  redactor: [],
  document: [],
};

/** The fields an entry accepts: its own (with `outcomes` when it has them), and its kind's shared ones. */
export function fieldGroups(entry: ReferenceEntry): {own: Field[]; shared: Field[]} {
  const outcomes = (entry.kind === 'analyzer' || entry.kind === 'hostAnalyzer') && entry.outcomes.hasOutcomes ? [outcomesField(entry)] : [];
  return {own: [...entry.fields, ...outcomes], shared: sharedByKind[entry.kind]};
}

/** Every field an entry accepts, as one list. */
export function allFields(entry: ReferenceEntry): Field[] {
  const {own, shared} = fieldGroups(entry);
  return [...own, ...shared];
}

/** The fields every entry of a kind shares (rendered once on the kind's overview page). */
export function sharedFields(kind: EntryKind): Field[] {
  return sharedByKind[kind];
}
