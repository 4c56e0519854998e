/**
 * Golden queries for the embedded search: what operators type, and the page that must be among
 * the first three results. Used by tests/unit/search-ranking.spec.ts (fails below 95%) and by
 * scripts/bench-search.mjs (latency and first-query bytes).
 *
 * Kinds: field names from the field tables, collector and analyzer spec keys, error phrases and
 * messages, and task questions in the reader's words.
 */
export interface GoldenQuery {
  query: string;
  /** Permalink of the page that must be in the top 3 (any section of it). */
  page: string;
  kind: 'field' | 'collector' | 'analyzer' | 'error' | 'task' | 'concept';
}

export const goldenQueries: GoldenQuery[] = [
  // Field names (field tables rendered from reference/collectors/*.ts)
  {query: 'maxLines', page: '/docs/collect/logs', kind: 'field'},
  {query: 'maxBytes', page: '/docs/collect/logs', kind: 'field'},
  {query: 'sinceTime', page: '/docs/collect/logs', kind: 'field'},
  {query: 'containerNames', page: '/docs/collect/logs', kind: 'field'},
  {query: 'limits.maxAge', page: '/docs/collect/logs', kind: 'field'},
  {query: 'collectorName', page: '/docs/collect/collectors', kind: 'field'},
  {query: 'exclude', page: '/docs/collect/collectors', kind: 'field'},
  {query: 'ignoreRBAC', page: '/docs/collect/cluster-resources', kind: 'field'},
  {query: 'containerPath', page: '/docs/collect/copy', kind: 'field'},
  {query: 'nonResolvable', page: '/docs/collect/dns', kind: 'field'},
  {query: 'podLaunchOptions', page: '/docs/collect/goldpinger', kind: 'field'},
  {query: 'collectValues', page: '/docs/collect/helm', kind: 'field'},
  {query: 'releaseName', page: '/docs/collect/helm', kind: 'field'},
  {query: 'nodeNames', page: '/docs/collect/node-metrics', kind: 'field'},
  {query: 'allowImagePullRetries', page: '/docs/collect/run-pod', kind: 'field'},
  {query: 'bucketName', page: '/docs/collect/s3-status', kind: 'field'},
  {query: 'usePathStyle', page: '/docs/collect/s3-status', kind: 'field'},
  {query: 'metricRequests', page: '/docs/collect/custom-metrics', kind: 'field'},
  {query: 'insecureSkipVerify', page: '/docs/collect/http', kind: 'field'},
  {query: 'collectDelay', page: '/docs/collect/goldpinger', kind: 'field'},
  {query: 'resourceMetricName', page: '/docs/collect/custom-metrics', kind: 'field'},
  {query: 'secretAccessKey', page: '/docs/collect/s3-status', kind: 'field'},
  {query: 'runHostCollectorsInPod', page: '/docs/host-collect-analyze/', kind: 'field'},
  {query: 'regexGroups', page: '/docs/analyze/', kind: 'field'},
  {query: 'yamlPath', page: '/docs/redact/', kind: 'field'},

  // Collector and analyzer spec keys
  {query: 'clusterResources', page: '/docs/collect/cluster-resources', kind: 'collector'},
  {query: 'clusterInfo', page: '/docs/collect/cluster-info', kind: 'collector'},
  {query: 'runPod', page: '/docs/collect/run-pod', kind: 'collector'},
  {query: 'runDaemonSet', page: '/docs/collect/run-daemonset', kind: 'collector'},
  {query: 'copyFromHost', page: '/docs/collect/copy-from-host', kind: 'collector'},
  {query: 'registryImages', page: '/docs/collect/registry-images', kind: 'collector'},
  {query: 'supportBundleMetadata', page: '/docs/collect/support-bundle-metadata', kind: 'collector'},
  {query: 'configMap collector', page: '/docs/collect/configmap', kind: 'collector'},
  {query: 'secret collector', page: '/docs/collect/secret', kind: 'collector'},
  {query: 'goldpinger', page: '/docs/collect/goldpinger', kind: 'collector'},
  {query: 'sonobuoy', page: '/docs/collect/sonobuoy', kind: 'collector'},
  {query: 'longhorn', page: '/docs/collect/longhorn', kind: 'collector'},
  {query: 'ceph', page: '/docs/collect/ceph', kind: 'collector'},
  {query: 'etcd', page: '/docs/collect/etcd', kind: 'collector'},
  {query: 'sysctl', page: '/docs/collect/sysctl', kind: 'collector'},
  {query: 'collectd', page: '/docs/collect/collectd', kind: 'collector'},
  {query: 'clickhouse', page: '/docs/collect/clickhouse', kind: 'collector'},
  {query: 'mssql', page: '/docs/collect/mssql', kind: 'collector'},
  {query: 'mysql', page: '/docs/collect/mysql', kind: 'collector'},
  {query: 'postgres', page: '/docs/collect/postgresql', kind: 'collector'},
  {query: 'redis', page: '/docs/collect/redis', kind: 'collector'},
  {query: 'exec collector', page: '/docs/collect/exec', kind: 'collector'},
  {query: 'http collector', page: '/docs/collect/http', kind: 'collector'},
  {query: 'certificates', page: '/docs/collect/certificates', kind: 'collector'},
  {query: 'analyzer fileName glob pattern', page: '/docs/analyze/', kind: 'analyzer'},
  {query: 'deploymentStatus analyzer', page: '/docs/analyze/', kind: 'analyzer'},

  // Error phrases
  {query: 'ImagePullBackOff goldpinger', page: '/docs/collect/goldpinger', kind: 'error'},
  {query: 'no such host', page: '/docs/collect/postgresql', kind: 'error'},
  {query: 'sonobuoy pod not found', page: '/docs/collect/sonobuoy', kind: 'error'},
  {query: 'isConnected false', page: '/docs/collect/postgresql', kind: 'error'},
  {query: 'dial tcp connection refused', page: '/docs/collect/logs', kind: 'error'},

  // Tasks and concepts, in the reader's words
  {query: 'collect logs from one namespace', page: '/docs/collect/logs', kind: 'task'},
  {query: 'keep only the last lines of a log', page: '/docs/collect/logs', kind: 'task'},
  {query: 'copy files from a container', page: '/docs/collect/copy', kind: 'task'},
  {query: 'run a command in an existing pod', page: '/docs/collect/exec', kind: 'task'},
  {query: 'helm release values', page: '/docs/collect/helm', kind: 'task'},
  {query: 'preflight exit codes', page: '/docs/preflight/', kind: 'task'},
  {query: 'turn off redaction', page: '/docs/redact/', kind: 'task'},
  {query: 'built-in redactors', page: '/docs/redact/', kind: 'concept'},
  {query: 'what the archive contains', page: '/docs/support-bundle/', kind: 'concept'},
  {query: 'analyze an existing bundle', page: '/docs/support-bundle/', kind: 'task'},
  {query: 'outcomes order matters', page: '/docs/analyze/', kind: 'concept'},
  {query: 'host collectors need root', page: '/docs/host-collect-analyze/', kind: 'task'},
  {query: 'install the plugins with krew', page: '/docs/', kind: 'task'},
  {query: 'list of every collector', page: '/docs/collect/all', kind: 'concept'},
];
