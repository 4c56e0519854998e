import type {AnalyzerEntry} from '../model';

const imagePullSecret: AnalyzerEntry = {
  kind: 'analyzer',
  key: 'imagePullSecret',
  title: 'Image Pull Secret',
  summary: 'Meant to check that some namespace holds registry credentials for a given registry host, from the pull secrets clusterResources recorded; in the CLIs of this version it cannot pass.',
  goType: {name: 'ImagePullSecret', source: 'pkg/apis/troubleshoot/v1beta2/analyzer_shared.go#ImagePullSecret'},
  fields: [
    {
      name: 'registryName',
      type: 'string',
      required: true,
      description:
        'The registry as it is written in the `auths` of a `.dockerconfigjson` pull secret, such as `registry.example.com`. Compared as a string, exactly: `https://registry.example.com` or a trailing slash would not match.',
    },
  ],
  reads: [
    {
      path: 'cluster-resources/image-pull-secrets/<namespace>/<secret>.json',
      writtenBy: ['clusterResources'],
      description: 'One file per `kubernetes.io/dockerconfigjson` Secret in the collected namespaces, mapping a registry to the user name found in its credentials. The analyzer asks for the whole directory at once.',
    },
  ],
  outcomes: {
    hasOutcomes: true,
    when: 'ignored',
    examples: [''],
    order: {
      text: '`when` is never read. The result starts as a fail carrying the message and `uri` of the last `fail` outcome. If a pull-secret file names exactly `registryName`, it turns into a pass with the message and `uri` of the last `pass` outcome; with no `pass` outcome it keeps the fail message. An item holding both `fail` and `pass` counts only as a fail, and `warn` outcomes are never used. When the message is still empty, it reads `Credentials to pull from: <registryName> found` (or `not found`).',
      source: ['pkg/analyze/image_pull_secret.go#AnalyzeImagePullSecret.analyzeImagePullSecret'],
    },
    noMatch: {
      text: 'There is always a pass or a fail when the analyzer runs, but in the CLIs it runs only when no pull secret was collected (see the first gotcha); otherwise the check is dropped with only a log line printed with `--debug` or `-v` to say why.',
      source: ['pkg/analyze/image_pull_secret.go#AnalyzeImagePullSecret.analyzeImagePullSecret', 'pkg/analyze/download.go#fileContentProvider.getChildFileContents', 'pkg/analyze/download.go#AnalyzeLocal', 'pkg/logger/logger.go#SetupLogger'],
    },
  },
  gotchas: [
    {
      title: 'Cannot pass in the CLIs',
      text: '`preflight`, `support-bundle` and `support-bundle analyze` read bundle files through a helper that expands the name as a glob and reads every match. The analyzer passes it the directory `cluster-resources/image-pull-secrets` with no wildcard, so the only match is the directory itself, and reading a directory fails. As soon as the bundle holds one pull secret, the analyzer fails and the check is dropped with only a log line printed with `--debug` or `-v` (`An analyzer failed to run`); with none, it reports a fail. It never passes.',
      source: [
        'pkg/analyze/image_pull_secret.go#AnalyzeImagePullSecret.analyzeImagePullSecret',
        'pkg/analyze/download.go#fileContentProvider.getChildFileContents',
        'pkg/analyze/download.go#AnalyzeLocal',
        'pkg/logger/logger.go#SetupLogger',
      ],
    },
    {
      title: 'One registry per secret',
      text: 'For a pull secret with credentials for several registries, `clusterResources` keeps only one of them in the file, whichever Go\'s unordered map iteration visits last, so the others are invisible to this analyzer.',
      source: ['pkg/collect/cluster_resources.go#imagePullSecrets'],
    },
    {
      title: 'Any namespace counts',
      text: 'The analyzer does not ask where the credentials are: a pull secret for the registry in any collected namespace is enough, even if the workload that needs it runs elsewhere.',
      source: ['pkg/analyze/image_pull_secret.go#AnalyzeImagePullSecret.analyzeImagePullSecret'],
    },
    {
      title: 'Only `.dockerconfigjson` secrets',
      text: 'Only Secrets of type `kubernetes.io/dockerconfigjson` are recorded, and an entry whose `auth` is not valid base64 is left out; Secrets of the older type `kubernetes.io/dockercfg` are skipped.',
      source: ['pkg/collect/cluster_resources.go#imagePullSecrets'],
    },
  ],
};

export default imagePullSecret;
