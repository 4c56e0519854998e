import type {CollectorReference} from '../types';
import {ignoredTimeoutField} from './_addons';

const dns: CollectorReference = {
  key: 'dns',
  title: 'DNS',
  summary:
    'Tests name resolution from a short-lived pod and records the state of the cluster DNS service, its pods, endpoints and configuration.',
  fields: [
    {
      name: 'image',
      type: 'string',
      default: 'registry.k8s.io/e2e-test-images/agnhost:2.39',
      description:
        'The image of the test pod. It must provide `/bin/sh`, `cat` and `dig`, since the pod prints its `/etc/resolv.conf` and runs two `dig` lookups.',
    },
    {
      name: 'nonResolvable',
      type: 'string',
      default: '*',
      description:
        'A name that should not resolve, looked up with `dig +search +short` to show how the resolver answers for unknown names. It is pasted unquoted into a shell command, so prefer a plain name such as `does-not-exist.invalid`.',
    },
    ignoredTimeoutField,
  ],
  outputs: [
    {
      path: 'dns/debug.txt',
      format: 'text',
      description:
        'A readable report: the `kubernetes` service IP, the test pod\'s output, running DNS pods, the `kube-dns` service IP and endpoints, and the CoreDNS `Corefile` or the `kube-dns` ConfigMap. Steps that failed are reported inline.',
      sample:
        '=== Kubernetes Cluster IP from API Server: 10.96.0.1\n=== Test DNS resolution in pod registry.k8s.io/e2e-test-images/agnhost:2.39: \n=== /etc/resolv.conf ===\nsearch default.svc.cluster.local svc.cluster.local cluster.local\nnameserver 10.96.0.10\n=== dig kubernetes ===\n10.96.0.1\n=== dig non-existent-domain ===\n=== Running kube-dns pods: coredns-7db6d8ff4d-5qk2x, coredns-7db6d8ff4d-h9w7c\n=== Running kube-dns service: 10.96.0.10\n=== kube-dns endpoints: 10.244.0.3:53, 10.244.0.4:53',
    },
    {
      path: 'dns/debug.json',
      format: 'json',
      description:
        'The same findings as structured data. An empty string means the value could not be found or the step failed.',
      sample:
        '{\n  "kubernetesClusterIP": "10.96.0.1",\n  "podResolvConf": "search default.svc.cluster.local svc.cluster.local cluster.local\\nnameserver 10.96.0.10\\n",\n  "query": {\n    "kubernetes": {"name": "kubernetes", "address": "10.96.0.1"},\n    "nonResolvableDomain": {"name": "does-not-exist.invalid", "address": ""}\n  },\n  "kubeDNSPods": ["coredns-7db6d8ff4d-5qk2x", "coredns-7db6d8ff4d-h9w7c"],\n  "kubeDNSService": "10.96.0.10",\n  "kubeDNSEndpoints": "10.244.0.3:53, 10.244.0.4:53"\n}',
    },
  ],
  rbac: [
    '`create`, `watch` and `delete` on `pods`, and `get` on `pods/log`, in the `default` namespace',
    '`get` on the `kubernetes` service in `default`',
    'In `kube-system`: `list` on `pods`, `get` on the `kube-dns` service and endpoints, `get` on the `coredns` and `kube-dns` ConfigMaps',
  ],
  analyzers: ['textAnalyze'],
  sources: [
    'pkg/apis/troubleshoot/v1beta2/collector_shared.go',
    'pkg/collect/dns.go',
  ],
};

export default dns;
