/**
 * Realistic paths from support bundles and preflight bundles, each with the entry that must be among
 * the best matches of the bundle map's box and the values its placeholders must take. The unit test
 * runs them through the matcher (plugins/bundle-map/match.ts); the browser test types them into the
 * box on the built page. Writers are entry ids (`collector/logs`); files the run writes itself are
 * `run:` and their pattern.
 */
export interface PathCase {
  path: string;
  writer: string;
  /** Placeholder (as the pattern writes it) → the value the path gives it. */
  values?: Record<string, string>;
  /** The top folder the box must remove. */
  topFolder?: string;
  /** True when the match is the per-node copy written with runHostCollectorsInPod. */
  perNode?: boolean;
}

export const bundlePathCases: PathCase[] = [
  // Files the run writes itself.
  {path: 'version.yaml', writer: 'run:version.yaml'},
  {path: 'support-bundle-2026-01-31T08_00_00/analysis.json', writer: 'run:analysis.json', topFolder: 'support-bundle-2026-01-31T08_00_00'},
  {path: './execution-data/summary.txt', writer: 'run:execution-data/summary.txt'},
  {path: 'metadata/user.json', writer: 'run:metadata/user.json'},
  {path: 'preflightbundle-2026-02-14T17_45_09/skipped-collectors.json', writer: 'run:skipped-collectors.json', topFolder: 'preflightbundle-2026-02-14T17_45_09'},
  {path: 'collector-errors/logs/api-error.json', writer: 'run:collector-errors/<...title>-error.json', values: {title: 'logs/api'}},
  {path: 'host-collectors/errors/CPU Info-error.json', writer: 'run:host-collectors/errors/<...title>-error.json', values: {title: 'CPU Info'}},
  {path: 'host-collectors/system/node_list.json', writer: 'run:host-collectors/system/node_list.json'},

  // Collectors.
  {path: 'ceph/status.json', writer: 'collector/ceph'},
  {path: 'storage/ceph/osd-tree.json', writer: 'collector/ceph', values: {collectorName: 'storage', command: 'osd-tree'}},
  {path: 'certificates/certificates.json', writer: 'collector/certificates'},
  {path: 'clickhouse/events-db.json', writer: 'collector/clickhouse', values: {collectorName: 'events-db'}},
  {path: 'cluster-info/cluster_version.json', writer: 'collector/clusterInfo'},
  {path: 'cluster-resources/deployments/shop.json', writer: 'collector/clusterResources', values: {namespace: 'shop'}},
  {path: 'cluster-resources/nodes.json', writer: 'collector/clusterResources'},
  {path: 'cluster-resources/custom-resources/backups.velero.io/velero.json', writer: 'collector/clusterResources', values: {'crd-name': 'backups.velero.io', namespace: 'velero'}},
  {
    path: 'support-bundle-2026-01-31T08_00_00/cluster-resources/pods/logs/shop/api-7d9/api.log',
    writer: 'collector/clusterResources',
    values: {namespace: 'shop', pod: 'api-7d9', container: 'api'},
    topFolder: 'support-bundle-2026-01-31T08_00_00',
  },
  {path: 'collectd/rrd/node-1/archive.tar', writer: 'collector/collectd', values: {node: 'node-1'}},
  {path: 'configmaps/shop/app-config.json', writer: 'collector/configMap', values: {namespace: 'shop', name: 'app-config'}},
  {path: 'copied/shop/api-7d9/nginx/etc/nginx/nginx.conf', writer: 'collector/copy', values: {name: 'copied', namespace: 'shop', pod: 'api-7d9', containerName: 'nginx', containerPath: 'etc/nginx/nginx.conf'}},
  {path: 'host-files/node-1/archive.tar', writer: 'collector/copyFromHost', values: {name: 'host-files', node: 'node-1'}},
  {path: 'metrics/pods/http_requests_per_second/shop.json', writer: 'collector/customMetrics', values: {kind: 'pods', metric: 'http_requests_per_second', namespace: 'shop'}},
  {path: 'static/versions.txt', writer: 'collector/data', values: {name: 'static', collectorName: 'versions.txt'}},
  {path: 'dns/debug.txt', writer: 'collector/dns'},
  {path: 'etcd/endpoint-health.json', writer: 'collector/etcd', values: {command: 'endpoint-health'}},
  {path: 'shop/checks/shop/api-7d9/disk-free-stdout.txt', writer: 'collector/exec', values: {name: 'shop/checks', namespace: 'shop', pod: 'api-7d9', collectorName: 'disk-free'}},
  {path: 'goldpinger/check_all.json', writer: 'collector/goldpinger'},
  {path: 'helm/shop/checkout.json', writer: 'collector/helm', values: {namespace: 'shop', releaseName: 'checkout'}},
  {path: 'shop/health.json', writer: 'collector/http', values: {name: 'shop', collectorName: 'health'}},
  {path: 'shop/api/api-7d9/api.log', writer: 'collector/logs', values: {name: 'shop/api', pod: 'api-7d9', container: 'api'}},
  {path: 'longhorn/longhorn-system/volumes/pvc-0a1b.yaml', writer: 'collector/longhorn', values: {namespace: 'longhorn-system', kind: 'volumes', name: 'pvc-0a1b'}},
  {path: 'mssql/orders-db.json', writer: 'collector/mssql', values: {collectorName: 'orders-db'}},
  {path: 'mysql/catalog-db.json', writer: 'collector/mysql', values: {collectorName: 'catalog-db'}},
  {path: 'node-metrics/node-1.json', writer: 'collector/nodeMetrics', values: {node: 'node-1'}},
  {path: 'postgres/shop-db.json', writer: 'collector/postgres', values: {collectorName: 'shop-db'}},
  {path: 'redis/sessions.json', writer: 'collector/redis', values: {collectorName: 'sessions'}},
  {path: 'registry/app-images.json', writer: 'collector/registryImages', values: {collectorName: 'app-images'}},
  {path: 'cluster-resources/pods/logs/default/dns-check/collector.log', writer: 'collector/run', values: {namespace: 'default', pod: 'dns-check'}},
  {path: 'inventory/inventory.json', writer: 'collector/runPod', values: {name: 'inventory'}},
  {path: 'node-checks/unknown-node-ds-x7k2p.log', writer: 'collector/runDaemonSet', values: {name: 'node-checks', pod: 'ds-x7k2p'}},
  {path: 's3Status/backups.json', writer: 'collector/s3Status', values: {collectorName: 'backups'}},
  {path: 'secrets/shop/db-credentials/password.json', writer: 'collector/secret', values: {namespace: 'shop', name: 'db-credentials', key: 'password'}},
  {path: 'sonobuoy/202601310800_sonobuoy_0a1b.tar.gz', writer: 'collector/sonobuoy', values: {file: '202601310800_sonobuoy_0a1b.tar.gz'}},
  {path: 'metadata/cluster.json', writer: 'collector/supportBundleMetadata'},
  {path: 'sysctl/node-1', writer: 'collector/sysctl', values: {node: 'node-1'}},

  // Host collectors, on the machine of the CLI.
  {path: 'host-collectors/system/block_devices.json', writer: 'hostCollector/blockDevices'},
  {path: 'host-collectors/certificate/kubelet-client.json', writer: 'hostCollector/certificate', values: {collectorName: 'kubelet-client'}},
  {path: 'host-collectors/certificatesCollection/pki.json', writer: 'hostCollector/certificatesCollection', values: {collectorName: 'pki'}},
  {path: 'host-collectors/system/cgroups.json', writer: 'hostCollector/cgroups'},
  {path: 'host-collectors/containerd-config/config.toml', writer: 'hostCollector/copy', values: {collectorName: 'containerd-config', name: 'config.toml'}},
  {path: 'host-collectors/system/cpu.json', writer: 'hostCollector/cpu'},
  {path: 'host-collectors/diskUsage/var-lib.json', writer: 'hostCollector/diskUsage', values: {collectorName: 'var-lib'}},
  {path: 'host-collectors/dns/cluster_dns/result.json', writer: 'hostCollector/dns', values: {collectorName: 'cluster_dns'}},
  {path: 'host-collectors/filesystemPerformance/etcd-disk.json', writer: 'hostCollector/filesystemPerformance', values: {collectorName: 'etcd-disk'}},
  {path: 'host-collectors/system/hostos_info.json', writer: 'hostCollector/hostOS'},
  {path: 'host-collectors/system/systemctl_services.json', writer: 'hostCollector/hostServices'},
  {path: 'host-collectors/http/registry.json', writer: 'hostCollector/http', values: {collectorName: 'registry'}},
  {path: 'host-collectors/httpLoadBalancer/api-lb.json', writer: 'hostCollector/httpLoadBalancer', values: {collectorName: 'api-lb'}},
  {path: 'host-collectors/system/ipv4Interfaces.json', writer: 'hostCollector/ipv4Interfaces'},
  {path: 'host-collectors/journald/kubelet.txt', writer: 'hostCollector/journald', values: {collectorName: 'kubelet'}},
  {path: 'host-collectors/system/kernel-configs.json', writer: 'hostCollector/kernelConfigs'},
  {path: 'host-collectors/system/kernel_modules.json', writer: 'hostCollector/kernelModules'},
  {path: 'host-collectors/system/memory.json', writer: 'hostCollector/memory'},
  {path: 'host-collectors/system/netns-check.json', writer: 'hostCollector/networkNamespaceConnectivity', values: {collectorName: 'netns-check'}},
  {path: 'host-collectors/registry-images/images.json', writer: 'hostCollector/registryImages', values: {collectorName: 'images'}},
  {path: 'host-collectors/run-host/ping-gateway-info.json', writer: 'hostCollector/run', values: {collectorName: 'ping-gateway'}},
  {path: 'host-collectors/subnetAvailable/pod-cidr.json', writer: 'hostCollector/subnetAvailable', values: {collectorName: 'pod-cidr'}},
  {path: 'host-collectors/system/sysctl.json', writer: 'hostCollector/sysctl'},
  {path: 'host-collectors/system/os-packages-packages.json', writer: 'hostCollector/systemPackages', values: {collectorName: 'os-packages'}},
  {path: 'host-collectors/connect/api-server.json', writer: 'hostCollector/tcpConnect', values: {collectorName: 'api-server'}},
  {path: 'host-collectors/tcpLoadBalancer/api-lb.json', writer: 'hostCollector/tcpLoadBalancer', values: {collectorName: 'api-lb'}},
  {path: 'host-collectors/tcpPortStatus/kubelet-port.json', writer: 'hostCollector/tcpPortStatus', values: {collectorName: 'kubelet-port'}},
  {path: 'host-collectors/system/time.json', writer: 'hostCollector/time'},
  {path: 'host-collectors/udpPortStatus/vxlan.json', writer: 'hostCollector/udpPortStatus', values: {collectorName: 'vxlan'}},

  // Host collectors run in pods (runHostCollectorsInPod): one folder per node.
  {path: 'host-collectors/node-1/system/cpu.json', writer: 'hostCollector/cpu', values: {node: 'node-1'}, perNode: true},
  {path: 'host-collectors/worker-2/diskUsage/var-lib.json', writer: 'hostCollector/diskUsage', values: {node: 'worker-2', collectorName: 'var-lib'}, perNode: true},
];
