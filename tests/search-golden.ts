/**
 * Golden sets for the embedded search, written from what the pages say (never from what the
 * engine returns), so that the tests hold the engine to them.
 *
 * - goldenQueries (keyword mode): what operators type, and the page that must be among the
 *   first three results. Used by tests/browser/search-ranking.spec.ts (fails below 95%) and by
 *   scripts/bench-search.mjs (latency and first-query bytes).
 * - goldenQuestions (ask mode): questions as people ask them, and the page holding a passage that
 *   answers them; one of the first three quotes must come from it (the test fails below 90%).
 *
 * `page` is a permalink exactly as the index has it: no trailing slash, except on section index
 * pages (`/docs/analyze/`). The expected page is where the answer is documented most fully; a
 * field or flag that exists on several pages is made specific in the query ("http collector
 * insecureSkipVerify", "preflight --interactive=false").
 *
 * The sets are spread over the sections in proportion to their pages: Collect, Analyze, Host
 * collect & analyze, Preflight, Support bundle (guides and recipes included) and Redact.
 */
import {readerBatches, readerRightPages, readersQueries, type ReaderQuery} from './search-readers';

export interface GoldenQuery {
  query: string;
  /** Permalink of the page that must be in the top 3 (any section of it). */
  page: string;
  /**
   * field: a field name from a field table; collector / analyzer: a spec key; flag: a CLI flag
   * or environment variable; error: a message or status word the pages quote (exit codes
   * included); task: what the reader wants to do, in their words; concept: what something is;
   * typo: a misspelt key, flag or field.
   */
  kind: 'field' | 'collector' | 'analyzer' | 'flag' | 'error' | 'task' | 'concept' | 'typo';
}

export interface GoldenQuestion {
  question: string;
  /** Permalink of the page that holds a passage answering the question. */
  page: string;
  /** Other pages whose passages answer it as well (several pages cover some questions). */
  also?: string[];
}

/** The pages that count as a right answer to a golden question. */
export const rightPages = (q: GoldenQuestion): string[] => [q.page, ...(q.also ?? [])];

export const goldenQueries: GoldenQuery[] = [
  // ───────────────────────── Collect ─────────────────────────
  // Field names (field tables rendered from reference/collectors/*.ts)
  {query: 'maxLines', page: '/docs/collect/logs', kind: 'field'},
  {query: 'maxBytes', page: '/docs/collect/logs', kind: 'field'},
  {query: 'sinceTime', page: '/docs/collect/logs', kind: 'field'},
  {query: 'containerNames', page: '/docs/collect/logs', kind: 'field'},
  {query: 'limits.maxAge', page: '/docs/collect/logs', kind: 'field'},
  {query: 'ignoreRBAC', page: '/docs/collect/cluster-resources', kind: 'field'},
  {query: 'containerPath', page: '/docs/collect/copy', kind: 'field'},
  {query: 'nonResolvable', page: '/docs/collect/dns', kind: 'field'},
  {query: 'podLaunchOptions', page: '/docs/collect/goldpinger', kind: 'field'},
  {query: 'collectDelay', page: '/docs/collect/goldpinger', kind: 'field'},
  {query: 'collectValues', page: '/docs/collect/helm', kind: 'field'},
  {query: 'releaseName', page: '/docs/collect/helm', kind: 'field'},
  {query: 'nodeNames', page: '/docs/collect/node-metrics', kind: 'field'},
  {query: 'allowImagePullRetries', page: '/docs/collect/run-pod', kind: 'field'},
  {query: 'bucketName', page: '/docs/collect/s3-status', kind: 'field'},
  {query: 'usePathStyle', page: '/docs/collect/s3-status', kind: 'field'},
  {query: 'secretAccessKey', page: '/docs/collect/s3-status', kind: 'field'},
  {query: 'metricRequests', page: '/docs/collect/custom-metrics', kind: 'field'},
  {query: 'resourceMetricName', page: '/docs/collect/custom-metrics', kind: 'field'},
  {query: 'http collector insecureSkipVerify', page: '/docs/collect/http', kind: 'field'},
  {query: 'secret collector includeValue', page: '/docs/collect/secret', kind: 'field'},
  {query: 'configMap collector includeAllData', page: '/docs/collect/configmap', kind: 'field'},
  {query: 'copyFromHost extractArchive', page: '/docs/collect/copy-from-host', kind: 'field'},
  {query: 'collectd hostPath rrd', page: '/docs/collect/collectd', kind: 'field'},
  {query: 'runDaemonSet podSpec', page: '/docs/collect/run-daemonset', kind: 'field'},
  {query: 'postgres tls.skipVerify does nothing', page: '/docs/collect/postgresql', kind: 'field'},

  // Collector spec keys
  {query: 'clusterResources', page: '/docs/collect/cluster-resources', kind: 'collector'},
  {query: 'clusterInfo', page: '/docs/collect/cluster-info', kind: 'collector'},
  {query: 'runPod', page: '/docs/collect/run-pod', kind: 'collector'},
  {query: 'runDaemonSet', page: '/docs/collect/run-daemonset', kind: 'collector'},
  {query: 'copyFromHost', page: '/docs/collect/copy-from-host', kind: 'collector'},
  {query: 'supportBundleMetadata', page: '/docs/collect/support-bundle-metadata', kind: 'collector'},
  {query: 'customMetrics', page: '/docs/collect/custom-metrics', kind: 'collector'},
  {query: 'registryImages collector imagePullSecret', page: '/docs/collect/registry-images', kind: 'collector'},
  {query: 'configMap collector', page: '/docs/collect/configmap', kind: 'collector'},
  {query: 'secret collector', page: '/docs/collect/secret', kind: 'collector'},
  {query: 'sonobuoy', page: '/docs/collect/sonobuoy', kind: 'collector'},
  {query: 'longhorn collector', page: '/docs/collect/longhorn', kind: 'collector'},
  {query: 'ceph collector rook toolbox', page: '/docs/collect/ceph', kind: 'collector'},
  {query: 'etcd collector etcdctl', page: '/docs/collect/etcd', kind: 'collector'},
  {query: 'collectd', page: '/docs/collect/collectd', kind: 'collector'},
  {query: 'exec collector', page: '/docs/collect/exec', kind: 'collector'},
  {query: 'http collector', page: '/docs/collect/http', kind: 'collector'},
  {query: 'certificates collector', page: '/docs/collect/certificates', kind: 'collector'},
  {query: 'data collector', page: '/docs/collect/data', kind: 'collector'},
  {query: 'dns collector dig kubernetes', page: '/docs/collect/dns', kind: 'collector'},
  {query: 'run collector deprecated', page: '/docs/collect/run', kind: 'collector'},
  {query: 'sysctl collector net.ipv4 net.bridge vm', page: '/docs/collect/sysctl', kind: 'collector'},
  {query: 'nodeMetrics collector kubelet stats summary', page: '/docs/collect/node-metrics', kind: 'collector'},
  {query: 'mysql collector server variables', page: '/docs/collect/mysql', kind: 'collector'},
  {query: 'mssql collector @@VERSION', page: '/docs/collect/mssql', kind: 'collector'},
  {query: 'redis collector INFO server', page: '/docs/collect/redis', kind: 'collector'},
  {query: 'clickhouse collector', page: '/docs/collect/clickhouse', kind: 'collector'},

  // Error messages the collector pages quote
  {query: 'sonobuoy pod sonobuoy in namespace not found', page: '/docs/collect/sonobuoy', kind: 'error'},
  {query: 'current k8s distribution does not support etcd collector', page: '/docs/collect/etcd', kind: 'error'},
  {query: 'command terminated with exit code', page: '/docs/collect/exec', kind: 'error'},
  {query: 'secret type is not supported', page: '/docs/collect/registry-images', kind: 'error'},
  {query: 'No certificates found in tls.key', page: '/docs/collect/certificates', kind: 'error'},
  {query: 'hostname resolving error lookup no such host', page: '/docs/collect/postgresql', kind: 'error'},
  {query: 'rook ceph tools pod not found', page: '/docs/collect/ceph', kind: 'error'},
  {query: 'ImagePullBackOff goldpinger', page: '/docs/collect/goldpinger', kind: 'error'},
  {query: 'goldpinger context deadline exceeded', page: '/docs/collect/goldpinger', kind: 'error'},
  {query: 'redis isConnected false i/o timeout', page: '/docs/collect/redis', kind: 'error'},
  {query: 'pods is forbidden: User "dev" cannot list resource "pods" in the namespace "shop"', page: '/docs/collect/logs', kind: 'error'},

  // Tasks and concepts
  {query: 'collect logs from one namespace', page: '/docs/collect/logs', kind: 'task'},
  {query: 'keep only the last lines of a log', page: '/docs/collect/logs', kind: 'task'},
  {query: 'copy files from a container', page: '/docs/collect/copy', kind: 'task'},
  {query: 'run a command in an existing pod', page: '/docs/collect/exec', kind: 'task'},
  {query: 'helm release values', page: '/docs/collect/helm', kind: 'task'},
  {query: 'copy a file from the filesystem of every node', page: '/docs/collect/copy-from-host', kind: 'task'},
  {query: 'write a fixed piece of text into the bundle', page: '/docs/collect/data', kind: 'task'},
  {query: 'collectors that run without being listed', page: '/docs/collect/', kind: 'concept'},
  {query: 'order collectors run in', page: '/docs/collect/', kind: 'concept'},
  {query: 'list of every collector', page: '/docs/collect/all', kind: 'concept'},
  {query: 'exclude with a templated value', page: '/docs/collect/collectors', kind: 'concept'},

  // Misspellings
  {query: 'copyFromHots', page: '/docs/collect/copy-from-host', kind: 'typo'},
  {query: 'runDeamonSet', page: '/docs/collect/run-daemonset', kind: 'typo'},
  {query: 'supportBundleMetdata', page: '/docs/collect/support-bundle-metadata', kind: 'typo'},
  {query: 'allowImagePullRetires', page: '/docs/collect/run-pod', kind: 'typo'},

  // ───────────────────────── Analyze ─────────────────────────
  // Analyzer spec keys
  {query: 'cephStatus', page: '/docs/analyze/ceph-status', kind: 'analyzer'},
  {query: 'certificates analyzer', page: '/docs/analyze/certificates', kind: 'analyzer'},
  {query: 'clickhouse analyzer', page: '/docs/analyze/clickhouse', kind: 'analyzer'},
  {query: 'clusterContainerStatuses', page: '/docs/analyze/cluster-container-statuses', kind: 'analyzer'},
  {query: 'clusterPodStatuses', page: '/docs/analyze/cluster-pod-statuses', kind: 'analyzer'},
  {query: 'clusterResource analyzer', page: '/docs/analyze/cluster-resource', kind: 'analyzer'},
  {query: 'clusterVersion', page: '/docs/analyze/cluster-version', kind: 'analyzer'},
  {query: 'configMap analyzer', page: '/docs/analyze/configmaps', kind: 'analyzer'},
  {query: 'containerRuntime', page: '/docs/analyze/container-runtime', kind: 'analyzer'},
  {query: 'customResourceDefinition', page: '/docs/analyze/crd', kind: 'analyzer'},
  {query: 'deploymentStatus', page: '/docs/analyze/deployment-status', kind: 'analyzer'},
  {query: 'distribution analyzer', page: '/docs/analyze/distribution', kind: 'analyzer'},
  {query: 'event analyzer', page: '/docs/analyze/event', kind: 'analyzer'},
  {query: 'goldpinger analyzer', page: '/docs/analyze/goldpinger', kind: 'analyzer'},
  {query: 'http analyzer statusCode', page: '/docs/analyze/http', kind: 'analyzer'},
  {query: 'imagePullSecret analyzer', page: '/docs/analyze/image-pull-secrets', kind: 'analyzer'},
  {query: 'ingressClass', page: '/docs/analyze/ingress-class', kind: 'analyzer'},
  {query: 'ingress analyzer', page: '/docs/analyze/ingress', kind: 'analyzer'},
  {query: 'jobStatus', page: '/docs/analyze/job-status', kind: 'analyzer'},
  {query: 'jsonCompare analyzer', page: '/docs/analyze/json-compare', kind: 'analyzer'},
  {query: 'longhorn analyzer', page: '/docs/analyze/longhorn', kind: 'analyzer'},
  {query: 'mssql analyzer', page: '/docs/analyze/mssql', kind: 'analyzer'},
  {query: 'mysql analyzer', page: '/docs/analyze/mysql', kind: 'analyzer'},
  {query: 'nodeMetrics analyzer', page: '/docs/analyze/node-metrics', kind: 'analyzer'},
  {query: 'nodeResources', page: '/docs/analyze/node-resources', kind: 'analyzer'},
  {query: 'postgres analyzer', page: '/docs/analyze/postgresql', kind: 'analyzer'},
  {query: 'redis analyzer', page: '/docs/analyze/redis', kind: 'analyzer'},
  {query: 'textAnalyze regex', page: '/docs/analyze/regex', kind: 'analyzer'},
  {query: 'registryImages analyzer', page: '/docs/analyze/registry-images', kind: 'analyzer'},
  {query: 'replicasetStatus', page: '/docs/analyze/replicaset-status', kind: 'analyzer'},
  {query: 's3Status analyzer', page: '/docs/analyze/s3-status', kind: 'analyzer'},
  {query: 'secret analyzer', page: '/docs/analyze/secrets', kind: 'analyzer'},
  {query: 'statefulsetStatus', page: '/docs/analyze/statefulset-status', kind: 'analyzer'},
  {query: 'storageClass', page: '/docs/analyze/storage-class', kind: 'analyzer'},
  {query: 'in-cluster sysctl analyzer', page: '/docs/analyze/sysctl', kind: 'analyzer'},
  {query: 'velero', page: '/docs/analyze/velero', kind: 'analyzer'},
  {query: 'weaveReport', page: '/docs/analyze/weave-report', kind: 'analyzer'},
  {query: 'yamlCompare', page: '/docs/analyze/yaml-compare', kind: 'analyzer'},

  // Analyzer fields
  {query: 'regexGroups', page: '/docs/analyze/regex', kind: 'field'},
  {query: 'textAnalyze fileName glob', page: '/docs/analyze/regex', kind: 'field'},
  {query: 'restartCount', page: '/docs/analyze/cluster-container-statuses', kind: 'field'},
  {query: 'clusterScoped', page: '/docs/analyze/cluster-resource', kind: 'field'},
  {query: 'expectedValue', page: '/docs/analyze/cluster-resource', kind: 'field'},
  {query: 'cpuArchitecture', page: '/docs/analyze/node-resources', kind: 'field'},
  {query: 'ephemeralStorageCapacity', page: '/docs/analyze/node-resources', kind: 'field'},
  {query: 'filters.pvc.nameRegex', page: '/docs/analyze/node-metrics', kind: 'field'},
  {query: 'reportFileGlob', page: '/docs/analyze/weave-report', kind: 'field'},
  {query: 'customResourceDefinitionName', page: '/docs/analyze/crd', kind: 'field'},
  {query: 'ingressClassName', page: '/docs/analyze/ingress-class', kind: 'field'},
  {query: 'registryName', page: '/docs/analyze/image-pull-secrets', kind: 'field'},
  {query: 'configMapName', page: '/docs/analyze/configmaps', kind: 'field'},
  {query: 'secretName', page: '/docs/analyze/secrets', kind: 'field'},
  {query: 'checkName strict annotations fields every analyzer accepts', page: '/docs/analyze/outcomes', kind: 'field'},

  // Errors and tasks
  {query: 'YAML path provided is invalid', page: '/docs/analyze/cluster-resource', kind: 'error'},
  {query: 'ceph health HEALTH_WARN analyzer', page: '/docs/analyze/ceph-status', kind: 'error'},
  {query: 'check the Kubernetes version is recent enough', page: '/docs/analyze/cluster-version', kind: 'task'},
  {query: 'check that a CRD is installed', page: '/docs/analyze/crd', kind: 'task'},
  {query: 'containers OOMKilled restarting', page: '/docs/analyze/cluster-container-statuses', kind: 'task'},
  {query: 'check every pod is healthy', page: '/docs/analyze/cluster-pod-statuses', kind: 'task'},
  {query: 'is this cluster EKS GKE OpenShift or k3s', page: '/docs/analyze/distribution', kind: 'task'},
  {query: 'deployment has no ready replicas', page: '/docs/analyze/deployment-status', kind: 'task'},
  {query: 'job succeeded failed pods count', page: '/docs/analyze/job-status', kind: 'task'},
  {query: 'compare a value in a YAML file', page: '/docs/analyze/yaml-compare', kind: 'task'},
  {query: 'which analyzer should I use', page: '/docs/analyze/', kind: 'task'},
  {query: 'analyzers never talk to the cluster', page: '/docs/analyze/', kind: 'concept'},
  {query: 'list of every analyzer', page: '/docs/analyze/analyzers', kind: 'concept'},
  {query: 'outcomes order matters', page: '/docs/analyze/outcomes', kind: 'concept'},
  {query: 'when no outcome matches', page: '/docs/analyze/outcomes', kind: 'concept'},

  {query: 'countDistinct nodeCondition', page: '/docs/analyze/node-resources', kind: 'field'},
  {query: 'pvcUsedPercentage', page: '/docs/analyze/node-metrics', kind: 'field'},
  {query: 'FailedScheduling event', page: '/docs/analyze/event', kind: 'error'},
  {query: 'containerd cri-o runtime of the nodes', page: '/docs/analyze/container-runtime', kind: 'task'},
  {query: 'SQL Server 2019 version 15', page: '/docs/analyze/mssql', kind: 'task'},
  {query: 'mysql analyzer lone warn outcome crashes', page: '/docs/analyze/mysql', kind: 'error'},
  {query: 'Velero backup storage location', page: '/docs/analyze/velero', kind: 'task'},
  {query: 'deploymentStatus absent outcome', page: '/docs/analyze/deployment-status', kind: 'field'},

  // Misspellings
  {query: 'nodeResourses', page: '/docs/analyze/node-resources', kind: 'typo'},
  {query: 'clusterVerison', page: '/docs/analyze/cluster-version', kind: 'typo'},
  {query: 'deploymentStaus', page: '/docs/analyze/deployment-status', kind: 'typo'},
  {query: 'customResourceDefinitonName', page: '/docs/analyze/crd', kind: 'typo'},
  {query: 'ingresClass', page: '/docs/analyze/ingress-class', kind: 'typo'},
  {query: 'storageClassNmae', page: '/docs/analyze/storage-class', kind: 'typo'},

  // ───────────────────────── Host collect & analyze ─────────────────────────
  // Spec keys
  {query: 'blockDevices', page: '/docs/host-collect-analyze/blockDevices', kind: 'collector'},
  {query: 'certificatesCollection', page: '/docs/host-collect-analyze/certificatesCollection', kind: 'collector'},
  {query: 'cgroups', page: '/docs/host-collect-analyze/cgroups', kind: 'collector'},
  {query: 'host copy collector', page: '/docs/host-collect-analyze/copy', kind: 'collector'},
  {query: 'host cpu collector', page: '/docs/host-collect-analyze/cpu', kind: 'collector'},
  {query: 'diskUsage', page: '/docs/host-collect-analyze/diskUsage', kind: 'collector'},
  {query: 'filesystemPerformance', page: '/docs/host-collect-analyze/filesystemPerformance', kind: 'collector'},
  {query: 'hostOS', page: '/docs/host-collect-analyze/hostOS', kind: 'collector'},
  {query: 'hostServices', page: '/docs/host-collect-analyze/hostServices', kind: 'collector'},
  {query: 'host http collector', page: '/docs/host-collect-analyze/http', kind: 'collector'},
  {query: 'httpLoadBalancer', page: '/docs/host-collect-analyze/httpLoadBalancer', kind: 'collector'},
  {query: 'ipv4Interfaces', page: '/docs/host-collect-analyze/ipv4Interfaces', kind: 'collector'},
  {query: 'journald', page: '/docs/host-collect-analyze/journald', kind: 'collector'},
  {query: 'host jsonCompare', page: '/docs/host-collect-analyze/jsonCompare', kind: 'analyzer'},
  {query: 'kernelConfigs', page: '/docs/host-collect-analyze/kernelConfigs', kind: 'collector'},
  {query: 'kernelModules', page: '/docs/host-collect-analyze/kernelModules', kind: 'collector'},
  {query: 'host memory analyzer', page: '/docs/host-collect-analyze/memory', kind: 'analyzer'},
  {query: 'networkNamespaceConnectivity', page: '/docs/host-collect-analyze/networkNamespaceConnectivity', kind: 'collector'},
  {query: 'host textAnalyze', page: '/docs/host-collect-analyze/regex', kind: 'analyzer'},
  {query: 'host registryImages', page: '/docs/host-collect-analyze/registryImages', kind: 'collector'},
  {query: 'host run collector', page: '/docs/host-collect-analyze/run', kind: 'collector'},
  {query: 'subnetAvailable', page: '/docs/host-collect-analyze/subnetAvailable', kind: 'collector'},
  {query: 'subnetContainsIP', page: '/docs/host-collect-analyze/subnetcontainsip', kind: 'analyzer'},
  {query: 'host sysctl -a', page: '/docs/host-collect-analyze/sysctl', kind: 'collector'},
  {query: 'systemPackages', page: '/docs/host-collect-analyze/systemPackages', kind: 'collector'},
  {query: 'tcpConnect', page: '/docs/host-collect-analyze/tcpConnect', kind: 'collector'},
  {query: 'tcpLoadBalancer', page: '/docs/host-collect-analyze/tcpLoadBalancer', kind: 'collector'},
  {query: 'tcpPortStatus', page: '/docs/host-collect-analyze/tcpPortStatus', kind: 'collector'},
  {query: 'udpPortStatus', page: '/docs/host-collect-analyze/udpPortStatus', kind: 'collector'},
  {query: 'host time collector ntp timezone', page: '/docs/host-collect-analyze/time', kind: 'collector'},
  {query: 'host certificate collector key pair', page: '/docs/host-collect-analyze/certificate', kind: 'collector'},

  // Host fields
  {query: 'CIDRRangeAlloc', page: '/docs/host-collect-analyze/subnetAvailable', kind: 'field'},
  {query: 'desiredCIDR', page: '/docs/host-collect-analyze/subnetAvailable', kind: 'field'},
  {query: 'backgroundWriteIOPS', page: '/docs/host-collect-analyze/filesystemPerformance', kind: 'field'},
  {query: 'operationSize', page: '/docs/host-collect-analyze/filesystemPerformance', kind: 'field'},
  {query: 'certificatePath keyPath', page: '/docs/host-collect-analyze/certificate', kind: 'field'},
  {query: 'fromCIDR toCIDR', page: '/docs/host-collect-analyze/networkNamespaceConnectivity', kind: 'field'},
  {query: 'inheritEnvs ignoreParentEnvs', page: '/docs/host-collect-analyze/run', kind: 'field'},
  {query: 'selectedConfigs', page: '/docs/host-collect-analyze/kernelConfigs', kind: 'field'},
  {query: 'minimumAcceptableSize', page: '/docs/host-collect-analyze/blockDevices', kind: 'field'},
  {query: 'includeUnmountedPartitions', page: '/docs/host-collect-analyze/blockDevices', kind: 'field'},
  {query: 'journald dmesg units', page: '/docs/host-collect-analyze/journald', kind: 'field'},
  {query: 'rhel9 ubuntu20 packages', page: '/docs/host-collect-analyze/systemPackages', kind: 'field'},
  {query: 'host registryImages username password', page: '/docs/host-collect-analyze/registryImages', kind: 'field'},
  {query: 'cgroups mountPoint', page: '/docs/host-collect-analyze/cgroups', kind: 'field'},
  {query: 'host dns hostnames resolv.conf', page: '/docs/host-collect-analyze/dns', kind: 'field'},
  {query: 'runHostCollectorsInPod', page: '/docs/support-bundle/supportbundle', kind: 'field'},

  // Status words and error messages the host pages quote
  {query: 'bind-permission-denied', page: '/docs/host-collect-analyze/httpLoadBalancer', kind: 'error'},
  {query: 'address-in-use', page: '/docs/host-collect-analyze/tcpPortStatus', kind: 'error'},
  {query: 'no-subnet-available', page: '/docs/host-collect-analyze/subnetAvailable', kind: 'error'},
  {query: 'key-pair-encrypted', page: '/docs/host-collect-analyze/certificate', kind: 'error'},
  {query: 'error collector name is required', page: '/docs/host-collect-analyze/journald', kind: 'error'},
  {query: 'unsupported distribution', page: '/docs/host-collect-analyze/systemPackages', kind: 'error'},
  {query: 'unable to parse conditional', page: '/docs/host-collect-analyze/cpu', kind: 'error'},
  {query: 'ensure this collector runs as root', page: '/docs/errors/host', kind: 'error'},
  {query: 'Analyzer Failed: analyze: failed to retrieve content for node', page: '/docs/host-collect-analyze/overview', kind: 'error'},
  {query: 'Error reading response: EOF', page: '/docs/host-collect-analyze/overview', kind: 'error'},
  {query: 'dial tcp 10.0.20.5:6443: connect: connection refused', page: '/docs/host-collect-analyze/tcpLoadBalancer', kind: 'error'},

  // Tasks and concepts
  {query: 'check that a port is open on a node', page: '/docs/host-collect-analyze/tcpPortStatus', kind: 'task'},
  {query: 'check a node can reach another host on a TCP port', page: '/docs/host-collect-analyze/tcpConnect', kind: 'task'},
  {query: 'check free disk space under a path', page: '/docs/host-collect-analyze/diskUsage', kind: 'task'},
  {query: 'disk write latency fio fdatasync', page: '/docs/host-collect-analyze/filesystemPerformance', kind: 'task'},
  {query: 'check that a kernel module is loaded', page: '/docs/host-collect-analyze/kernelModules', kind: 'task'},
  {query: 'check the clock is synchronized by NTP', page: '/docs/host-collect-analyze/time', kind: 'task'},
  {query: 'cpu supports x86-64-v2', page: '/docs/host-collect-analyze/cpu', kind: 'task'},
  {query: 'check that a systemd service is active', page: '/docs/host-collect-analyze/hostServices', kind: 'task'},
  {query: 'host collectors need root', page: '/docs/host-collect-analyze/overview', kind: 'task'},
  {query: 'where host specs go HostPreflight HostCollector', page: '/docs/host-collect-analyze/overview', kind: 'concept'},
  {query: 'every host collector and host analyzer', page: '/docs/host-collect-analyze/', kind: 'concept'},
  {query: 'all host collectors in one spec', page: '/docs/host-collect-analyze/all', kind: 'concept'},

  // Misspellings
  {query: 'filesystemPerformence', page: '/docs/host-collect-analyze/filesystemPerformance', kind: 'typo'},
  {query: 'kernelModuels', page: '/docs/host-collect-analyze/kernelModules', kind: 'typo'},
  {query: 'hostServises', page: '/docs/host-collect-analyze/hostServices', kind: 'typo'},
  {query: 'tcpPortStaus', page: '/docs/host-collect-analyze/tcpPortStatus', kind: 'typo'},
  {query: 'runHostCollectorInPod', page: '/docs/support-bundle/supportbundle', kind: 'typo'},

  // ───────────────────────── Preflight ─────────────────────────
  // Flags (rendered from reference/cli/preflight.ts)
  {query: 'preflight --interactive=false', page: '/docs/preflight/cli-usage', kind: 'flag'},
  {query: '--collector-image', page: '/docs/preflight/cli-usage', kind: 'flag'},
  {query: '--collector-pullpolicy', page: '/docs/preflight/cli-usage', kind: 'flag'},
  {query: 'preflight --format json', page: '/docs/preflight/cli-usage', kind: 'flag'},
  {query: 'preflight --since', page: '/docs/preflight/cli-usage', kind: 'flag'},
  {query: 'PREFLIGHT_INTERACTIVE', page: '/docs/preflight/cli-usage', kind: 'flag'},
  {query: 'preflight oci-fetch', page: '/docs/preflight/cli-usage', kind: 'flag'},
  {query: '--output-spec --output-values', page: '/docs/preflight/cli-usage', kind: 'flag'},
  {query: '--request-timeout', page: '/docs/preflight/cli-usage', kind: 'flag'},

  // Exit codes and messages
  {query: 'preflight exit codes', page: '/docs/preflight/exit-codes', kind: 'error'},
  {query: 'exit code 3', page: '/docs/preflight/exit-codes', kind: 'error'},
  {query: 'exit code 4 warnings', page: '/docs/preflight/exit-codes', kind: 'error'},
  {query: 'EXIT_CODE_WARN', page: '/docs/preflight/exit-codes', kind: 'error'},
  {query: 'completed with no analysis results', page: '/docs/errors/preflight', kind: 'error'},
  {query: 'unknown output format', page: '/docs/preflight/cli-usage', kind: 'error'},
  {query: 'Saving preflight bundle to', page: '/docs/preflight/cli-usage', kind: 'error'},

  // Spec fields, tasks and concepts
  {query: 'Preflight uploadResultsTo', page: '/docs/preflight/cluster-checks', kind: 'field'},
  {query: 'HostPreflight remoteCollectors', page: '/docs/preflight/node-checks', kind: 'field'},
  {query: 'docString', page: '/docs/preflight/v1beta3-guide', kind: 'field'},
  {query: 'run preflight in CI', page: '/docs/preflight/exit-codes', kind: 'task'},
  {query: 'template objects .Release.Name .Capabilities', page: '/docs/preflight/v1beta3-guide', kind: 'task'},
  {query: 'preflight convert', page: '/docs/preflight/v1beta3-migration', kind: 'task'},
  {query: 'v1beta2 and v1beta3 side by side', page: '/docs/preflight/v1beta3-overview', kind: 'concept'},
  {query: 'Preflight and HostPreflight two kinds of spec', page: '/docs/preflight/introduction', kind: 'concept'},
  {query: 'a second spec that must fail', page: '/docs/preflight/next-steps', kind: 'task'},
  {query: 'preflight checks pages in this section', page: '/docs/preflight/', kind: 'concept'},

  // Misspellings
  {query: 'preflihgt exit codes', page: '/docs/preflight/exit-codes', kind: 'typo'},
  {query: '--colector-image', page: '/docs/preflight/cli-usage', kind: 'typo'},

  // ───────────────────────── Support bundle ─────────────────────────
  // Flags (rendered from reference/cli/support-bundle.ts)
  {query: '--since', page: '/docs/support-bundle/collecting', kind: 'flag'},
  {query: '--load-cluster-specs', page: '/docs/support-bundle/collecting', kind: 'flag'},
  {query: 'support-bundle --since-time', page: '/docs/support-bundle/collecting', kind: 'flag'},
  {query: '--redaction-map', page: '/docs/support-bundle/collecting', kind: 'flag'},
  {query: '--encrypt-redaction-map', page: '/docs/support-bundle/collecting', kind: 'flag'},
  {query: '--include-namespaces', page: '/docs/support-bundle/collecting', kind: 'flag'},
  {query: '--discovery-profile', page: '/docs/support-bundle/collecting', kind: 'flag'},
  {query: '--remote-host-collect-timeout', page: '/docs/support-bundle/collecting', kind: 'flag'},
  {query: '--auto-upload', page: '/docs/support-bundle/collecting', kind: 'flag'},
  {query: 'support-bundle --metadata', page: '/docs/support-bundle/collecting', kind: 'flag'},
  {query: '--max-diff-lines', page: '/docs/support-bundle/diff', kind: 'flag'},
  {query: '--include-log-diffs', page: '/docs/support-bundle/diff', kind: 'flag'},
  {query: 'support-bundle schedule --cron', page: '/docs/support-bundle/schedule', kind: 'flag'},

  // Errors and exit codes
  {query: 'tokenizer is not enabled despite --tokenize flag', page: '/docs/support-bundle/collecting', kind: 'error'},
  {query: 'cannot upload content type application/tar gzip', page: '/docs/support-bundle/supportbundle', kind: 'error'},
  {query: 'v1beta3 SupportBundle uses secret/configmap references and must be run in a cluster', page: '/docs/support-bundle/supportbundle', kind: 'error'},

  // Spec kinds and fields
  {query: 'afterCollection callback', page: '/docs/support-bundle/supportbundle', kind: 'field'},
  {query: 'v1beta3 SupportBundle keeps only database collectors', page: '/docs/support-bundle/supportbundle', kind: 'concept'},
  {query: 'Collector document only the collectors list counts', page: '/docs/support-bundle/collector-document', kind: 'concept'},
  {query: 'Analyzer document hostAnalyzers', page: '/docs/support-bundle/analyzer-document', kind: 'concept'},
  {query: 'HostCollector document', page: '/docs/support-bundle/host-collector-document', kind: 'concept'},

  // Tasks and concepts
  {query: 'what the archive contains', page: '/docs/support-bundle/bundle-layout', kind: 'concept'},
  {query: 'execution-data/summary.txt', page: '/docs/support-bundle/bundle-layout', kind: 'concept'},
  {query: 'where the archive goes', page: '/docs/support-bundle/collecting', kind: 'task'},
  {query: 'compare two bundles', page: '/docs/support-bundle/diff', kind: 'task'},
  {query: 'collect a bundle every night', page: '/docs/support-bundle/schedule', kind: 'task'},
  {query: 'spec stored in a Secret labelled troubleshoot.sh/kind=support-bundle', page: '/docs/support-bundle/discover-cluster-specs', kind: 'task'},
  {query: 'what happens during a support bundle run', page: '/docs/support-bundle/introduction', kind: 'concept'},
  {query: 'the shortest useful spec', page: '/docs/support-bundle/', kind: 'concept'},

  // Misspellings
  {query: '--load-cluster-spec', page: '/docs/support-bundle/collecting', kind: 'typo'},
  {query: '--remote-host-colect-timeout', page: '/docs/support-bundle/collecting', kind: 'typo'},

  // ───────────────────────── Support bundle guides ─────────────────────────
  {query: 'install the plugins with krew', page: '/docs/support-bundle/installing', kind: 'task'},
  {query: 'verify a download checksums.txt', page: '/docs/support-bundle/installing', kind: 'task'},
  {query: 'turn off the self-update check', page: '/docs/support-bundle/installing', kind: 'task'},
  {query: 'does not offer installation for this platform', page: '/docs/support-bundle/installing', kind: 'error'},
  {query: 'build a Role for your spec', page: '/docs/support-bundle/permissions', kind: 'task'},
  {query: 'failed to check RBAC for collectors', page: '/docs/support-bundle/permissions', kind: 'error'},
  {query: 'users limited to one namespace', page: '/docs/support-bundle/permissions', kind: 'task'},
  {query: 'Pod Security admission restricted refuses collector pods', page: '/docs/support-bundle/where-it-runs', kind: 'concept'},
  {query: 'which collectors create pods or DaemonSets', page: '/docs/support-bundle/where-it-runs', kind: 'concept'},
  {query: 'no collectors specified to run', page: '/docs/support-bundle/troubleshooting', kind: 'error'},
  {query: 'Non-existent analyzer found in the spec', page: '/docs/support-bundle/troubleshooting', kind: 'error'},
  {query: 'v1beta3 specs with Helm templates require a values file', page: '/docs/support-bundle/troubleshooting', kind: 'error'},
  {query: 'is not a URL and was not found', page: '/docs/support-bundle/troubleshooting', kind: 'error'},
  {query: 'support-bundle exits with 0 although checks failed', page: '/docs/support-bundle/troubleshooting', kind: 'error'},
  {query: 'skipped-collectors.json', page: '/docs/support-bundle/troubleshooting', kind: 'concept'},
  {query: 'misspelt key silently ignored', page: '/docs/support-bundle/troubleshooting', kind: 'task'},
  {query: 'analyze an existing bundle', page: '/docs/support-bundle/reading-a-bundle', kind: 'task'},
  {query: 'sbctl browse a bundle with kubectl', page: '/docs/support-bundle/reading-a-bundle', kind: 'task'},
  {query: 'read analysis.json', page: '/docs/support-bundle/reading-a-bundle', kind: 'task'},

  // ───────────────────────── Recipes ─────────────────────────
  {query: 'namespace whose pods crash-loop', page: '/docs/support-bundle/recipes/crashlooping-namespace', kind: 'task'},
  {query: 'certificates that are about to expire', page: '/docs/support-bundle/recipes/expiring-certificates', kind: 'task'},
  {query: 'support bundle that checks PVC usage', page: '/docs/support-bundle/recipes/pvc-usage', kind: 'task'},
  {query: 'bundle uploaded after collection to a pre-signed URL', page: '/docs/support-bundle/recipes/upload-after-collection', kind: 'task'},
  {query: 'spec shipped in a Helm chart Secret for cluster discovery', page: '/docs/support-bundle/recipes/spec-in-helm-secret', kind: 'task'},
  {query: 'combining support bundle recipes', page: '/docs/support-bundle/recipes/', kind: 'concept'},
  {query: 'cluster minimums before an install', page: '/docs/preflight/recipes/cluster-minimums', kind: 'task'},
  {query: 'database reachable from the cluster', page: '/docs/preflight/recipes/database-reachable', kind: 'task'},
  {query: 'ingress controller is present', page: '/docs/preflight/recipes/ingress-controller', kind: 'task'},
  {query: 'required CRDs and an operator Deployment', page: '/docs/preflight/recipes/operator-crds', kind: 'task'},
  {query: 'host checks for a new control-plane node', page: '/docs/preflight/recipes/control-plane-node', kind: 'task'},
  {query: 'images reachable in an air-gapped registry', page: '/docs/preflight/recipes/air-gapped-images', kind: 'task'},
  {query: 'running several preflight recipes at once', page: '/docs/preflight/recipes/', kind: 'task'},
  {query: 'redact application API keys shp_live', page: '/docs/redact/recipes/application-tokens', kind: 'task'},
  {query: 'secrets inside a custom resource', page: '/docs/redact/recipes/custom-resource-secrets', kind: 'task'},
  {query: 'mask internal hostnames and the customer name', page: '/docs/redact/recipes/internal-hostnames', kind: 'task'},
  {query: 'redaction recipes', page: '/docs/redact/recipes/', kind: 'concept'},

  // ───────────────────────── Redact ─────────────────────────
  {query: 'yamlPath', page: '/docs/redact/redactors', kind: 'field'},
  {query: 'fileSelector', page: '/docs/redact/redactors', kind: 'field'},
  {query: 'removals regex selector two-line rule', page: '/docs/redact/redactors', kind: 'field'},
  {query: 'redactor mask drop named group', page: '/docs/redact/redactors', kind: 'field'},
  {query: 'kurl-bootstrap-token', page: '/docs/redact/built-in', kind: 'field'},
  {query: 'built-in redactors', page: '/docs/redact/built-in', kind: 'concept'},
  {query: 'turn off redaction', page: '/docs/redact/', kind: 'task'},
  {query: 'redaction report redactUri', page: '/docs/redact/', kind: 'concept'},
  {query: 'what preflight redacts', page: '/docs/redact/', kind: 'concept'},
  {query: 'mask IP addresses', page: '/docs/redact/ip-addresses', kind: 'task'},
  {query: 'AWS_SECRET_KEY AKIA access key in a log', page: '/docs/redact/aws-credentials', kind: 'task'},
  {query: 'STRIPE_API_KEY not redacted', page: '/docs/redact/api-tokens', kind: 'task'},
  {query: 'email addresses user names redaction', page: '/docs/redact/usernames', kind: 'task'},
  {query: 'JDBC URL Password= connection string', page: '/docs/redact/database-connection-strings', kind: 'task'},
  {query: 'amqp proxy address user:password@', page: '/docs/redact/generic-connection-strings', kind: 'task'},
  {query: 'password in a YAML manifest not masked', page: '/docs/redact/passwords', kind: 'task'},
  {query: 'ceph-auth-key', page: '/docs/redact/built-in', kind: 'field'},
  {query: 'tokens instead of the mask', page: '/docs/redact/', kind: 'concept'},
  {query: 'when redaction runs and on what files', page: '/docs/redact/', kind: 'concept'},
  {query: 'try a redactor on a sample file', page: '/docs/redact/redactors', kind: 'task'},
  {query: 'how several Redactors combine', page: '/docs/redact/redactors', kind: 'concept'},
  {query: 'yamlPaht', page: '/docs/redact/redactors', kind: 'typo'},

  // ───────────────────────── Home and about ─────────────────────────
  {query: 'two workflows before installing after installing', page: '/docs/', kind: 'concept'},
  {query: 'building the site locally', page: '/markdown-page', kind: 'task'},
];

export const goldenQuestions: GoldenQuestion[] = [
  // Support bundle
  {question: 'last 2 hours of logs', page: '/docs/support-bundle/collecting', also: ['/docs/collect/logs', '/docs/preflight/cli-usage']},
  {question: 'where does support-bundle write the archive?', page: '/docs/support-bundle/collecting'},
  {question: 'how do I compare two support bundles?', page: '/docs/support-bundle/diff'},
  {question: 'how can I collect a support bundle every night automatically?', page: '/docs/support-bundle/schedule'},
  {question: 'which Secret keys does support-bundle read when it searches the cluster for specs?', page: '/docs/support-bundle/discover-cluster-specs'},
  {question: 'what is execution-data/summary.txt?', page: '/docs/support-bundle/bundle-layout'},
  {question: 'what does a Collector document do with hostCollectors?', page: '/docs/support-bundle/collector-document'},
  {question: 'what happens to the analyzers of a v1beta3 SupportBundle?', page: '/docs/support-bundle/supportbundle'},

  // Support bundle guides
  {question: 'why does support-bundle exit with 0 when my checks fail?', page: '/docs/support-bundle/troubleshooting'},
  {question: 'why is my analyzer missing from the results?', page: '/docs/support-bundle/troubleshooting'},
  {question: 'how do I install the plugins with krew?', page: '/docs/support-bundle/installing'},
  {question: 'how do I turn off the automatic update check?', page: '/docs/support-bundle/installing'},
  {question: 'how do I build an RBAC role for my support bundle spec?', page: '/docs/support-bundle/permissions'},
  {question: 'what does Pod Security admission refuse for collector pods?', page: '/docs/support-bundle/where-it-runs'},
  {question: 'how do I read the results in analysis.json?', page: '/docs/support-bundle/reading-a-bundle'},

  // Recipes
  {question: 'how do I get the log of a container that crashed before it restarted?', page: '/docs/support-bundle/recipes/crashlooping-namespace'},
  {question: 'how do I mask my application API keys by their prefix?', page: '/docs/redact/recipes/application-tokens'},
  {question: 'can a preflight check that a database is reachable from the cluster?', page: '/docs/preflight/recipes/database-reachable'},

  // Redact
  {question: 'are secrets safe in a support bundle', page: '/docs/redact/'},
  {question: 'can I turn off redaction?', page: '/docs/redact/'},
  {question: 'does preflight apply my redactors?', page: '/docs/redact/', also: ['/docs/redact/redactors']},
  {question: 'how do I mask a value at a path in a YAML file?', page: '/docs/redact/redactors'},
  {question: 'are IP addresses redacted by default?', page: '/docs/redact/ip-addresses'},
  {question: 'why is a password in a log line not masked?', page: '/docs/redact/passwords', also: ['/docs/redact/']},
  {question: 'what do the built-in redaction rules cover?', page: '/docs/redact/built-in'},

  // Preflight
  {question: 'how do I run preflight in CI', page: '/docs/preflight/exit-codes', also: ['/docs/preflight/cli-usage', '/docs/preflight/next-steps']},
  {question: 'what exit code does preflight return when a check fails', page: '/docs/preflight/exit-codes'},
  {question: 'what is the difference between Preflight and HostPreflight?', page: '/docs/preflight/introduction'},
  {question: 'how do I pass values to a templated v1beta3 preflight spec?', page: '/docs/preflight/v1beta3-guide'},
  {question: 'what does preflight convert keep from a v1beta2 spec?', page: '/docs/preflight/v1beta3-migration'},
  {question: 'why does preflight end with exit code 1 in a job without a terminal?', page: '/docs/preflight/cli-usage'},

  // Collect
  {question: 'how many lines of logs are kept by default', page: '/docs/collect/logs'},
  {question: 'how do I collect logs from only one container of a pod?', page: '/docs/collect/logs'},
  {question: 'how do I keep the postgres password out of the spec?', page: '/docs/collect/postgresql'},
  {question: 'what happens when the container has no tar for the copy collector?', page: '/docs/collect/copy'},
  {question: 'does the exec collector have a timeout by default?', page: '/docs/collect/exec'},
  {question: 'can the helm collector read releases stored in configmaps?', page: '/docs/collect/helm'},

  // Analyze
  {question: 'how do I check that the Kubernetes version is recent enough?', page: '/docs/analyze/cluster-version'},
  {question: 'how do I require a minimum amount of memory on every node?', page: '/docs/analyze/node-resources'},
  {question: 'how do I check that a CRD is installed before the install?', page: '/docs/analyze/crd'},
  {question: 'how do I find containers that were OOMKilled?', page: '/docs/analyze/cluster-container-statuses'},
  {question: 'which outcome is picked when several match?', page: '/docs/analyze/outcomes'},
  {question: 'how do I check which container runtime the nodes use?', page: '/docs/analyze/container-runtime'},

  // Host collect & analyze
  {question: 'which host collectors need root?', page: '/docs/host-collect-analyze/overview'},
  {question: 'how do I check that a port is free on the host before installing?', page: '/docs/host-collect-analyze/tcpPortStatus'},
  {question: 'how do I check free disk space on a node?', page: '/docs/host-collect-analyze/diskUsage'},
  {question: 'how do I check that a kernel module is loaded?', page: '/docs/host-collect-analyze/kernelModules'},
  {question: 'how do I check that the clock is synchronized with NTP?', page: '/docs/host-collect-analyze/time'},
  {question: 'how do I measure disk write latency for etcd?', page: '/docs/host-collect-analyze/filesystemPerformance'},
  {question: 'how do I check the Linux distribution and version of a machine?', page: '/docs/host-collect-analyze/hostOS'},
];

/** One golden set as the benchmark runs it: its inputs, each with the pages that answer it, and the modes it is meant for. */
export interface GoldenSet {
  name: string;
  items: {text: string; pages: string[]}[];
  /** `search`: keyword mode; `ask`: ask mode too. */
  modes: ('search' | 'ask')[];
}

const readers = (batch: ReaderQuery['batch']) =>
  readersQueries.filter((r) => r.batch === batch).map((r) => ({text: r.text, pages: readerRightPages(r)}));

/** Every golden set, for `npm run bench:search` (scripts/bench-search.mjs loads this file by path). @public */
export const goldenSets = (): GoldenSet[] => [
  {name: 'keyword queries', items: goldenQueries.map((g) => ({text: g.query, pages: [g.page]})), modes: ['search']},
  {name: 'questions', items: goldenQuestions.map((g) => ({text: g.question, pages: rightPages(g)})), modes: ['search', 'ask']},
  ...readerBatches().map((batch): GoldenSet => ({name: `readers, batch ${batch}`, items: readers(batch), modes: ['search', 'ask']})),
];
