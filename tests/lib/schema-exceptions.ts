/**
 * Fields the JSON Schemas mark as required although the Troubleshoot code runs without them
 * (the Go field's JSON tag lacks `omitempty`, so the schema generator made it required). An
 * example may leave these out; nothing else may be missing. Each entry cites the code that
 * handles the field's absence.
 *
 * Paths are written like `spec.analyzers[].deploymentStatus.name`.
 */
export const requiredOnlyInSchema: {path: string; because: string}[] = [
  {
    path: 'spec.collectors[].logs.selector',
    because: 'an empty selector lists every pod of the namespace (pkg/collect/logs.go#listPodsInSelectors)',
  },
  {
    path: 'spec.collectors[].exec.selector',
    because: 'an empty selector lists every pod of the namespace (pkg/collect/logs.go#listPodsInSelectors, pkg/collect/exec.go#execWithoutTimeout)',
  },
  {
    path: 'spec.collectors[].copy.selector',
    because: 'an empty selector lists every pod of the namespace (pkg/collect/logs.go#listPodsInSelectors, pkg/collect/copy.go#CollectCopy.Collect)',
  },
  {
    path: 'spec.analyzers[].deploymentStatus.name',
    because: 'without a name the analyzer reports every short Deployment (pkg/analyze/deployment_status.go#analyzeAllDeploymentStatuses)',
  },
  {
    path: 'spec.analyzers[].deploymentStatus.outcomes',
    because: 'without a name the outcomes are never read (pkg/analyze/deployment_status.go#analyzeAllDeploymentStatuses)',
  },
  {
    path: 'spec.analyzers[].statefulsetStatus.name',
    because: 'without a name the analyzer reports every StatefulSet with unready pods (pkg/analyze/statefulset_status.go#analyzeAllStatefulsetStatuses)',
  },
  {
    path: 'spec.analyzers[].statefulsetStatus.outcomes',
    because: 'without a name the outcomes are never read (pkg/analyze/statefulset_status.go#analyzeAllStatefulsetStatuses)',
  },
  {
    path: 'spec.analyzers[].jobStatus.name',
    because: 'without a name the analyzer reports every failed, incomplete Job (pkg/analyze/job_status.go#analyzeAllJobStatuses)',
  },
  {
    path: 'spec.analyzers[].jobStatus.outcomes',
    because: 'without a name the outcomes are never read (pkg/analyze/job_status.go#analyzeAllJobStatuses)',
  },
  {
    path: 'spec.analyzers[].replicasetStatus.name',
    because: 'without a name the analyzer checks every ReplicaSet matching the selector (pkg/analyze/replicaset_status.go#analyzeAllReplicaSetStatuses)',
  },
  {
    path: 'spec.analyzers[].replicasetStatus.outcomes',
    because: 'without outcomes a built-in rule decides (pkg/analyze/replicaset_status.go#getDefaultReplicaSetResult)',
  },
  {
    path: 'spec.analyzers[].replicasetStatus.selector',
    because: 'ignored with a name, and an empty selector matches every ReplicaSet (pkg/analyze/replicaset_status.go#analyzeAllReplicaSetStatuses)',
  },
  {
    path: 'spec.analyzers[].event.collectorName',
    because: 'only used as a fallback title; the events path is built from namespace alone (pkg/analyze/event.go#AnalyzeEvent.Title)',
  },
  {
    path: 'spec.analyzers[].clusterResource.clusterScoped',
    because: 'a plain Go bool: left out it is false and the object is looked up in its namespace file (pkg/analyze/kube_resource.go#FindResource)',
  },
  {
    path: 'spec.analyzers[].storageClass.outcomes',
    because: 'without outcomes and without storageClassName the result carries built-in messages (pkg/analyze/storage_class.go#AnalyzeStorageClass.analyzeStorageClass)',
  },
  {
    path: 'spec.analyzers[].cephStatus.namespace',
    because: 'an empty namespace builds the same path as rook-ceph (pkg/collect/ceph.go#GetCephCollectorFilepath)',
  },
  {
    path: 'spec.analyzers[].cephStatus.outcomes',
    because: 'without outcomes the built-in pass, warn and fail outcomes apply (pkg/analyze/ceph.go#CephStatusDefaultOutcomes)',
  },
  {
    path: 'spec.analyzers[].longhorn.namespace',
    because: 'an empty namespace means longhorn-system (pkg/analyze/longhorn.go#longhorn)',
  },
  {
    path: 'spec.analyzers[].longhorn.outcomes',
    because: 'the outcomes are never read (pkg/analyze/longhorn.go#longhorn)',
  },
  {
    path: 'spec.analyzers[].goldpinger.collectorName',
    because: 'only the internal title; the file path does not use it (pkg/analyze/goldpinger.go#AnalyzeGoldpinger.Title)',
  },
  {
    path: 'spec.analyzers[].nodeMetrics.collectorName',
    because: 'only a fallback title; every node-metrics file is read (pkg/analyze/k8s_node_metrics.go#AnalyzeNodeMetrics.Title)',
  },
  {
    path: 'spec.analyzers[].postgres.collectorName',
    because: 'an empty name means postgres, the collector\'s default too (pkg/analyze/postgres.go#AnalyzePostgres.collectorName)',
  },
  {
    path: 'spec.analyzers[].mysql.collectorName',
    because: 'an empty name means mysql, the collector\'s default too (pkg/analyze/mysql.go#AnalyzeMysql.collectorName)',
  },
  {
    path: 'spec.analyzers[].redis.collectorName',
    because: 'an empty name means redis, the collector\'s default too (pkg/analyze/redis.go#AnalyzeRedis.collectorName)',
  },
  {
    path: 'spec.analyzers[].mssql.collectorName',
    because: 'an empty name means mssql, the collector\'s default too (pkg/analyze/mssql.go#analyzeMssql)',
  },
  {
    path: 'spec.analyzers[].registryImages.collectorName',
    because: 'an empty name means images, the collector\'s default too (pkg/analyze/registry.go#AnalyzeRegistryImages.collectorName)',
  },
  {
    path: 'spec.collectors[].httpLoadBalancer.path',
    because: 'never read: the request goes to address as written (pkg/collect/host_httploadbalancer.go#CollectHostHTTPLoadBalancer.Collect)',
  },
  {
    path: 'spec.hostCollectors[].httpLoadBalancer.path',
    because: 'never read: the request goes to address as written (pkg/collect/host_httploadbalancer.go#CollectHostHTTPLoadBalancer.Collect)',
  },
  {
    path: 'spec.collectors[].networkNamespaceConnectivity.port',
    because: 'a zero port keeps the default 8080 (pkg/collect/host_network_namespace_connectivity.go#CollectHostNetworkNamespaceConnectivity.Collect, pkg/namespaces/options.go#NewConfiguration)',
  },
  {
    path: 'spec.hostCollectors[].networkNamespaceConnectivity.port',
    because: 'a zero port keeps the default 8080 (pkg/collect/host_network_namespace_connectivity.go#CollectHostNetworkNamespaceConnectivity.Collect, pkg/namespaces/options.go#NewConfiguration)',
  },
  {
    path: 'spec.afterCollection[].callback.redactUri',
    because: 'a callback never reads it; it sends one request to uri (pkg/supportbundle/aftercollection.go#callbackSupportBundleAPI)',
  },
  {
    path: 'spec.afterCollection[].uploadResultsTo.redactUri',
    because: 'an empty value skips the redaction report (pkg/supportbundle/aftercollection.go#uploadSupportBundle)',
  },
  {
    path: 'spec.collectors[].filesystemPerformance.enableBackgroundIOPS',
    because: 'a plain Go bool or int: left out it is false or 0, and background load only runs with enableBackgroundIOPS (pkg/collect/host_filesystem_performance_linux.go#collectHostFilesystemPerformance)',
  },
  {
    path: 'spec.collectors[].filesystemPerformance.backgroundIOPSWarmupSeconds',
    because: 'a plain Go bool or int: left out it is false or 0, and background load only runs with enableBackgroundIOPS (pkg/collect/host_filesystem_performance_linux.go#collectHostFilesystemPerformance)',
  },
  {
    path: 'spec.collectors[].filesystemPerformance.backgroundReadIOPS',
    because: 'a plain Go bool or int: left out it is false or 0, and background load only runs with enableBackgroundIOPS (pkg/collect/host_filesystem_performance_linux.go#collectHostFilesystemPerformance)',
  },
  {
    path: 'spec.collectors[].filesystemPerformance.backgroundReadIOPSJobs',
    because: 'a plain Go bool or int: left out it is false or 0, and background load only runs with enableBackgroundIOPS (pkg/collect/host_filesystem_performance_linux.go#collectHostFilesystemPerformance)',
  },
  {
    path: 'spec.collectors[].filesystemPerformance.backgroundWriteIOPS',
    because: 'a plain Go bool or int: left out it is false or 0, and background load only runs with enableBackgroundIOPS (pkg/collect/host_filesystem_performance_linux.go#collectHostFilesystemPerformance)',
  },
  {
    path: 'spec.collectors[].filesystemPerformance.backgroundWriteIOPSJobs',
    because: 'a plain Go bool or int: left out it is false or 0, and background load only runs with enableBackgroundIOPS (pkg/collect/host_filesystem_performance_linux.go#collectHostFilesystemPerformance)',
  },
  {
    path: 'spec.analyzers[].blockDevices.minimumAcceptableSize',
    because: 'a plain Go uint64: left out it is 0, which counts devices of any size (pkg/analyze/host_block_devices.go#isEligibleBlockDevice)',
  },
  {
    path: 'spec.analyzers[].blockDevices.includeUnmountedPartitions',
    because: 'a plain Go bool: left out it is false and only whole disks count (pkg/analyze/host_block_devices.go#isEligibleDeviceType)',
  },
];
