import type {CliFlag} from './model';

/**
 * The kubectl connection flags that `preflight` and `support-bundle` add to their root command
 * (k8s.io/cli-runtime genericclioptions, through pkg/k8sutil/config.go#AddFlags), documented once.
 * They are local to the root command: no subcommand accepts them.
 */
export const kubectlFlags: CliFlag[] = [
  {
    name: 'kubeconfig',
    type: 'string',
    default: '',
    description: 'The kubeconfig file to use. Without it, the usual lookup applies: the files in `KUBECONFIG`, then `~/.kube/config`.',
    notes: [
      {
        text: 'A path given here must exist: otherwise the command stops at once with `failed to convert kube flags to rest config: stat <path>: no such file or directory`. Files named in `KUBECONFIG` that do not exist are skipped instead, and with no file found at all the client talks to `http://localhost:8080`.',
        source: ['pkg/k8sutil/config.go#GetRESTConfig', 'cmd/troubleshoot/cli/run.go#runTroubleshoot', 'pkg/preflight/read_specs.go#readSpecs'],
      },
    ],
  },
  {
    name: 'cache-dir',
    type: 'string',
    default: null,
    defaultText: '`$KUBECACHEDIR`, or `.kube/cache` in your home directory',
    description: 'The directory where the client caches what the API server says it serves.',
  },
  {
    name: 'client-certificate',
    type: 'string',
    default: '',
    description: 'A client certificate file to authenticate with over TLS.',
  },
  {
    name: 'client-key',
    type: 'string',
    default: '',
    description: 'The private key file of that client certificate.',
  },
  {
    name: 'token',
    type: 'string',
    default: '',
    description: 'A bearer token to authenticate to the API server.',
  },
  {
    name: 'as',
    type: 'string',
    default: '',
    description: 'A user name to impersonate in every API request.',
  },
  {
    name: 'as-uid',
    type: 'string',
    default: '',
    description: 'A user UID to impersonate.',
  },
  {
    name: 'as-group',
    type: 'stringArray',
    default: '[]',
    description: 'A group to impersonate. Repeat the flag for several groups.',
  },
  {
    name: 'as-user-extra',
    type: 'stringArray',
    default: '[]',
    description: 'An extra attribute of the impersonated user, as `key=value`. Repeat the flag for several.',
  },
  {
    name: 'cluster',
    type: 'string',
    default: '',
    description: 'The kubeconfig cluster entry to use, by name.',
  },
  {
    name: 'user',
    type: 'string',
    default: '',
    description: 'The kubeconfig user entry to use, by name.',
  },
  {
    name: 'namespace',
    shorthand: 'n',
    type: 'string',
    default: '',
    description: 'A namespace handed to the collectors. Most of them read their own `namespace` field and ignore it; `clusterResources` collects only this namespace when its own `namespaces` list is empty.',
    notes: [
      {
        text: 'What stands in for a missing namespace differs from collector to collector: `copyFromHost` uses this flag and then the kubeconfig context\'s namespace, a `configMap` named without a namespace uses the context\'s namespace and ignores the flag, and a `logs` collector without one lists pods in every namespace. The permission check before collection, though, looks in this namespace rather than in the collector\'s own whenever the flag is set.',
        source: ['pkg/preflight/run.go#collectInCluster', 'cmd/troubleshoot/cli/run.go#runTroubleshoot', 'pkg/apis/troubleshoot/v1beta2/collector_shared.go#Collect.AccessReviewSpecs', 'pkg/collect/copy_from_host.go#CollectCopyFromHost.Collect', 'pkg/collect/configmap.go#CollectConfigMap.Collect', 'pkg/collect/logs.go#listPodsInSelectors'],
      },
      {
        text: 'In `preflight`, it is also the namespace of the pods that run remote collectors, `default` when it is empty.',
        source: ['pkg/preflight/run.go#collectRemote'],
      },
    ],
  },
  {
    name: 'context',
    type: 'string',
    default: '',
    description: 'The kubeconfig context to use, by name, instead of the current one.',
  },
  {
    name: 'server',
    shorthand: 's',
    type: 'string',
    default: '',
    description: 'The address and port of the Kubernetes API server, such as `https://k8s.example.internal:6443`.',
  },
  {
    name: 'tls-server-name',
    type: 'string',
    default: '',
    description: 'The name to check the API server certificate against, when it differs from the host in the server address.',
  },
  {
    name: 'insecure-skip-tls-verify',
    type: 'bool',
    default: 'false',
    description: 'Do not verify the API server certificate. Only for test clusters.',
    notes: [
      {
        text: 'In `support-bundle`, it also turns certificate checks off for the `afterCollection` requests (the upload, the redaction report and the callback). Collectors that make HTTP requests, such as `http`, keep their own `insecureSkipVerify` setting, and the `--auto-upload` request is always verified.',
        source: ['cmd/troubleshoot/cli/run.go#runTroubleshoot', 'pkg/httputil/config.go#AddTransport', 'pkg/supportbundle/aftercollection.go#uploadSupportBundle', 'pkg/supportbundle/upload.go#UploadToReplicatedApp'],
      },
    ],
  },
  {
    name: 'certificate-authority',
    type: 'string',
    default: '',
    description: 'A CA certificate file to verify the API server certificate with.',
  },
  {
    name: 'request-timeout',
    type: 'string',
    default: '0',
    description: 'How long one API request may take, such as `30s` or `2m`. `0` means no limit.',
    notes: [
      {
        text: 'In `preflight`, it is also the time limit of each remote collector, for all its nodes together: 30 seconds when it is `0`. Give it with a unit there: a bare number such as `30` is read as nanoseconds for remote collection, while the API client reads it as seconds.',
        source: ['pkg/preflight/run.go#collectRemote'],
      },
    ],
  },
  {
    name: 'disable-compression',
    type: 'bool',
    default: 'false',
    description: 'Ask the API server for uncompressed responses.',
  },
];

