import type {CollectorEntry} from '../model';

const collect = 'pkg/collect/s3_status.go#CollectS3Status.Collect';

const s3Status: CollectorEntry = {
  kind: 'collector',
  key: 's3Status',
  title: 'S3 status',
  summary:
    'Sends a `HeadBucket` request to Amazon S3 or an S3-compatible store and records whether the bucket could be reached with the given keys.',
  goType: {name: 'S3Status', source: 'pkg/apis/troubleshoot/v1beta2/collector_shared.go#S3Status'},
  missingFromSchema: true,
  fields: [
    {
      name: 'bucketName',
      type: 'string',
      required: true,
      description: 'The bucket to check. Only its existence and your access to it are tested; no object is listed or read.',
    },
    {
      name: 'region',
      type: 'string',
      default: 'us-east-1',
      description: "The region to sign the request for. With AWS it must be the bucket's region.",
      notes: [
        {
          text: 'The default is used only for signing: the output keeps `region` as written in the spec and leaves it out when the spec does.',
          source: [collect],
        },
      ],
    },
    {
      name: 'endpoint',
      type: 'string',
      format: 'url',
      defaultText: 'AWS S3',
      description:
        'Base URL of an S3-compatible service, such as `http://minio.storage.svc.cluster.local:9000`. The scheme decides between plain HTTP and HTTPS.',
    },
    {
      name: 'accessKeyID',
      type: 'string',
      required: true,
      description: 'The access key ID to sign the request with.',
      notes: [
        {
          text: 'Only the keys in the spec are used: there is no fallback to `AWS_*` environment variables, shared credential files, instance profiles or service-account roles. Without both keys every check fails.',
          source: [collect],
        },
      ],
    },
    {
      name: 'secretAccessKey',
      type: 'string',
      required: true,
      description: 'The secret that belongs to `accessKeyID`.',
      notes: [
        {
          text: 'It signs the request and is never written to the bundle; the output holds only `bucketName`, `endpoint`, `region`, `isConnected` and `error`.',
          source: [collect, 'pkg/collect/s3_status.go#S3StatusResult'],
        },
      ],
    },
    {
      name: 'usePathStyle',
      type: 'boolean',
      default: 'false',
      description:
        'Put the bucket in the URL path (`<endpoint>/<bucket>`) instead of the host name (`<bucket>.<endpoint>`). Most in-cluster stores such as MinIO need `true`.',
    },
    {
      name: 'insecure',
      type: 'boolean',
      default: 'false',
      description: 'Accept any TLS certificate from the endpoint.',
      notes: [
        {
          text: 'It does not switch to plain HTTP; use an `http://` endpoint for that. It also replaces the SDK\'s HTTP client with one that ignores `HTTPS_PROXY` and the other proxy variables.',
          source: [collect],
        },
      ],
    },
  ],
  outputs: [
    {
      path: 's3Status/<collectorName>.json',
      format: 'json',
      description:
        'The `bucketName`, `endpoint` and `region` as written in the spec (empty ones left out), `isConnected`, and the SDK\'s `error` when the request failed. Named `s3Status/s3Status.json` when `collectorName` is empty.',
      sample:
        '{"bucketName":"shop-backups","endpoint":"http://minio.storage.svc.cluster.local:9000","isConnected":true}',
    },
  ],
  permissions: [],
  execution: {where: 'cli', source: [collect]},
  gotchas: [
    {
      title: 'The keys must be in the spec',
      text: 'Since the collector signs only with `accessKeyID` and `secretAccessKey`, the spec holds real keys. Keep the spec in a Kubernetes secret and pass `secret/<namespace>/<name>` to `support-bundle` or `preflight`, which read every entry of the secret as a spec (only one with `secret/<namespace>/<name>/<key>`), and use a key that may do nothing but `HeadBucket` on that one bucket.',
      source: [collect, 'internal/specs/specs.go#LoadFromCLIArgs'],
    },
    {
      title: 'The request starts where the command runs',
      text: 'An in-cluster endpoint such as `minio.storage.svc.cluster.local` resolves only when `support-bundle` or `preflight` runs inside the cluster.',
      source: [collect],
    },
    {
      title: 'Region matters on AWS',
      text: 'Without `region` the request is signed for `us-east-1`. AWS refuses a request for a bucket in another region, and the refusal lands in `error`.',
      source: [collect],
    },
    {
      title: '30-second limit',
      text: 'The request, retries included, is abandoned after 30 seconds and the timeout recorded as the error. A failure never stops the run.',
      source: [collect],
    },
    {
      title: 'Needs a recent CLI',
      text: 'The key exists since Troubleshoot v0.126.0. Older binaries decode specs leniently, drop the `s3Status` entry without an error, and the bundle lacks the file.',
      source: ['pkg/loader/loader.go#LoadSpecs', 'pkg/collect/collector.go#GetCollector'],
    },
  ],
};

export default s3Status;
