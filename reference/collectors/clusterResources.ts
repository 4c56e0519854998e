import type {BundleOutput, CollectorEntry} from '../model';

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
    description: `${what} of the whole cluster, as one Kubernetes list object. The file is written empty when the list failed.`,
  };
}

const clusterResources: CollectorEntry = {
  kind: 'collector',
  key: 'clusterResources',
  title: 'Cluster Resources',
  summary:
    'Saves the Kubernetes objects of the cluster (workloads, nodes, storage, RBAC, events, custom resources and more) as JSON, plus recent logs of unhealthy pods.',
  goType: {name: 'ClusterResources', source: 'pkg/apis/troubleshoot/v1beta2/collector_shared.go#ClusterResources'},
  fields: [
    {
      name: 'namespaces',
      type: 'string[]',
      defaultText: 'the `--namespace` flag, else every namespace the caller may read',
      description:
        'The namespaces to collect namespaced objects from. Cluster-scoped objects are collected either way.',
      notes: [
        {
          text: 'When empty, the `--namespace` flag of `support-bundle` or `preflight` limits the collector to that one namespace; without the flag, every namespace is listed and, unless `ignoreRBAC` is true, those where the caller cannot get pods are dropped.',
          source: ['pkg/collect/cluster_resources.go#CollectClusterResources.Collect'],
        },
        {
          text: 'The key is plural and takes a list, unlike the single `namespace` of most other collectors. A singular `namespace` key is not a field of this collector: it is dropped without a message, and the collector falls back to the `--namespace` flag or every namespace.',
          source: ['pkg/loader/loader.go#specLoader.loadFromSplitDocs', 'pkg/collect/cluster_resources.go#CollectClusterResources.Collect'],
        },
        {
          text: 'Each name is fetched with a `get` on the namespace. A name that does not exist is left out of `namespaces.json` and its error goes to `namespaces-errors.json`, but the namespace is still walked: its files hold empty lists.',
          source: ['pkg/collect/cluster_resources.go#getNamespaces', 'pkg/collect/cluster_resources.go#CollectClusterResources.Collect'],
        },
      ],
    },
    {
      name: 'ignoreRBAC',
      type: 'boolean',
      default: 'false',
      description: 'Keep every listed namespace instead of dropping those where the caller seems unable to read pods.',
      notes: [
        {
          text: 'It only matters when the namespaces come from listing the cluster, that is when neither `namespaces` nor `--namespace` is set. The check behind it is a self-subject rules review per namespace: a namespace is kept when some rule grants `get` (or `*`) on `pods` (or `*`) in the core group (or `*`), when its review could not be made, or when the review reports that the authorization webhook does not support it.',
          source: ['pkg/collect/cluster_resources.go#CollectClusterResources.Collect', 'pkg/collect/cluster_resources.go#canCollectNamespaceResources'],
        },
      ],
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
    perNamespace('resource-quota', 'ResourceQuotas, each with its limits (`spec.hard`) and current usage (`status.used`)'),
    perNamespace('limitranges', 'LimitRanges'),
    perNamespace('pod-disruption-budgets', 'PodDisruptionBudgets (`policy/v1`, or `policy/v1beta1` on old clusters)'),
    perNamespace('pvcs', 'PersistentVolumeClaims'),
    perNamespace('configmaps', 'ConfigMaps, including their data,'),
    perNamespace('serviceaccounts', 'ServiceAccounts'),
    perNamespace('roles', 'Roles'),
    perNamespace('rolebindings', 'RoleBindings'),
    perNamespace('leases', 'Leases'),
    perNamespace('events', 'Events'),
    clusterWide('nodes', 'The nodes, with capacity, allocatable resources, labels, conditions and node info,'),
    clusterWide('pvs', 'The PersistentVolumes'),
    clusterWide('storage-classes', 'The StorageClasses (`storage.k8s.io/v1`, or `v1beta1` on old clusters)'),
    {
      path: 'cluster-resources/ingress-classes.json',
      format: 'json',
      description:
        'The IngressClasses of the whole cluster, as one Kubernetes list object, which the `ingressClass` analyzer reads. Written empty when the list failed or the cluster does not serve `networking.k8s.io/v1` IngressClasses.',
    },
    clusterWide('priorityclasses', 'The PriorityClasses (`scheduling.k8s.io/v1`, or `v1beta1` on old clusters)'),
    clusterWide('custom-resource-definitions', 'The CustomResourceDefinitions (`apiextensions.k8s.io/v1`, or `v1beta1` on old clusters)'),
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
      path: 'cluster-resources/custom-resources/<crd-name>/<namespace>.yaml',
      format: 'json',
      description: 'A symbolic link to the `.json` file of the same name, kept so that analyzers written for YAML still find the objects. Its content is the JSON (which YAML readers accept).',
    },
    {
      path: 'cluster-resources/custom-resources/<crd-name>.yaml',
      format: 'json',
      description: 'A symbolic link to the `.json` file of a cluster-scoped custom resource type, under a `.yaml` name.',
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
        'The `licenseID` and `appSlug` of a Replicated license, taken from the first namespace in scope, in order, whose Secret named `replicated` has a `config.yaml` key with a `license` that parses. Written only when such a Secret exists.',
      sample: '{"appSlug":"example-app","licenseID":"example-license-id"}',
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
  runsByDefault: {
    text: '`support-bundle` and `preflight` add it to every spec that lacks it, so it runs unless a spec lists it with `exclude: true`; a support bundle spec with host collectors only runs no in-cluster collector at all. It is also moved to the front of the run, so the saved pod list shows the cluster before any collector starts pods of its own.',
    source: [
      'pkg/supportbundle/collect.go#runCollectors',
      'pkg/preflight/collect.go#CollectWithContext',
      'pkg/collect/collector.go#EnsureCollectorInList',
      'pkg/collect/collector.go#EnsureClusterResourcesFirst',
      'pkg/supportbundle/supportbundle.go#CollectSupportBundleFromSpec',
    ],
  },
  permissions: [
    // Cluster-scoped reads. The first four are the ones the CLI checks before the run.
    {resource: 'namespaces', verbs: ['list'], scope: 'cluster', when: 'used without `namespaces` and `--namespace`, but checked before every run', prechecked: true},
    {resource: 'namespaces', verbs: ['get'], scope: 'cluster', when: 'with `namespaces` or `--namespace`, for each named namespace'},
    {resource: 'nodes', verbs: ['list'], scope: 'cluster', prechecked: true},
    {apiGroup: 'apiextensions.k8s.io', resource: 'customresourcedefinitions', verbs: ['list'], scope: 'cluster', prechecked: true},
    {apiGroup: 'storage.k8s.io', resource: 'storageclasses', verbs: ['list'], scope: 'cluster', prechecked: true},
    {resource: 'persistentvolumes', verbs: ['list'], scope: 'cluster'},
    {apiGroup: 'storage.k8s.io', resource: 'volumeattachments', verbs: ['list'], scope: 'cluster'},
    {apiGroup: 'networking.k8s.io', resource: 'ingressclasses', verbs: ['list'], scope: 'cluster'},
    {apiGroup: 'scheduling.k8s.io', resource: 'priorityclasses', verbs: ['list'], scope: 'cluster'},
    {apiGroup: 'rbac.authorization.k8s.io', resource: 'clusterroles', verbs: ['list'], scope: 'cluster'},
    {apiGroup: 'rbac.authorization.k8s.io', resource: 'clusterrolebindings', verbs: ['list'], scope: 'cluster'},
    {apiGroup: 'certificates.k8s.io', resource: 'certificatesigningrequests', verbs: ['list'], scope: 'cluster'},
    {apiGroup: 'admissionregistration.k8s.io', resource: 'validatingwebhookconfigurations', verbs: ['list'], scope: 'cluster'},
    {apiGroup: 'admissionregistration.k8s.io', resource: 'mutatingwebhookconfigurations', verbs: ['list'], scope: 'cluster'},
    {apiGroup: 'authorization.k8s.io', resource: 'selfsubjectrulesreviews', verbs: ['create'], scope: 'cluster'},
    {
      apiGroup: '*',
      resource: '*',
      verbs: ['list'],
      scope: 'cluster',
      when: 'for custom resources: every type that a CRD defines, listed across all namespaces even when `namespaces` is set; a rule may name the groups and types one by one instead',
    },
    // Namespaced reads, needed in every namespace in scope.
    {resource: 'pods', verbs: ['list'], scope: 'namespace'},
    {resource: 'pods/log', verbs: ['get'], scope: 'namespace', when: 'for pods that are not healthy'},
    {resource: 'events', verbs: ['list'], scope: 'namespace'},
    {resource: 'services', verbs: ['list'], scope: 'namespace'},
    {resource: 'endpoints', verbs: ['list'], scope: 'namespace'},
    {resource: 'configmaps', verbs: ['list'], scope: 'namespace'},
    {resource: 'serviceaccounts', verbs: ['list'], scope: 'namespace'},
    {resource: 'persistentvolumeclaims', verbs: ['list'], scope: 'namespace'},
    {resource: 'resourcequotas', verbs: ['list'], scope: 'namespace'},
    {resource: 'limitranges', verbs: ['list'], scope: 'namespace'},
    {resource: 'secrets', verbs: ['list'], scope: 'namespace', when: 'to find image pull secrets'},
    {resource: 'secrets', verbs: ['get'], scope: 'namespace', when: 'for the Secret named `replicated`'},
    {apiGroup: 'apps', resource: 'deployments', verbs: ['list'], scope: 'namespace'},
    {apiGroup: 'apps', resource: 'statefulsets', verbs: ['list'], scope: 'namespace'},
    {apiGroup: 'apps', resource: 'daemonsets', verbs: ['list'], scope: 'namespace'},
    {apiGroup: 'apps', resource: 'replicasets', verbs: ['list'], scope: 'namespace'},
    {apiGroup: 'batch', resource: 'jobs', verbs: ['list'], scope: 'namespace'},
    {apiGroup: 'batch', resource: 'cronjobs', verbs: ['list'], scope: 'namespace'},
    {apiGroup: 'networking.k8s.io', resource: 'ingresses', verbs: ['list'], scope: 'namespace'},
    {apiGroup: 'networking.k8s.io', resource: 'networkpolicies', verbs: ['list'], scope: 'namespace'},
    {apiGroup: 'discovery.k8s.io', resource: 'endpointslices', verbs: ['list'], scope: 'namespace'},
    {apiGroup: 'policy', resource: 'poddisruptionbudgets', verbs: ['list'], scope: 'namespace'},
    {apiGroup: 'rbac.authorization.k8s.io', resource: 'roles', verbs: ['list'], scope: 'namespace'},
    {apiGroup: 'rbac.authorization.k8s.io', resource: 'rolebindings', verbs: ['list'], scope: 'namespace'},
    {apiGroup: 'coordination.k8s.io', resource: 'leases', verbs: ['list'], scope: 'namespace'},
  ],
  execution: {
    where: 'api',
    creates: 'Nothing: list and get requests only, plus one self-subject rules review per namespace.',
    source: ['pkg/collect/cluster_resources.go#CollectClusterResources.Collect'],
  },
  gotchas: [
    {
      title: 'Missing permissions never skip it',
      text: 'Other collectors are skipped when the check before the run fails. This one runs regardless: the failed checks are printed, and each type it could not read leaves a `-errors.json` file, or an empty file for a cluster-wide type. That holds with the default `--collect-without-permissions=true`. With `false`, a failed check can stop the whole run before anything is collected: in `preflight` any failed check does, in `support-bundle` only those of the last collector type in the run.',
      source: ['pkg/supportbundle/collect.go#runCollectors', 'pkg/preflight/collect.go#CollectWithContext', 'cmd/troubleshoot/cli/root.go#RootCmd'],
    },
    {
      title: 'Unreadable namespaces disappear quietly',
      text: 'When all namespaces are listed, those where the rules review shows no `get` on pods are dropped before collection, and only `namespaces.json` and `auth-cani-list/` show they exist. Set `ignoreRBAC: true` to try them anyway and get error files instead.',
      source: ['pkg/collect/cluster_resources.go#CollectClusterResources.Collect', 'pkg/collect/cluster_resources.go#canCollectNamespaceResources'],
    },
    {
      title: 'Failed cluster-wide lists leave empty files',
      text: 'A cluster-scoped type that could not be read, such as `nodes.json` or `storage-classes.json`, is still written, as an empty file, next to its `-errors.json`. Analyzers that open it then fail to parse it instead of reporting a missing file.',
      source: ['pkg/collect/cluster_resources.go#CollectClusterResources.Collect', 'pkg/collect/cluster_resources.go#nodes', 'pkg/collect/result.go#CollectorResult.SaveResult'],
    },
    {
      title: 'Three shapes of namespaces.json',
      text: '`namespaces.json` is a `NamespaceList` when all namespaces were listed, a bare JSON array when `namespaces` is set, and one namespace object with `--namespace`. Tools that expect `items` only work in the first case.',
      source: ['pkg/collect/cluster_resources.go#getAllNamespaces', 'pkg/collect/cluster_resources.go#getNamespaces', 'pkg/collect/cluster_resources.go#getNamespace'],
    },
    {
      title: 'Several entries become one',
      text: 'All `clusterResources` entries of a run are merged into one collector. Their `namespaces` are combined; if any entry has no `namespaces`, the merged collector has none either, so the default scope applies (the `--namespace` flag, else every namespace). `ignoreRBAC` and `exclude` are taken from the first entry.',
      source: ['pkg/collect/cluster_resources.go#CollectClusterResources.Merge', 'pkg/supportbundle/collect.go#runCollectors'],
    },
    {
      title: 'Custom resources are listed cluster-wide',
      text: 'For each CRD, the objects of all namespaces are fetched and then filtered to the namespaces in scope, so this needs `list` on every custom resource type at cluster scope, and large custom resource sets cost time and memory. Each type is read at the highest version its CRD lists.',
      source: ['pkg/collect/cluster_resources.go#crsV1', 'pkg/collect/cluster_resources.go#selectCRDVersionByPriority'],
    },
    {
      title: 'ConfigMap data and pod environments are included',
      text: 'Every ConfigMap in scope is saved with its data, and pod specs keep their environment variables. In a support bundle the default redactors mask values that look like passwords, tokens and connection strings; add your own for anything else. The preflight bundle that `preflight` saves is not redacted at all.',
      source: ['pkg/collect/cluster_resources.go#configMaps', 'pkg/collect/cluster_resources.go#pods', 'pkg/redact/redact.go#getRedactors', 'pkg/preflight/run.go#RunPreflights'],
    },
    {
      title: 'It reads one Secret by name',
      text: 'Besides listing Secrets to summarise image pull secrets, the collector gets the Secret named `replicated` in each namespace in scope until one has a `config.yaml` that parses, and writes the license ID and application slug found there, possibly empty, to `license.json`. Missing or unreadable Secrets are skipped without an error file.',
      source: ['pkg/collect/cluster_resources.go#replicatedLicense', 'pkg/collect/cluster_resources.go#CollectClusterResources.Collect'],
    },
    {
      title: 'Only a taste of logs',
      text: 'Only pods that are pending, failed, unknown, not running or have an unready container get logs: at most 500 lines and 5 MB per container. Use the logs collector for complete logs, and of healthy pods too.',
      source: ['pkg/collect/cluster_resources.go#CollectClusterResources.Collect', 'pkg/k8sutil/pod.go#IsPodUnhealthy'],
    },
    {
      title: 'Several registries, one file',
      text: 'The image pull secret summary is one file per Secret, rewritten for each registry in it, so a Secret with several registries keeps only one of them, picked in no fixed order.',
      source: ['pkg/collect/cluster_resources.go#imagePullSecrets'],
    },
    {
      title: 'No time limit',
      text: 'The collector has no timeout of its own; on a very large cluster it runs until every request has returned.',
      source: ['pkg/collect/cluster_resources.go#CollectClusterResources.Collect'],
    },
  ],
};

export default clusterResources;
