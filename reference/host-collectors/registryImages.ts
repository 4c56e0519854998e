import type {HostCollectorEntry} from '../model';

const collect = 'pkg/collect/host_registry.go#CollectHostRegistryImages.Collect';
const lookup = 'pkg/collect/registry.go#imageExistsWithAuth';

const registryImages: HostCollectorEntry = {
  kind: 'hostCollector',
  key: 'registryImages',
  title: 'Registry Images',
  summary: 'Asks container registries, from the machine itself and without a cluster, whether each listed image reference exists.',
  goType: {name: 'HostRegistryImages', source: 'pkg/apis/troubleshoot/v1beta2/hostcollector_shared.go#HostRegistryImages'},
  missingFromSchema: true,
  fields: [
    {
      name: 'images',
      type: 'string[]',
      required: true,
      description:
        'Image references to look up, such as `registry.example.com/shop/api:1.4.2` or one with an `@sha256:` digest. A reference without a registry means Docker Hub, and one without a tag means `latest`.',
      notes: [
        {
          text: 'Only the manifest (or multi-platform index) is fetched: the check says that the tag or digest exists, not that an image for this machine\'s architecture is in it. Nothing is pulled.',
          source: [lookup],
        },
      ],
    },
    {
      name: 'username',
      type: 'string',
      defaultText: 'ambient credentials',
      description:
        'A user name for basic authentication. When set, it and `password` are sent to every registry in `images`; when empty, the credentials of the Docker client configuration of the user running the CLI are used (`~/.docker/config.json`, with any credential helper it names), and anonymous access otherwise.',
      notes: [
        {
          text: 'The same user name and password go to every registry of the list, including public ones. Use one collector per registry when the images come from several.',
          source: ['pkg/collect/host_registry.go#CollectHostRegistryImages.resolveAuth', lookup],
        },
      ],
    },
    {
      name: 'password',
      type: 'string',
      description: 'The password or token that goes with `username`. Ignored when `username` is empty. It is used for the requests only and is not written into the bundle.',
    },
  ],
  outputs: [
    {
      path: 'host-collectors/registry-images/<collectorName>.json',
      format: 'json',
      description:
        'One entry per distinct reference: `exists`, and `error` when the lookup failed for a reason other than "no such tag or digest". Without `collectorName` the file is `host-collectors/registry-images/images.json`.',
      sample:
        '{\n  "images": {\n    "registry.example.com/shop/api:1.4.2": {\n      "exists": true\n    },\n    "registry.example.com/shop/api:9.9.9": {\n      "exists": false\n    },\n    "registry.example.com/shop/worker:1.4.2": {\n      "exists": false,\n      "error": "failed to get image manifest: GET https://registry.example.com/v2/shop/worker/manifests/1.4.2: UNAUTHORIZED: authentication required"\n    }\n  }\n}',
    },
  ],
  requirements: {
    root: 'no',
    platforms: ['linux', 'darwin'],
    notes: [
      {
        text: 'Needs network access from the machine to each registry, through `HTTP_PROXY`/`HTTPS_PROXY` when those are set. Ambient credentials come from the Docker configuration of the user the CLI runs as, so running under `sudo` can pick up another configuration than your own.',
        source: [lookup, 'pkg/collect/host_registry.go#CollectHostRegistryImages.resolveAuth'],
      },
    ],
  },
  sideEffects: [
    {
      text: 'One manifest request per image, each limited to 10 seconds, tried up to three times when the connection is cut (`EOF`).',
      source: [lookup],
    },
  ],
  gotchas: [
    {
      title: 'TLS is not verified',
      text: 'Certificates of the registries are not checked, so a registry with a self-signed or expired certificate passes, and so would a machine in the middle. Do not read a pass as proof that TLS to the registry is set up correctly.',
      source: [lookup],
    },
    {
      title: 'Missing versus error',
      text: 'An image counts as missing only when the registry answers that the repository has no such tag or digest. A repository the registry does not know, refused credentials, a timeout or a reference that does not parse are errors.',
      source: ['pkg/collect/registry.go#isNotFound', lookup, collect],
    },
  ],
};

export default registryImages;
