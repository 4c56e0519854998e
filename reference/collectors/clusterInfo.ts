import type {CollectorReference} from '../types';

const clusterInfo: CollectorReference = {
  key: 'clusterInfo',
  title: 'Cluster Info',
  summary: 'Records the Kubernetes version that the API server reports.',
  fields: [],
  outputs: [
    {
      path: 'cluster-info/cluster_version.json',
      format: 'json',
      description:
        'The version object from the API server\'s `/version` endpoint under `info`, and its printable form under `string`. The file is empty when the request failed.',
      sample:
        '{\n  "info": {\n    "major": "1",\n    "minor": "31",\n    "gitVersion": "v1.31.4",\n    "gitCommit": "a78aa47129b8539636eb86a9d00e31b2720fe06b",\n    "gitTreeState": "clean",\n    "buildDate": "2026-01-08T10:21:03Z",\n    "goVersion": "go1.22.10",\n    "compiler": "gc",\n    "platform": "linux/amd64"\n  },\n  "string": "v1.31.4"\n}',
    },
    {
      path: 'cluster-info/errors.json',
      format: 'json',
      description: 'A list of error messages, written only when the version could not be read.',
      sample: '[\n  "Get \\"https://10.0.0.1:6443/version\\": dial tcp 10.0.0.1:6443: i/o timeout"\n]',
    },
  ],
  rbac: [
    'None checked in advance. It reads the non-resource URL `/version`, which default Kubernetes RBAC (the `system:public-info-viewer` role) opens to every client.',
  ],
  analyzers: ['clusterVersion'],
  sources: [
    'pkg/apis/troubleshoot/v1beta2/collector_shared.go',
    'pkg/collect/cluster_info.go',
    'pkg/collect/collector.go',
    'pkg/supportbundle/collect.go',
    'pkg/preflight/collect.go',
    'cmd/troubleshoot/cli/run.go',
    'pkg/analyze/cluster_version.go',
  ],
};

export default clusterInfo;
