import type {CollectorEntry} from '../model';
import {precheckSkipsGotcha} from './_pods';

const collect = 'pkg/collect/registry.go#CollectRegistry.Collect';
const exists = 'pkg/collect/registry.go#imageExistsWithAuth';
const authConfig = 'pkg/collect/registry.go#getImageAuthConfig';
const fromData = 'pkg/collect/registry.go#getImageAuthConfigFromData';
const fromSecret = 'pkg/collect/registry.go#getImageAuthConfigFromSecret';
const pickNamespace = 'pkg/apis/troubleshoot/v1beta2/collector_shared.go#pickNamespaceOrDefault';

const registryImages: CollectorEntry = {
  kind: 'collector',
  key: 'registryImages',
  title: 'Registry images',
  summary:
    'Asks container registries whether each listed image reference has a manifest, without pulling anything, and records found, missing or the error.',
  goType: {name: 'RegistryImages', source: 'pkg/apis/troubleshoot/v1beta2/collector_shared.go#RegistryImages'},
  fields: [
    {
      name: 'images',
      type: 'string[]',
      required: true,
      description:
        'Image references to look up, such as `registry.example.com/shop/api:1.8.0` or a reference by digest. A reference without a registry means Docker Hub, and one without a tag means `latest`.',
      notes: [
        {
          text: 'A reference that does not parse gets an `error` entry; the other images are still checked.',
          source: [collect, 'pkg/collect/registry.go#parseImageRef'],
        },
      ],
    },
    {
      name: 'namespace',
      type: 'string',
      defaultText: 'the `--namespace` flag, else `default`',
      description: 'Where to find the secret named in `imagePullSecret.name`. Nothing else uses it, since no pod is started.',
      notes: [
        {
          text: 'The collector reads the secret from this namespace first and falls back to the `--namespace` flag, while the permission pre-check asks about the flag\'s namespace first (see Gotchas).',
          source: [authConfig, pickNamespace],
        },
      ],
    },
    {
      name: 'imagePullSecret',
      type: 'object',
      defaultText: 'the Docker credentials of the machine that runs the collector',
      description: 'Registry credentials. Give `name` to read an existing secret, or `type` and `data` to pass a Docker config inline.',
      notes: [
        {
          text: '`data` wins over `name`. With neither, every image gets the error `image pull secret spec is not valid`.',
          source: [authConfig],
        },
        {
          text: 'The Docker config is searched for the image\'s registry host exactly as the image names it (`index.docker.io` for Docker Hub, with `docker.io` accepted too). A key written any other way, such as `https://index.docker.io/v1/` or `https://registry.example.com`, does not match, and that image is looked up with the local Docker credentials instead, without a warning.',
          source: [fromData, exists],
        },
      ],
      fields: [
        {
          name: 'name',
          type: 'string',
          description: 'An existing secret in `namespace` to read the Docker config from.',
          notes: [
            {
              text: 'Ignored when `data` is set. The secret must be of type `kubernetes.io/dockerconfigjson`: any other type, including `kubernetes.io/dockercfg`, fails every lookup with `secret type is not supported`.',
              source: [authConfig, fromSecret, fromData],
            },
          ],
        },
        {
          name: 'type',
          type: 'string',
          values: ['kubernetes.io/dockerconfigjson'],
          description: 'The type of the inline secret.',
          notes: [
            {
              text: 'Needed with `data`: an empty or different value fails every lookup with `secret type is not supported`.',
              source: [fromData],
            },
          ],
        },
        {
          name: 'data',
          type: 'map[string]string',
          description: 'Inline credentials: the key `.dockerconfigjson` with a base64-encoded Docker config JSON document.',
          notes: [
            {
              text: 'Other keys are ignored. For each registry, the entry\'s `username` and `password` are used when both are set, else its `auth`, which must split into exactly two parts at `:`; a password that contains a colon therefore only works through `username` and `password`.',
              source: [fromData],
            },
          ],
        },
      ],
    },
  ],
  outputs: [
    {
      path: 'registry/<collectorName>.json',
      format: 'json',
      description:
        'One entry per image: `exists` is true when the registry returned a manifest and false when it reported the tag or digest unknown; anything else is an `error`. Without `collectorName` the file is `registry/images.json`.',
      sample:
        '{\n  "images": {\n    "registry.example.com/shop/api:1.8.0": {\n      "exists": true\n    },\n    "registry.example.com/shop/api:1.9.0-rc1": {\n      "exists": false\n    },\n    "registry.example.com/shop/wrker:1.8.0": {\n      "exists": false,\n      "error": "failed to get image manifest: ... NAME_UNKNOWN ..."\n    }\n  }\n}',
    },
  ],
  permissions: [
    {resource: 'secrets', verbs: ['get'], scope: 'namespace', when: 'only with `imagePullSecret.name` and no `data`', prechecked: true},
  ],
  execution: {
    where: 'cli',
    creates:
      'Nothing in the cluster: the manifest requests go from the machine that runs the CLI straight to the registries, and only the secret named in `imagePullSecret.name` is read through the Kubernetes API.',
    source: [exists, fromSecret],
  },
  gotchas: [
    {
      title: 'It runs where you run it',
      text: 'The requests come from the machine running the command, not from the cluster\'s nodes, so a node behind a different proxy or firewall may still fail to pull an image this collector found. Proxy settings in `HTTPS_PROXY` and related variables are honoured.',
      source: [exists],
    },
    {
      title: 'TLS is not verified',
      text: 'Registry certificates are accepted without checks, so a self-signed registry works, but this collector cannot reveal certificate problems a node would hit.',
      source: [exists],
    },
    {
      title: 'Missing means the tag or digest',
      text: '`exists: false` is recorded only when the registry says it has no manifest for that tag or digest. A wrong repository name, an authentication failure or a timeout is an `error`, which the analyzer counts under `errors`, not `missing`.',
      source: [exists, 'pkg/collect/registry.go#isNotFound'],
    },
    {
      title: 'Ten seconds per try',
      text: 'Each lookup has a 10-second deadline, and a lookup that runs out of time is not tried again. Within that deadline the registry library itself repeats a request after a dropped connection or an answer such as `429`, `500` or `503`, up to three tries with pauses of about 1 and 3 seconds. On top of that, Troubleshoot starts a lookup again when its error mentions `EOF`, up to three times in all, one second apart; any other failure is recorded at once.',
      source: [collect, exists],
    },
    {
      title: 'Credentials are per registry',
      text: 'The Docker config in the pull secret is searched for each image\'s registry host. Images of registries it does not list, including Docker Hub when the key is written `https://index.docker.io/v1/`, are looked up with the local Docker credentials, so public and private images can be mixed in one list, and a misspelt key goes unnoticed.',
      source: [fromData, exists],
    },
    {
      title: 'Only `kubernetes.io/dockerconfigjson`',
      text: 'A pull secret of any other type, including the older `kubernetes.io/dockercfg`, fails every lookup with `secret type is not supported`.',
      source: [fromData],
    },
    {
      title: 'Presence, not platform',
      text: 'The check reads the manifest or image index and does not confirm that an image exists for the nodes\' CPU architecture.',
      source: [exists],
    },
    {
      title: 'The pre-check looks elsewhere',
      text: 'With `imagePullSecret.name` and no `data`, the pre-check asks whether you may get that secret in the namespace of `--namespace`, else `namespace`, else `default`, while the collector reads it from `namespace` first and falls back to the flag. When both are set and differ, the check and the read look at different namespaces.',
      source: ['pkg/apis/troubleshoot/v1beta2/collector_shared.go#Collect.AccessReviewSpecs', pickNamespace, authConfig],
    },
    precheckSkipsGotcha,
  ],
};

export default registryImages;
