import type {CollectorEntry} from '../model';

const collect = 'pkg/collect/etcd.go#CollectEtcd.Collect';
const createPod = 'pkg/collect/etcd.go#etcdDebug.createEtcdPod';
const findPod = 'pkg/collect/etcd.go#etcdDebug.getOrCreateEtcdPod';
const distro = 'pkg/collect/etcd.go#etcdDebug.getSupportedDistro';

const etcd: CollectorEntry = {
  kind: 'collector',
  key: 'etcd',
  title: 'Etcd',
  summary:
    'Runs five read-only etcdctl commands against the cluster\'s etcd on kURL, k0s and Embedded Cluster installations and saves their JSON output.',
  goType: {name: 'Etcd', source: 'pkg/apis/troubleshoot/v1beta2/collector_shared.go#Etcd'},
  fields: [
    {
      name: 'image',
      type: 'string',
      default: 'quay.io/coreos/etcd:latest',
      description:
        'The image of the temporary etcd client pod started on k0s and Embedded Cluster, where etcd is not a pod. It needs `etcdctl` and `sleep` on its path.',
      notes: [
        {
          text: 'On kURL the commands run in the existing etcd static pod and this field is not read.',
          source: [findPod, createPod],
        },
      ],
    },
  ],
  outputs: [
    {
      path: 'etcd/<command>.json',
      format: 'json',
      description:
        'Standard output of one command, run with `--write-out json`: `endpoint-health.json`, `endpoint-status.json`, `member-list.json`, `alarm-list.json` and `version.json`. `collectorName` does not change the path.',
      sample: '[\n  {"endpoint": "https://127.0.0.1:2379", "health": true, "took": "8.412ms"}\n]',
    },
    {
      path: 'etcd/<command>-stderr.json',
      format: 'json',
      description:
        'Standard error of a successful command that still printed something there, wrapped in an object with one `stderr` key.',
      sample: '{"stderr": "<whatever etcdctl printed on standard error>"}',
    },
    {
      path: 'collector-errors/etcd-error.json',
      format: 'json',
      description:
        'Written by a support-bundle run instead of the files above when the collector stopped early: an unsupported distribution, no permission to list nodes, or a client pod that did not start.',
      sample:
        '{"collector":"etcd","error":"current k8s distribution does not support etcd collector","timestamp":"2026-01-31T08:00:00Z"}',
    },
  ],
  permissions: [
    {resource: 'nodes', verbs: ['list'], scope: 'cluster', when: 'always, to recognise the distribution'},
    {resource: 'pods', verbs: ['list'], scope: 'cluster', when: 'on kURL, to find the etcd pod'},
    {resource: 'pods', verbs: ['get'], scope: 'namespace', when: "in the etcd pod's namespace on kURL, in `default` elsewhere"},
    {resource: 'pods/exec', verbs: ['create'], scope: 'namespace', when: "in the etcd pod's namespace on kURL, in `default` elsewhere"},
    {resource: 'pods', verbs: ['create', 'delete'], scope: 'namespace', when: 'in `default`, on k0s and Embedded Cluster'},
  ],
  execution: {
    where: 'pod',
    creates:
      'On k0s and Embedded Cluster, a pod `etcd-collector-<random>` in `default` with the label `troubleshoot-role=etcd-collector`, on the host network, with the node\'s etcd certificate directory mounted read-only; it is deleted once the commands ran or the wait for it failed. On kURL nothing is created: the commands run in the first existing pod labelled `component=etcd`.',
    source: [createPod, 'pkg/collect/etcd.go#etcdDebug.cleanup', findPod],
  },
  gotchas: [
    {
      title: 'Other distributions fail outright',
      text: 'On a cluster where no node has one of the labels `kurl.sh/cluster=true`, `node.k0sproject.io/role` or `kots.io/embedded-cluster-role`, the collector stops with `current k8s distribution does not support etcd collector`. It also stops when it may not list nodes.',
      source: [distro, collect],
    },
    {
      title: 'Failed commands leave no trace in `etcd/`',
      text: 'If `etcdctl` exits with an error, both its output and its error text are dropped, and the reason is only logged, at `-v=2` or higher. A missing file usually means the command failed, often because of an unhealthy endpoint or an alarm.',
      source: [collect, 'pkg/collect/etcd.go#etcdDebug.executeCommand'],
    },
    {
      title: 'Image pulls on k0s and Embedded Cluster',
      text: 'The default image has the `latest` tag and the pod sets no pull policy, so Kubernetes pulls it on every run. On an air-gapped cluster set `image` to an image with `etcdctl` and `sleep`, a fixed tag, and a registry the nodes can reach. There is no pull-secret field: the pod runs in `default` with the default service account, so only pull secrets attached to that account apply.',
      source: [createPod],
    },
    {
      title: 'One minute to start',
      text: 'The collector waits up to 60 seconds for the pod to be running, then fails with a timeout, for example while an image cannot be pulled. The temporary pod is deleted in either case.',
      source: ['pkg/collect/etcd.go#etcdDebug.waitForPodReady', 'pkg/collect/etcd.go#etcdDebug.cleanup'],
    },
    {
      title: 'Where the pod lands matters',
      text: 'The temporary pod has no node selector or tolerations and talks to `https://127.0.0.1:2379` on its node\'s network, with certificates from `/var/lib/k0s/pki/etcd` on that node. It only gets answers when the scheduler places it on a node that runs etcd.',
      source: [createPod, 'pkg/collect/etcd.go#getEtcdArgsByDistribution'],
    },
    {
      title: 'A pod can be left behind',
      text: 'The pod is deleted by the command that created it. If that command is killed first, the pod stays in `default` and, since its container only sleeps for five minutes and the pod restarts it, keeps running; delete it by the label `troubleshoot-role=etcd-collector`.',
      source: [createPod, 'pkg/collect/etcd.go#etcdDebug.cleanup'],
    },
    {
      title: 'Server certificate not verified',
      text: 'In the temporary pod, `ETCDCTL_INSECURE_SKIP_TLS_VERIFY` is set, so etcd\'s serving certificate is not checked; the client certificate is still presented.',
      source: [createPod],
    },
    {
      title: 'kURL uses the first etcd pod',
      text: 'The collector runs the commands in the first pod labelled `component=etcd` in any namespace, so on clusters with several control-plane nodes you see that member\'s view.',
      source: [findPod],
    },
  ],
};

export default etcd;
