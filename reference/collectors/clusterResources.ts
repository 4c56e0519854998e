import type {BundleOutput, CollectorReference} from '../types';

/** A namespaced resource type saved as one list file per namespace. */
function perNamespace(dir: string, what: string): BundleOutput {
  return {
    path: `cluster-resources/${dir}/<namespace>.json`,
    format: 'json',
    description: `${what} in one namespace, as the Kubernetes list object the API returned.`,
  };
}

/** A cluster-scoped resource type saved as a single list file. */
function clusterWide(file: string, what: string): BundleOutput {
  return {
    path: `cluster-resources/${file}.json`,
    format: 'json',
    description: `${what} of the whole cluster, as one Kubernetes list object.`,
  };
}

const clusterResources: CollectorReference = {
  key: 'clusterResources',
  title: 'Cluster Resources',
  summary:
    'Saves the Kubernetes objects of the cluster (workloads, nodes, storage, RBAC, events, custom resources and more) as JSON, plus recent logs of unhealthy pods.',
  fields: [
    {
      name: 'namespaces',
      type: 'string[]',
      default: 'every namespace the caller may read',
      description:
        'Only collect namespaced objects from these namespaces. When empty, the `--namespace` flag of the command decides; without that flag, every namespace is listed and, unless `ignoreRBAC` is true, the ones where the caller cannot get pods are dropped. Cluster-scoped objects are collected either way.',
    },
    {
      name: 'ignoreRBAC',
      type: 'boolean',
      default: 'false',
      description:
        'Keep every listed namespace instead of dropping those where a self-subject rules review shows no `get` on pods. Only has an effect when the namespaces come from listing the cluster, that is when neither `namespaces` nor `--namespace` is set.',
    },
  ],
  outputs: [
    {
      path: 'cluster-resources/namespaces.json',
      format: 'json',
      description:
        'The namespaces in scope. A `NamespaceList` when all namespaces were listed, a plain JSON array of namespace objects when `namespaces` is set, and a single namespace object when the `--namespace` flag is used.',
    },
    {
      path: 'cluster-resources/auth-cani-list/<namespace>.json',
      format: 'json',
      description:
        'The RBAC rules that the identity running the collection holds in that namespace, as returned by a self-subject rules review (the same data as `kubectl auth can-i --list`).',
    },
    {
      path: 'cluster-resources/pods/<namespace>.json',
      format: 'json',
      description:
        'Every pod in the namespace, with spec and status. The pod status and container status analyzers read these files.',
      sample:
        '{\n  "kind": "PodList",\n  "apiVersion": "v1",\n  "metadata": {"resourceVersion": "918273"},\n  "items": [\n    {\n      "kind": "Pod",\n      "apiVersion": "v1",\n      "metadata": {"name": "api-7d9c6b5f4-x2x8k", "namespace": "shop"},\n      "spec": {"containers": [{"name": "api", "image": "registry.example.com/shop/api:2.4.1"}]},\n      "status": {"phase": "Running"}\n    }\n  ]\n}',
    },
    {
      path: 'cluster-resources/pods/logs/<namespace>/<pod>/<container>.log',
      format: 'text',
      description:
        'For pods that are pending, failed, unknown, not running or have an unready container only: the last 500 lines (at most 5 MB) of each container and init container. A `<container>-previous.log` sits beside it when the container restarted.',
    },
    {
      path: 'cluster-resources/pods/logs/<namespace>/<pod>/<container>-logs-errors.log',
      format: 'text',
      description: 'The error message when the log of an unhealthy pod\'s container could not be read.',
    },
    perNamespace('deployments', 'Deployments'),
    perNamespace('statefulsets', 'StatefulSets'),
    perNamespace('daemonsets', 'DaemonSets'),
    perNamespace('replicasets', 'ReplicaSets'),
    perNamespace('jobs', 'Jobs'),
    perNamespace('cronjobs', 'CronJobs (`batch/v1`, or `batch/v1beta1` on clusters without it)'),
    perNamespace('services', 'Services'),
    perNamespace('endpoints', 'Endpoints'),
    perNamespace('endpointslices', 'EndpointSlices'),
    perNamespace('ingress', 'Ingresses (`networking.k8s.io/v1`, or `extensions/v1beta1` on old clusters)'),
    perNamespace('network-policy', 'NetworkPolicies'),
    perNamespace('resource-quota', 'ResourceQuotas'),
    perNamespace('limitranges', 'LimitRanges'),
    perNamespace('pod-disruption-budgets', 'PodDisruptionBudgets'),
    perNamespace('pvcs', 'PersistentVolumeClaims'),
    perNamespace('configmaps', 'ConfigMaps, including their data,'),
    perNamespace('serviceaccounts', 'ServiceAccounts'),
    perNamespace('roles', 'Roles'),
    perNamespace('rolebindings', 'RoleBindings'),
    perNamespace('leases', 'Leases'),
    perNamespace('events', 'Events'),
    clusterWide('nodes', 'The nodes, with capacity, allocatable resources, labels, conditions and node info,'),
    clusterWide('pvs', 'The PersistentVolumes'),
    clusterWide('storage-classes', 'The StorageClasses'),
    clusterWide('ingress-classes', 'The IngressClasses'),
    clusterWide('priorityclasses', 'The PriorityClasses'),
    clusterWide('custom-resource-definitions', 'The CustomResourceDefinitions'),
    clusterWide('clusterroles', 'The ClusterRoles'),
    clusterWide('clusterrolebindings', 'The ClusterRoleBindings'),
    clusterWide('volumeattachments', 'The VolumeAttachments'),
    clusterWide('certificatesigningrequests', 'The CertificateSigningRequests'),
    clusterWide('validating-webhook-configurations', 'The ValidatingWebhookConfigurations'),
    clusterWide('mutating-webhook-configurations', 'The MutatingWebhookConfigurations'),
    {
      path: 'cluster-resources/groups.json',
      format: 'json',
      description: 'The API groups and versions the server offers, from API discovery.',
    },
    {
      path: 'cluster-resources/resources.json',
      format: 'json',
      description:
        'The resource types of each group version, from API discovery, as `kubectl api-resources` would show them.',
    },
    {
      path: 'cluster-resources/custom-resources/<crd-name>/<namespace>.json',
      format: 'json',
      description:
        'The objects of one namespaced custom resource type in one namespace, as a JSON array, read at the highest version the CRD lists. Written only for namespaces in scope that hold at least one object. A `.yaml` symbolic link with the same name points at the file.',
    },
    {
      path: 'cluster-resources/custom-resources/<crd-name>.json',
      format: 'json',
      description:
        'The objects of one cluster-scoped custom resource type, as a JSON array, with a `.yaml` symbolic link beside it. Types without objects get no file.',
    },
    {
      path: 'cluster-resources/image-pull-secrets/<namespace>/<secret>.json',
      format: 'json',
      description:
        'For each secret of type `kubernetes.io/dockerconfigjson`: a registry host and the user name found for it. Passwords and tokens are not written.',
      sample: '{"registry.example.com": "robot-shop"}',
    },
    {
      path: 'cluster-resources/license.json',
      format: 'json',
      description:
        'The `licenseID` and `appSlug` of a Replicated license, written only when a secret named `replicated` with a parsable `config.yaml` exists in one of the namespaces in scope.',
    },
    {
      path: 'cluster-resources/<resource>-errors.json',
      format: 'json',
      description:
        'Written only when reading a resource type failed, for example `pods-errors.json` or `nodes-errors.json`. For namespaced types it maps each failing namespace to its error; for cluster-scoped types it is a list of messages. API discovery errors go to `groups-resources-errors.json`, rules review errors to `auth-cani-list-errors.json`.',
      sample: '{\n  "payments": "pods is forbidden: User \\"support\\" cannot list resource \\"pods\\" in API group \\"\\" in the namespace \\"payments\\""\n}',
    },
    {
      path: 'cluster-resources/custom-resources/custom-resources-errors.json',
      format: 'json',
      description: 'Errors reading custom resources, keyed by CRD name (or `<crd-name>/<namespace>`).',
    },
  ],
  rbac: [
    '`list` on `namespaces`, `nodes`, `customresourcedefinitions` and `storageclasses` at cluster scope (checked before the run)',
    '`list` at cluster scope on `persistentvolumes`, `ingressclasses`, `priorityclasses`, `clusterroles`, `clusterrolebindings`, `volumeattachments`, `certificatesigningrequests`, `validatingwebhookconfigurations` and `mutatingwebhookconfigurations`',
    '`list` at cluster scope on every custom resource type, even when `namespaces` is set',
    '`list` in each namespace in scope on `pods`, `events`, `deployments`, `statefulsets`, `daemonsets`, `replicasets`, `jobs`, `cronjobs`, `services`, `endpoints`, `endpointslices`, `ingresses`, `networkpolicies`, `resourcequotas`, `limitranges`, `poddisruptionbudgets`, `persistentvolumeclaims`, `configmaps`, `serviceaccounts`, `roles`, `rolebindings`, `leases` and `secrets`',
    '`get` on `pods/log` for unhealthy pods, and `get` on the secret `replicated` in each namespace in scope',
    '`get` on each namespace named in `namespaces` (instead of `list`)',
    '`create` on `selfsubjectrulesreviews`, which every authenticated user has by default',
  ],
  analyzers: [
    'clusterPodStatuses',
    'clusterContainerStatuses',
    'deploymentStatus',
    'statefulsetStatus',
    'replicasetStatus',
    'jobStatus',
    'clusterResource',
    'nodeResources',
    'containerRuntime',
    'distribution',
    'storageClass',
    'ingress',
    'customResourceDefinition',
    'imagePullSecret',
    'event',
    'velero',
  ],
  sources: [
    'pkg/apis/troubleshoot/v1beta2/collector_shared.go',
    'pkg/collect/cluster_resources.go',
    'pkg/collect/collector.go',
    'pkg/collect/logs.go',
    'pkg/collect/util.go',
    'pkg/collect/result.go',
    'pkg/constants/constants.go',
    'pkg/k8sutil/pod.go',
    'pkg/supportbundle/collect.go',
    'pkg/preflight/collect.go',
    'cmd/troubleshoot/cli/run.go',
    'pkg/analyze/cluster_pod_statuses.go',
    'pkg/analyze/cluster_container_statuses.go',
    'pkg/analyze/deployment_status.go',
    'pkg/analyze/kube_resource.go',
    'pkg/analyze/distribution.go',
    'pkg/analyze/image_pull_secret.go',
    'pkg/analyze/event.go',
    'pkg/analyze/velero.go',
  ],
};

export default clusterResources;
