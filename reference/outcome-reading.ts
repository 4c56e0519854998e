/**
 * How each analyzer's code reads its `outcomes` list, and the rows of the `outcomes` field built
 * from it. The loops differ from one analyzer to the next (which severities of a list item count,
 * what an outcome without `when` means, whether `warn` or `uri` is used at all), so no row says one
 * thing for all of them: each analyzer names its family here, with the function that shows it.
 */
import type {Behaviour, Field, OutcomeReading, OutcomeSeverity, ReaderEntry, SourceRef} from './model';

const severities: OutcomeSeverity[] = ['fail', 'warn', 'pass'];
const same = (text: string): Record<OutcomeSeverity, string> => ({fail: text, warn: text, pass: text});

/** Where a dropped in-cluster check leaves its reason: a log line that only `--debug` or `-v` prints. */
const droppedCheck: SourceRef[] = ['pkg/analyze/download.go#AnalyzeLocal', 'pkg/logger/logger.go#SetupLogger'];

// How one list item is read.

/** An if/else-if chain or a switch over `fail`, `warn`, `pass`: the first one an item holds is the only one read. */
const firstInItem = (...source: SourceRef[]): Behaviour => ({
  text: 'Each list item is read as the first of `fail`, `warn` and `pass` it holds, in that order; any other severity in the same item is ignored. Give each item one severity.',
  source,
});

/** Separate `if`s for `fail`, `warn` and `pass`: every severity of an item is tested. */
const everyInItem = (...source: SourceRef[]): Behaviour => ({
  text: 'Every severity in a list item is tested, `fail` first, then `warn`, then `pass`, as if each stood in an item of its own.',
  source,
});

/** Analyzers that look for the last `fail` and the last `pass` of the whole list, never a `warn`. */
const lastFailAndPass = (...source: SourceRef[]): Behaviour => ({
  text: 'The analyzer takes the message and `uri` of the last `fail` and of the last `pass` in the whole list, wherever they sit, so one item may hold both. `warn` is never used.',
  source,
});

/** Host analyzers that look, item by item, for the severity the result calls for, `pass` before `fail`. */
const passThenFail = (...source: SourceRef[]): Behaviour => ({
  text: 'The list is walked from the top, and the first item that holds the severity the result calls for (`pass` when the check succeeded, `fail` when it did not) gives it; an item may hold both. `warn` is never used.',
  source,
});

// What an outcome without `when` does.

const alwaysHolds = (...source: SourceRef[]): OutcomeReading['withoutWhen'] => ({
  text: 'An outcome without `when` always holds, so no outcome after it is ever reached: put it last, as the catch-all.',
  short: same('always holds'),
  source,
});

/** `expectedValue`-style comparisons: `when` is a boolean compared with "the values are equal". */
const comparedBoolean = (...source: SourceRef[]): OutcomeReading['withoutWhen'] => ({
  text: 'Without `when`, a `fail` or `warn` stands for `false` and holds only when the two values differ, and a `pass` stands for `true` and holds only when they are equal. It is not a catch-all.',
  short: {fail: '`false`: holds when the values differ', warn: '`false`: holds when the values differ', pass: '`true`: holds when they are equal'},
  source,
});

/** `textAnalyze`: `regex` compares a boolean with "the pattern matched"; `regexGroups` treats no `when` as true. */
const textModes = (...source: SourceRef[]): OutcomeReading['withoutWhen'] => ({
  text: 'With `regex`, a `fail` or `warn` without `when` stands for `false` and holds only when the pattern was not found, and a `pass` stands for `true` and holds only when it was. With `regexGroups`, an outcome without `when` always holds.',
  short: {
    fail: '`false` with `regex` (the pattern was not found); always holds with `regexGroups`',
    warn: '`false` with `regex` (the pattern was not found); always holds with `regexGroups`',
    pass: '`true` with `regex` (the pattern was found); always holds with `regexGroups`',
  },
  source,
});

/** The first-match analyzers whose outcomes without `when` are the catch-all, by their evaluation function. */
function firstMatch(...source: SourceRef[]): OutcomeReading {
  return {item: firstInItem(...source), withoutWhen: alwaysHolds(...source)};
}

const hostFirstMatch = firstMatch('pkg/analyze/host_analyzer.go#evaluateOutcomes');

/** A certificate analyzer: `when` is read only on `warn`, and results carry no `uri`. */
function certificateReading(source: SourceRef): OutcomeReading {
  return {
    item: firstInItem(source),
    withoutWhen: {
      text: 'Only a `warn` reads its `when`: a `fail` applies to every certificate that was not valid when collected and a `pass` to every valid one, with or without a `when`. A `warn` without `when` never applies.',
      short: {fail: 'not read: applies to each certificate that is not valid', warn: 'never applies', pass: 'not read: applies to each valid certificate'},
      source: [source],
    },
    uriDropped: {text: 'The results are built from the message alone: `uri` is never shown.', source: [source]},
  };
}

/** In-cluster analyzers (`spec.analyzers`), by key. */
const analyzerReading: Record<string, OutcomeReading> = {
  cephStatus: {
    item: firstInItem('pkg/analyze/ceph.go#AnalyzeCephStatus.cephStatus'),
    withoutWhen: {
      text: 'An outcome without `when` holds only at its own level: a `fail` at `HEALTH_ERR`, a `warn` at `HEALTH_WARN`, a `pass` at `HEALTH_OK`.',
      short: {fail: 'holds at `HEALTH_ERR`', warn: 'holds at `HEALTH_WARN`', pass: 'holds at `HEALTH_OK`'},
      source: ['pkg/analyze/ceph.go#AnalyzeCephStatus.cephStatus'],
    },
  },
  certificates: certificateReading('pkg/analyze/certificates.go#AnalyzeCertificates.analyzeAnalyzeCertificatesResult'),
  clickhouse: firstMatch('pkg/analyze/clickhouse.go#AnalyzeClickhouse.analyze'),
  clusterContainerStatuses: {
    item: firstInItem('pkg/analyze/cluster_container_statuses.go#AnalyzeClusterContainerStatuses.analyzeContainerStatuses'),
    withoutWhen: {
      text: 'An outcome without `when` ends the walk: it returns the results gathered so far, and is itself the result only when there are none.',
      short: same('ends the walk; the result only when nothing matched before it'),
      source: ['pkg/analyze/cluster_container_statuses.go#AnalyzeClusterContainerStatuses.analyzeContainerStatuses'],
    },
  },
  clusterPodStatuses: {
    item: firstInItem('pkg/analyze/cluster_pod_statuses.go#clusterPodStatuses'),
    withoutWhen: {
      text: 'Outcomes are walked once per pod, and an outcome without `when` holds for every pod that no earlier outcome took.',
      short: same('holds for every pod left'),
      source: ['pkg/analyze/cluster_pod_statuses.go#clusterPodStatuses'],
    },
  },
  clusterResource: {
    item: {
      text: 'In the number comparison (no `expectedValue`, `regex` or `regexGroups`), every severity in a list item is tested, `fail`, then `warn`, then `pass`. With `expectedValue`, `regex` or `regexGroups`, an item is read as the first of `fail`, `warn` and `pass` it holds, and the others in it are ignored. Give each item one severity.',
      source: ['pkg/analyze/kube_resource.go#analyzeWhenField', 'pkg/analyze/kube_resource.go#analyzeValue', 'pkg/analyze/text_analyze.go#analyzeRegexPattern', 'pkg/analyze/text_analyze.go#analyzeRegexGroups'],
    },
    withoutWhen: {
      text: 'With `expectedValue`, a `fail` or `warn` without `when` stands for `false` and holds only when the values differ, and a `pass` stands for `true` and holds only when they are equal. With `regex` the same holds for whether the pattern was found. With `regexGroups` or the number comparison, an outcome without `when` always holds.',
      short: {
        fail: '`false` with `expectedValue` or `regex`; always holds otherwise',
        warn: '`false` with `expectedValue` or `regex`; always holds otherwise',
        pass: '`true` with `expectedValue` or `regex`; always holds otherwise',
      },
      source: ['pkg/analyze/kube_resource.go#analyzeValue', 'pkg/analyze/text_analyze.go#analyzeRegexPattern', 'pkg/analyze/text_analyze.go#compareRegex', 'pkg/analyze/kube_resource.go#analyzeWhenField'],
    },
  },
  clusterVersion: firstMatch('pkg/analyze/cluster_version.go#analyzeClusterVersionResult'),
  configMap: {item: lastFailAndPass('pkg/analyze/configmap.go#AnalyzeConfigMap.analyzeConfigMap'), unused: ['warn']},
  containerRuntime: firstMatch('pkg/analyze/container_runtime.go#AnalyzeContainerRuntime.analyzeContainerRuntime'),
  customResourceDefinition: {
    item: {
      text: 'A `pass` counts wherever it sits, also beside a `fail` or `warn`, and the last one gives the message when the CRD exists. When it does not, every `fail` and every `warn` marks the result and the last of them gives the message; of a `fail` and a `warn` in the same item, only the `fail` is read.',
      source: ['pkg/analyze/crd.go#AnalyzeCustomResourceDefinition.analyzeCustomResourceDefinition'],
    },
  },
  deploymentStatus: firstMatch('pkg/analyze/common_status.go#commonStatus'),
  distribution: firstMatch('pkg/analyze/distribution.go#AnalyzeDistribution.analyzeDistribution'),
  event: {
    item: everyInItem('pkg/analyze/event.go#analyzeEventResult'),
    withoutWhen: {
      text: 'An outcome without `when` is an error: the empty text is not a boolean, so the check is dropped from the results, and only a log line printed with `--debug` or `-v` says why. Write `"true"` or `"false"` on every outcome.',
      short: same('none: an error that drops the check'),
      source: ['pkg/analyze/event.go#analyzeEventResult', ...droppedCheck],
    },
  },
  goldpinger: {
    item: {text: 'The analyzer never reads `outcomes`: its results have titles and messages of their own.', source: ['pkg/analyze/goldpinger.go#AnalyzeGoldpinger.podPingsAnalysis']},
    unused: ['fail', 'warn', 'pass'],
  },
  http: firstMatch('pkg/analyze/host_http.go#analyzeHTTPResult'),
  imagePullSecret: {
    item: {
      text: 'The analyzer takes the message and `uri` of the last `fail` and of the last `pass` in the list; of a `fail` and a `pass` in the same item, only the `fail` is read. `warn` is never used.',
      source: ['pkg/analyze/image_pull_secret.go#AnalyzeImagePullSecret.analyzeImagePullSecret'],
    },
    unused: ['warn'],
  },
  ingress: {item: lastFailAndPass('pkg/analyze/ingress.go#AnalyzeIngress.analyzeIngress'), unused: ['warn']},
  ingressClass: {item: lastFailAndPass('pkg/analyze/ingress_class.go#AnalyzeIngressClass.analyzeIngressClass'), unused: ['warn']},
  jobStatus: firstMatch('pkg/analyze/job_status.go#jobStatus'),
  jsonCompare: {item: firstInItem('pkg/analyze/json_compare.go#analyzeJsonCompare'), withoutWhen: comparedBoolean('pkg/analyze/json_compare.go#analyzeJsonCompare')},
  longhorn: {
    item: {text: 'The analyzer never reads `outcomes`: its results have titles and messages of their own.', source: ['pkg/analyze/longhorn.go#longhorn']},
    unused: ['fail', 'warn', 'pass'],
  },
  mssql: firstMatch('pkg/analyze/mssql.go#analyzeMssql'),
  mysql: {
    item: {
      text: 'Each list item is read as the first of `fail`, `warn` and `pass` it holds, in that order. A `warn` needs company: to decide whether it has a condition, the code looks at the `pass` of the same item, so an item with a `warn` and no `pass` crashes the command when it is reached (see Gotchas). Put a `pass` with the same `when` beside each `warn`.',
      source: ['pkg/analyze/mysql.go#AnalyzeMysql.analyzeMysql'],
    },
    withoutWhen: {
      text: 'A `fail` or `pass` without `when` always holds. A `warn` without `when` holds only when the `pass` in its item has no `when` either; with a `pass` that has one, the empty condition is an error and the check is dropped (only a log line printed with `--debug` or `-v` says why), and with no `pass` the command crashes.',
      short: {fail: 'always holds', warn: 'holds only beside a `pass` without `when`; see `outcomes`', pass: 'always holds'},
      source: ['pkg/analyze/mysql.go#AnalyzeMysql.analyzeMysql', 'pkg/analyze/database_shared.go#compareDatabaseConditionalToActual', ...droppedCheck],
    },
  },
  nodeMetrics: firstMatch('pkg/analyze/k8s_node_metrics.go#AnalyzeNodeMetrics.compareCollectedMetricsWithOutcomes'),
  nodeResources: firstMatch('pkg/analyze/node_resources.go#AnalyzeNodeResources.analyzeNodeResources', 'pkg/analyze/node_resources.go#compareNodeResourceConditionalToActual'),
  postgres: firstMatch('pkg/analyze/postgres.go#AnalyzePostgres.analyzePostgres'),
  redis: firstMatch('pkg/analyze/redis.go#AnalyzeRedis.analyzeRedis'),
  registryImages: firstMatch('pkg/analyze/registry.go#AnalyzeRegistryImages.analyzeRegistry'),
  replicasetStatus: firstMatch('pkg/analyze/replicaset_status.go#replicasetStatus'),
  s3Status: firstMatch('pkg/analyze/s3_status.go#AnalyzeS3Status.analyzeS3Status'),
  secret: {item: lastFailAndPass('pkg/analyze/secret.go#AnalyzeSecret.analyzeSecret'), unused: ['warn']},
  statefulsetStatus: firstMatch('pkg/analyze/common_status.go#commonStatus'),
  storageClass: {item: lastFailAndPass('pkg/analyze/storage_class.go#AnalyzeStorageClass.analyzeStorageClass'), unused: ['warn']},
  sysctl: {
    item: {
      text: 'A list item is tested with the `when` of the gravest severity it holds (`fail`, then `warn`, then `pass`), but the result it gives carries every severity the item holds: a `fail` and a `pass` in one item give a result that is both. An item with none of the three crashes the command when it is reached. Give each item one severity.',
      source: ['pkg/analyze/sysctl.go#evalSysctlOutcome'],
    },
    withoutWhen: {
      text: 'An outcome without `when` always holds; its message is shown as written, without the node names, and its `uri` is left out.',
      short: same('always holds'),
      source: ['pkg/analyze/sysctl.go#evalSysctlOutcome'],
    },
  },
  textAnalyze: {
    item: firstInItem('pkg/analyze/text_analyze.go#analyzeRegexPattern', 'pkg/analyze/text_analyze.go#analyzeRegexGroups'),
    withoutWhen: textModes('pkg/analyze/text_analyze.go#analyzeRegexPattern', 'pkg/analyze/text_analyze.go#compareRegex'),
  },
  yamlCompare: {item: firstInItem('pkg/analyze/yaml_compare.go#AnalyzeYamlCompare.analyzeYamlCompare'), withoutWhen: comparedBoolean('pkg/analyze/yaml_compare.go#AnalyzeYamlCompare.analyzeYamlCompare')},
};

/** Host analyzers (`spec.analyzers` of a HostPreflight, `hostAnalyzers` elsewhere), by key. */
const hostAnalyzerReading: Record<string, OutcomeReading> = {
  blockDevices: hostFirstMatch,
  certificate: hostFirstMatch,
  certificatesCollection: certificateReading('pkg/analyze/host_certificates_collection.go#AnalyzeHostCertificatesCollection.analyzeHostAnalyzeCertificatesResult'),
  cpu: hostFirstMatch,
  diskUsage: hostFirstMatch,
  filesystemPerformance: firstMatch('pkg/analyze/host_filesystem_performance.go#AnalyzeHostFilesystemPerformance.analyzeSingleNode'),
  hostOS: hostFirstMatch,
  hostServices: hostFirstMatch,
  http: hostFirstMatch,
  httpLoadBalancer: hostFirstMatch,
  ipv4Interfaces: hostFirstMatch,
  jsonCompare: {item: firstInItem('pkg/analyze/json_compare.go#analyzeJsonCompare'), withoutWhen: comparedBoolean('pkg/analyze/json_compare.go#analyzeJsonCompare')},
  kernelConfigs: {
    item: passThenFail('pkg/analyze/host_kernel_configs.go#AnalyzeHostKernelConfigs.analyzeSingleNode'),
    unused: ['warn'],
    uriDropped: {text: 'The result is built from the message alone: `uri` is never shown.', source: ['pkg/analyze/host_kernel_configs.go#AnalyzeHostKernelConfigs.analyzeSingleNode']},
  },
  kernelModules: {
    item: {
      text: 'Of a list item, the first of `fail`, `warn` and `pass` that has a `when` is tested; separately, the first that has none may serve as the default.',
      source: ['pkg/analyze/host_kernel_modules.go#AnalyzeHostKernelModules.Analyze'],
    },
    withoutWhen: {
      text: 'An outcome without `when` is a default, added after every outcome with `when` was tested: the first one allowed is added, a `fail` only if no outcome passed, a `warn` only if none passed or failed, a `pass` only if none failed.',
      short: {fail: 'a default, added when nothing passed', warn: 'a default, added when nothing passed or failed', pass: 'a default, added when nothing failed'},
      source: ['pkg/analyze/host_kernel_modules.go#AnalyzeHostKernelModules.Analyze'],
    },
  },
  memory: hostFirstMatch,
  networkNamespaceConnectivity: {
    item: passThenFail('pkg/analyze/host_network_namespace_connectivity.go#AnalyzeHostNetworkNamespaceConnectivity.Analyze'),
    unused: ['warn'],
    uriDropped: {
      text: 'The result is built from the message alone: `uri` is never shown.',
      source: ['pkg/analyze/host_network_namespace_connectivity.go#AnalyzeHostNetworkNamespaceConnectivity.Analyze'],
    },
  },
  registryImages: firstMatch('pkg/analyze/host_registry.go#AnalyzeHostRegistryImages.evaluateOutcomesWithTemplate'),
  subnetAvailable: hostFirstMatch,
  subnetContainsIP: hostFirstMatch,
  sysctl: hostFirstMatch,
  systemPackages: {
    item: firstInItem('pkg/analyze/host_system_packages.go#AnalyzeHostSystemPackages.analyzeSingleNode'),
    withoutWhen: {
      text: 'Outcomes are walked once per package, and an outcome without `when` holds for every package that no earlier outcome took.',
      short: same('holds for every package left'),
      source: ['pkg/analyze/host_system_packages.go#AnalyzeHostSystemPackages.analyzeSingleNode', 'pkg/analyze/host_system_packages.go#compareSystemPackagesConditionalToActual'],
    },
  },
  tcpConnect: hostFirstMatch,
  tcpLoadBalancer: hostFirstMatch,
  tcpPortStatus: hostFirstMatch,
  textAnalyze: {
    item: firstInItem('pkg/analyze/text_analyze.go#analyzeRegexPattern', 'pkg/analyze/text_analyze.go#analyzeRegexGroups'),
    withoutWhen: textModes('pkg/analyze/text_analyze.go#analyzeRegexPattern', 'pkg/analyze/text_analyze.go#compareRegex'),
  },
  time: hostFirstMatch,
  udpPortStatus: hostFirstMatch,
};

/** How the outcomes of each analyzer kind are read, by key: for the tests that hold it to the registries. */
export const outcomeReadings = {analyzer: analyzerReading, hostAnalyzer: hostAnalyzerReading} as const;

/** How one analyzer reads its outcomes. */
function outcomeReading(entry: ReaderEntry): OutcomeReading {
  const reading = outcomeReadings[entry.kind][entry.key];
  if (!reading) throw new Error(`${entry.kind}/${entry.key}: no entry in reference/outcome-reading.ts`);
  return reading;
}

/** The behaviour statements of a reading: the notes of the `outcomes` row. */
function readingBehaviours(reading: OutcomeReading): Behaviour[] {
  const {withoutWhen, uriDropped} = reading;
  return [reading.item, ...(withoutWhen ? [{text: withoutWhen.text, source: withoutWhen.source}] : []), ...(uriDropped ? [uriDropped] : [])];
}

function severityField(severity: OutcomeSeverity, reading: OutcomeReading): Field {
  if (reading.unused?.includes(severity)) {
    const unused = `Not used: this analyzer gives no ${severity} from its outcomes.`;
    return {
      name: severity,
      type: 'object',
      description: `Accepted, but this analyzer never reports a ${severity} from its outcomes.`,
      fields: [
        {name: 'when', type: 'string', description: unused},
        {name: 'message', type: 'string', description: unused},
        {name: 'uri', type: 'string', format: 'url', description: unused},
      ],
    };
  }
  const {withoutWhen} = reading;
  const when: Field = withoutWhen
    ? {name: 'when', type: 'string', defaultText: withoutWhen.short[severity], description: 'The condition, in the grammar of this analyzer (see Outcomes on its page).'}
    : {name: 'when', type: 'string', description: 'Never read: this analyzer decides from what it found (see `outcomes`).'};
  return {
    name: severity,
    type: 'object',
    description: withoutWhen ? `A ${severity} result and the condition that selects it.` : `A ${severity} result.`,
    fields: [
      when,
      {name: 'message', type: 'string', description: 'The text shown with the result.'},
      reading.uriDropped
        ? {name: 'uri', type: 'string', format: 'url', description: 'Accepted, but never shown: this analyzer leaves it out of its results.'}
        : {name: 'uri', type: 'string', format: 'url', description: 'A link shown with the result, for example to a runbook.'},
    ],
  };
}

/** The `outcomes` field of one analyzer, with what its code does with each part stated next to it. */
export function outcomesField(entry: ReaderEntry): Field {
  const reading = outcomeReading(entry);
  return {
    name: 'outcomes',
    type: 'object[]',
    description: 'The possible results: a list whose items each hold `fail`, `warn` or `pass`, with `when`, `message` and `uri` under it.',
    notes: readingBehaviours(reading),
    fields: severities.map((severity) => severityField(severity, reading)),
  };
}
