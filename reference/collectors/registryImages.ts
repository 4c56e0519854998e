import type {CollectorReference} from '../types';
import {imagePullSecretField} from '../fields';

const pullSecretType = imagePullSecretField.fields!.find((f) => f.name === 'type')!;

const registryImages: CollectorReference = {
  key: 'registryImages',
  title: 'Registry images',
  summary:
    'Asks container registries whether each listed image reference has a manifest, without pulling anything, and records found, missing or the error.',
  fields: [
    {
      name: 'images',
      type: 'string[]',
      required: true,
      description:
        'Image references to look up, such as `registry.example.com/shop/api:1.8.0` or a reference by digest. A reference without a registry means Docker Hub, and one without a tag means `latest`.',
    },
    {
      name: 'namespace',
      type: 'string',
      default: 'the `--namespace` flag, else `default`',
      description:
        'Where to find the secret named in `imagePullSecret.name`. Not used for anything else, since no pod is started.',
    },
    {
      ...imagePullSecretField,
      description:
        'Registry credentials. Give `name` to read an existing `kubernetes.io/dockerconfigjson` secret, or `type` and `data` to pass the Docker config inline. Without it, the Docker credentials of the machine running the collector are used.',
      fields: [
        {
          name: 'name',
          type: 'string',
          description: 'An existing secret of type `kubernetes.io/dockerconfigjson` in `namespace`. Ignored when `data` is set.',
        },
        pullSecretType,
        {
          name: 'data',
          type: 'map[string]string',
          description:
            'Inline credentials: the key `.dockerconfigjson` with a base64-encoded Docker config JSON document. Other keys are ignored.',
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
  rbac: ['`get` on the secret named in `imagePullSecret.name`, in `namespace`, when `data` is not given'],
  analyzers: ['registryImages'],
  sources: [
    'pkg/apis/troubleshoot/v1beta2/collector_shared.go',
    'pkg/collect/registry.go',
    'pkg/analyze/registry.go',
  ],
};

export default registryImages;
