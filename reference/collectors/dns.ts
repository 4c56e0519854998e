import type {CollectorEntry} from '../model';
import {ignoredTimeoutField} from './_addons';

const dns: CollectorEntry = {
  kind: 'collector',
  key: 'dns',
  title: 'DNS',
  summary:
    'Tests name resolution from a short-lived pod and records the state of the cluster DNS service, its pods, endpoints and configuration.',
  goType: {name: 'DNS', source: 'pkg/apis/troubleshoot/v1beta2/collector_shared.go#DNS'},
  fields: [
    {
      name: 'image',
      type: 'string',
      default: 'registry.k8s.io/e2e-test-images/agnhost:2.39',
      description: 'The image of the test pod.',
      notes: [
        {
          text: 'It must provide `/bin/sh`, `cat` and `dig`: the pod prints its `/etc/resolv.conf` and runs two `dig +search +short` lookups.',
          source: ['pkg/collect/dns.go#troubleshootDNSFromPod'],
        },
        {
          text: 'The pod gets no image pull secret and no pull policy of its own, and runs under the `default` service account of the `default` namespace.',
          source: ['pkg/collect/dns.go#troubleshootDNSFromPod'],
        },
      ],
    },
    {
      name: 'nonResolvable',
      type: 'string',
      default: '*',
      description: 'A name that should not resolve, looked up to show how the resolver answers for unknown names.',
      notes: [
        {
          text: 'The value is pasted unquoted into a `sh -c` script, so the shell may expand the default `*` into file names before `dig` sees it. Prefer a plain name such as `does-not-exist.invalid`.',
          source: ['pkg/collect/dns.go#troubleshootDNSFromPod', 'pkg/collect/dns.go#nonResolvableDomain'],
        },
      ],
    },
    ignoredTimeoutField(['pkg/collect/dns.go#CollectDNS.Collect']),
  ],
  outputs: [
    {
      path: 'dns/debug.txt',
      format: 'text',
      description:
        'A readable report: the `kubernetes` service IP, the test pod\'s output, the running DNS pods, the `kube-dns` service IP and endpoints, and the CoreDNS `Corefile` or the `kube-dns` ConfigMap data.',
      sample:
        '=== Kubernetes Cluster IP from API Server: 10.96.0.1\n=== Test DNS resolution in pod registry.k8s.io/e2e-test-images/agnhost:2.39: \n=== /etc/resolv.conf ===\nsearch default.svc.cluster.local svc.cluster.local cluster.local\nnameserver 10.96.0.10\n=== dig kubernetes ===\n10.96.0.1\n=== dig non-existent-domain ===\n=== Running kube-dns pods: coredns-7db6d8ff4d-5qk2x, coredns-7db6d8ff4d-h9w7c\n=== Running kube-dns service: 10.96.0.10\n=== kube-dns endpoints: 10.244.0.3:53, 10.244.0.4:53\n=== CoreDNS config: \n.:53 {\n    errors\n    kubernetes cluster.local in-addr.arpa ip6.arpa\n    forward . /etc/resolv.conf\n}',
    },
    {
      path: 'dns/debug.json',
      format: 'json',
      description:
        'The same findings as compact JSON on one line, with no spaces after colons or commas. An empty string means the value was not found or its step failed.',
      sample:
        '{"kubernetesClusterIP":"10.96.0.1","podResolvConf":"search default.svc.cluster.local svc.cluster.local cluster.local\\nnameserver 10.96.0.10\\n","query":{"kubernetes":{"name":"kubernetes","address":"10.96.0.1"},"nonResolvableDomain":{"name":"does-not-exist.invalid","address":""}},"kubeDNSPods":["coredns-7db6d8ff4d-5qk2x","coredns-7db6d8ff4d-h9w7c"],"kubeDNSService":"10.96.0.10","kubeDNSEndpoints":"10.244.0.3:53, 10.244.0.4:53"}',
    },
  ],
  permissions: [
    {resource: 'services', verbs: ['get'], scope: 'namespace', when: 'in `default`, for the `kubernetes` service'},
    {resource: 'pods', verbs: ['create', 'watch', 'delete'], scope: 'namespace', when: 'in `default`, for the test pod'},
    {resource: 'pods/log', verbs: ['get'], scope: 'namespace', when: 'in `default`, for the test pod'},
    {resource: 'pods', verbs: ['list'], scope: 'namespace', when: 'in `kube-system`, for the `k8s-app=kube-dns` pods'},
    {resource: 'services', verbs: ['get'], scope: 'namespace', when: 'in `kube-system`, for the `kube-dns` service'},
    {resource: 'endpoints', verbs: ['get'], scope: 'namespace', when: 'in `kube-system`, for the `kube-dns` endpoints'},
    {resource: 'configmaps', verbs: ['get'], scope: 'namespace', when: 'in `kube-system`, for the `coredns` and `kube-dns` ConfigMaps'},
  ],
  execution: {
    where: 'pod',
    creates:
      'One pod named `troubleshoot-dns-` plus a random suffix in the `default` namespace, labelled `troubleshoot-role=dns-collector`, with restart policy `Never`. It is deleted at the end, under the same 60-second deadline as the rest of the collector.',
    source: ['pkg/collect/dns.go#troubleshootDNSFromPod', 'pkg/collect/dns.go#CollectDNS.Collect'],
  },
  gotchas: [
    {
      title: 'One minute for everything',
      text: 'The whole collector shares a fixed 60-second deadline; `timeout` is not read. A test pod that cannot start, for example because its image cannot be pulled, uses up the minute, and every step after it then fails too: `debug.txt` shows empty pod, service and endpoint lines that say nothing about DNS itself.',
      source: ['pkg/collect/dns.go#CollectDNS.Collect', 'pkg/collect/dns.go#troubleshootDNSFromPod'],
    },
    {
      title: 'A stuck pod can stay behind',
      text: 'The test pod is deleted with the same deadline, so once the minute has run out the delete fails and a `troubleshoot-dns-` pod remains in `default`. Remove it by hand.',
      source: ['pkg/collect/dns.go#troubleshootDNSFromPod'],
    },
    {
      title: 'Leftover test pods spoil the next run',
      text: 'The collector waits on every pod labelled `troubleshoot-role=dns-collector` in `default`, not only its own. A leftover pod that succeeded ends the wait before the new pod has run, and one that failed makes the test report `troubleshoot DNS pod failed`. Two DNS collectors running at the same time disturb each other the same way.',
      source: ['pkg/collect/dns.go#troubleshootDNSFromPod'],
    },
    {
      title: 'Fixed names and namespaces',
      text: 'The test pod always runs in `default`, and the checks look only for `k8s-app=kube-dns` pods, the `kube-dns` service and endpoints, and the `coredns` or `kube-dns` ConfigMap in `kube-system`. A DNS add-on installed under other names shows up as empty values.',
      source: ['pkg/collect/dns.go#troubleshootDNSFromPod', 'pkg/collect/dns.go#getRunningKubeDNSPodNames', 'pkg/collect/dns.go#getKubeDNSServiceClusterIP', 'pkg/collect/dns.go#getKubeDNSEndpoints', 'pkg/collect/dns.go#getCoreDNSConfig', 'pkg/collect/dns.go#getKubeDNSConfig'],
    },
    {
      title: 'Only the Corefile is copied',
      text: 'From the `coredns` ConfigMap the report keeps only the `Corefile` key; the whole ConfigMap is already in the bundle, in `cluster-resources/configmaps/kube-system.json`, whenever `kube-system` is among the namespaces of the `clusterResources` collector, which runs by default.',
      source: ['pkg/collect/dns.go#getCoreDNSConfig', 'pkg/collect/cluster_resources.go#configMaps'],
    },
    {
      title: 'Failures are mostly silent',
      text: 'The collector reports success whatever happens. Only two failures are written into `debug.txt` with their error: reading the `kubernetes` service and running the test pod. A failed pod, service or endpoint lookup in `kube-system` prints an empty value, and a ConfigMap that is missing or forbidden just leaves its section out. No permission is checked before the run either.',
      source: ['pkg/collect/dns.go#CollectDNS.Collect', 'pkg/collect/dns.go#getRunningKubeDNSPodNames', 'pkg/collect/dns.go#getCoreDNSConfig', 'pkg/apis/troubleshoot/v1beta2/collector_shared.go#Collect.AccessReviewSpecs'],
    },
    {
      title: 'Empty values in debug.json',
      text: 'When no running DNS pod was found, `kubeDNSPods` is `[""]`, a list with one empty string, not `[]`. `query.kubernetes.name` stays empty unless `dig` printed at least one line, and each `address` holds the last line `dig` printed for that name.',
      source: ['pkg/collect/dns.go#CollectDNS.Collect', 'pkg/collect/dns.go#extractDNSQueriesFromPodLog'],
    },
  ],
};

export default dns;
