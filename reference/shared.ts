import type {Behaviour, EntryKind, Field, ReferenceEntry, SourceRef} from './model';
import {outcomesField} from './outcome-reading';

/**
 * Where every host collector runs: on the machine of the CLI, or, for a SupportBundle with
 * `runHostCollectorsInPod: true`, in a privileged pod on each node that takes the DaemonSet's pods.
 * The same for every key.
 */
export const hostExecution: Behaviour = {
  text: 'On the machine that runs `preflight` or `support-bundle`, with the rights of the user running it. With `runHostCollectorsInPod: true` in a SupportBundle, `support-bundle` runs it instead as root in a privileged pod on every node that accepts the pods of a DaemonSet it creates in `default` (the pods have only the tolerations Kubernetes gives every DaemonSet, so a node with any other `NoSchedule` or `NoExecute` taint, such as a control-plane node, gets no pod), chrooted into the node\'s root file system. The files then land under `host-collectors/<node>/...`, while the host analyzers look for `host-collectors/<directory>/<node>/<file>` and so miss them, and a collector that fails in a pod leaves no error file. The DaemonSet is deleted after the last collector; if a pod fails, no host data is kept and the DaemonSet stays.',
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
 * Analyzers that accept `strict` but build their results without it, each with the method that
 * builds them. Every other in-cluster analyzer copies `strict` into its results.
 */
const strictIgnoredBy: Record<'analyzer' | 'hostAnalyzer', Record<string, SourceRef>> = {
  analyzer: {
    certificates: 'pkg/analyze/certificates.go#AnalyzeCertificates.Analyze',
    clusterContainerStatuses: 'pkg/analyze/cluster_container_statuses.go#AnalyzeClusterContainerStatuses.Analyze',
    clusterResource: 'pkg/analyze/kube_resource.go#AnalyzeClusterResource.Analyze',
    event: 'pkg/analyze/event.go#AnalyzeEvent.Analyze',
    http: 'pkg/analyze/http_analyze.go#AnalyzeHTTPAnalyze.Analyze',
  },
  hostAnalyzer: {
    blockDevices: 'pkg/analyze/host_block_devices.go#AnalyzeHostBlockDevices.Analyze',
    certificate: 'pkg/analyze/host_certificate.go#AnalyzeHostCertificate.Analyze',
    certificatesCollection: 'pkg/analyze/host_certificates_collection.go#AnalyzeHostCertificatesCollection.Analyze',
    cpu: 'pkg/analyze/host_cpu.go#AnalyzeHostCPU.Analyze',
    diskUsage: 'pkg/analyze/host_disk_usage.go#AnalyzeHostDiskUsage.Analyze',
    filesystemPerformance: 'pkg/analyze/host_filesystem_performance.go#AnalyzeHostFilesystemPerformance.Analyze',
    hostOS: 'pkg/analyze/host_os_info.go#AnalyzeHostOS.Analyze',
    hostServices: 'pkg/analyze/host_services.go#AnalyzeHostServices.Analyze',
    http: 'pkg/analyze/host_http.go#AnalyzeHostHTTP.Analyze',
    httpLoadBalancer: 'pkg/analyze/host_httploadbalancer.go#AnalyzeHostHTTPLoadBalancer.Analyze',
    ipv4Interfaces: 'pkg/analyze/host_ipv4interfaces.go#AnalyzeHostIPV4Interfaces.Analyze',
    kernelModules: 'pkg/analyze/host_kernel_modules.go#AnalyzeHostKernelModules.Analyze',
    memory: 'pkg/analyze/host_memory.go#AnalyzeHostMemory.Analyze',
    networkNamespaceConnectivity: 'pkg/analyze/host_network_namespace_connectivity.go#AnalyzeHostNetworkNamespaceConnectivity.Analyze',
    registryImages: 'pkg/analyze/host_registry.go#AnalyzeHostRegistryImages.Analyze',
    subnetAvailable: 'pkg/analyze/host_subnetavailable.go#AnalyzeHostSubnetAvailable.Analyze',
    subnetContainsIP: 'pkg/analyze/host_subnetcontainsip.go#AnalyzeHostSubnetContainsIP.Analyze',
    sysctl: 'pkg/analyze/host_sysctl.go#AnalyzeHostSysctl.Analyze',
    systemPackages: 'pkg/analyze/host_system_packages.go#AnalyzeHostSystemPackages.Analyze',
    tcpConnect: 'pkg/analyze/host_tcp_connect.go#AnalyzeHostTCPConnect.Analyze',
    tcpLoadBalancer: 'pkg/analyze/host_tcploadbalancer.go#AnalyzeHostTCPLoadBalancer.Analyze',
    tcpPortStatus: 'pkg/analyze/host_tcpportstatus.go#AnalyzeHostTCPPortStatus.Analyze',
    time: 'pkg/analyze/host_time.go#AnalyzeHostTime.Analyze',
    udpPortStatus: 'pkg/analyze/host_udpportstatus.go#AnalyzeHostUDPPortStatus.Analyze',
  },
};

/** The host analyzers that copy `strict` into their results, and where they copy it. */
const hostStrictCarriers: Record<string, SourceRef> = {
  jsonCompare: 'pkg/analyze/host_json_compare.go#AnalyzeHostJsonCompare.Analyze',
  kernelConfigs: 'pkg/analyze/host_kernel_configs.go#AnalyzeHostKernelConfigs.analyzeSingleNode',
  textAnalyze: 'pkg/analyze/text_analyze.go#analyzeTextAnalyze',
};

/** Which analyzers of a kind drop `strict` and which host analyzers keep it: for the tests that hold these lists to the registries and the code. */
export const strictReach = {ignoredBy: strictIgnoredBy, hostCarriers: hostStrictCarriers} as const;

const codeList = (keys: string[]) => keys.map((key) => `\`${key}\``).join(', ').replace(/, ([^,]*)$/, ' and $1');

/**
 * The `strict` row: for a kind's overview (no key), which analyzers carry the mark; for one
 * analyzer, whether it does.
 */
function strictField(kind?: 'analyzer' | 'hostAnalyzer', key?: string): Field {
  const field: Field = {
    name: 'strict',
    type: 'bool-or-string',
    default: 'false',
    description:
      'Mark the result as strict. `preflight` shows the mark with the result and keeps it in its JSON and YAML output and in uploaded results; a support bundle\'s `analysis.json` leaves it out. It does not change the exit code.',
  };
  if (!kind) return field;
  const ignoredBy = strictIgnoredBy[kind];
  if (key === undefined) {
    const note: Behaviour =
      kind === 'hostAnalyzer'
        ? {
            text: `Only the host ${codeList(Object.keys(hostStrictCarriers))} analyzers copy it into their results; every other host analyzer accepts it and ignores it.`,
            source: [...Object.values(hostStrictCarriers), 'pkg/analyze/analyzer.go#HostAnalyze'],
          }
        : {
            text: `${codeList(Object.keys(ignoredBy))} accept it and ignore it: their results are never marked strict.`,
            source: [...Object.values(ignoredBy), 'pkg/analyze/analyzer.go#Analyze'],
          };
    return {...field, notes: [note]};
  }
  const builtBy = ignoredBy[key];
  if (!builtBy) return field;
  return {
    ...field,
    description: 'Accepted, but this analyzer ignores it.',
    notes: [
      {
        text: 'Its results are built without the mark, so `strict: true` is shown nowhere and is not uploaded.',
        source: [builtBy, kind === 'hostAnalyzer' ? 'pkg/analyze/analyzer.go#HostAnalyze' : 'pkg/analyze/analyzer.go#Analyze'],
      },
    ],
  };
}

/** The remote collectors whose `exclude` is read before any pod is created, and where. */
const remoteExcludeHonouredBy: Record<string, SourceRef> = {
  kernelModules: 'pkg/collect/remote_collector.go#RemoteCollector.IsExcluded',
};

/**
 * The remote collectors whose conversion to a host collector reads another key's entry and panics
 * (the panic is recovered), so no pod is ever created and `exclude` changes nothing.
 */
const remoteNeverRun: Record<string, SourceRef> = {
  httpLoadBalancer: 'pkg/collect/remote_collector.go#RemoteCollector.toHostCollector',
  subnetAvailable: 'pkg/collect/remote_collector.go#RemoteCollector.toHostCollector',
};

/** Both remote lists, for the tests that hold them to the registry and the code. */
export const remoteExcludeReach = {honouredBy: remoteExcludeHonouredBy, neverRun: remoteNeverRun} as const;

const remoteExcludeSource: SourceRef[] = [
  'pkg/collect/remote_collector.go#RemoteCollector.IsExcluded',
  'pkg/collect/remote_collector.go#RemoteCollector.RunCollectorSync',
  'pkg/collect/remote_collector.go#RemoteCollector.toHostCollector',
  'pkg/collect/collect.go#CollectHost',
  'pkg/preflight/run.go#RunPreflights',
  'pkg/collect/result.go#CollectorResult.ArchiveBundle',
];

/** The `exclude` row of remote collectors: for the kind's overview (no key), or for one of them. */
function remoteExcludeField(key?: string): Field {
  const base = sharedCollectorFields.find((field) => field.name === 'exclude')!;
  const accepts = 'Accepts a boolean or a string that parses as one.';
  if (key !== undefined && remoteExcludeHonouredBy[key]) {
    return {...base, description: 'Skip this collector when true: no ConfigMap and no pod is created. Accepts a boolean or a string that parses as one; any other string skips it too.'};
  }
  if (key !== undefined && remoteNeverRun[key]) {
    return {
      ...base,
      description: `Accepted, but it changes nothing here. ${accepts}`,
      notes: [
        {
          text: 'This remote collector never creates a pod, excluded or not: converting it to a host collector fails before anything runs (see Gotchas).',
          source: [remoteNeverRun[key], 'pkg/collect/remote_collector.go#RemoteCollector.RunCollectorSync'],
        },
      ],
    };
  }
  const honoured = codeList(Object.keys(remoteExcludeHonouredBy));
  return {
    ...base,
    description:
      key === undefined
        ? `Skip the work when true. Only ${honoured} skips its pods too; the others that run at all still run a pod on every selected node. ${accepts}`
        : `Skip the work when true, but not the pods: they still run on every selected node. ${accepts}`,
    notes: [
      {
        text: `Only ${honoured} reads \`exclude\` before the run. Every other remote collector that runs at all still lists the nodes and creates a ConfigMap and a privileged pod on each one; only the \`collect\` program in the pod skips the work. What the pod prints still comes back under the node's name, so \`preflight\` still ends with exit code 1 when it archives the bundle (see Gotchas). To leave such a collector out, remove it from the spec.`,
        source: remoteExcludeSource,
      },
    ],
  };
}

/**
 * Fields that every entry of a kind accepts, described once. Collectors share CollectorMeta
 * (pkg/apis/troubleshoot/v1beta2/collector_shared.go); analyzers share AnalyzeMeta
 * (analyzer_shared.go). The `outcomes` field is each analyzer's own: see ./outcome-reading.ts.
 */
const sharedCollectorFields: Field[] = [
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

const sharedAnalyzerFields: Field[] = [
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
  strictField(),
  {
    name: 'annotations',
    type: 'map[string]string',
    description: 'Free-form labels kept with the analyzer definition. Troubleshoot itself never reads them.',
  },
];

/** A kind's shared fields, with the rows that read differently for some kinds or keys replaced. */
function sharedFieldsFor(kind: EntryKind, key?: string): Field[] {
  switch (kind) {
    case 'collector':
    case 'hostCollector':
      return sharedCollectorFields;
    case 'remoteCollector':
      return sharedCollectorFields.map((field) => (field.name === 'exclude' ? remoteExcludeField(key) : field));
    case 'analyzer':
    case 'hostAnalyzer':
      return sharedAnalyzerFields.map((field) => (field.name === 'strict' ? strictField(kind, key) : field));
    default:
      return [];
  }
}

/** The fields an entry accepts: its own (with `outcomes` when it has them), and its kind's shared ones as they apply to it. */
export function fieldGroups(entry: ReferenceEntry): {own: Field[]; shared: Field[]} {
  const outcomes = (entry.kind === 'analyzer' || entry.kind === 'hostAnalyzer') && entry.outcomes.hasOutcomes ? [outcomesField(entry)] : [];
  return {own: [...entry.fields, ...outcomes], shared: sharedFieldsFor(entry.kind, entry.key)};
}

/** Every field an entry accepts, as one list. */
export function allFields(entry: ReferenceEntry): Field[] {
  const {own, shared} = fieldGroups(entry);
  return [...own, ...shared];
}

/** The fields every entry of a kind shares (rendered once on the kind's overview page). */
export function sharedFields(kind: EntryKind): Field[] {
  return sharedFieldsFor(kind);
}
