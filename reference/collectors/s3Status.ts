import type {CollectorReference} from '../types';

const s3Status: CollectorReference = {
  key: 's3Status',
  title: 'S3 status',
  summary:
    'Sends a `HeadBucket` request to Amazon S3 or an S3-compatible store and records whether the bucket could be reached with the given keys.',
  fields: [
    {
      name: 'bucketName',
      type: 'string',
      required: true,
      description: 'The bucket to check. Only its existence and your access to it are tested; no object is read.',
    },
    {
      name: 'region',
      type: 'string',
      default: 'us-east-1',
      description:
        'The region to sign the request for. With AWS it must be the bucket\'s region. S3-compatible stores usually accept the default.',
    },
    {
      name: 'endpoint',
      type: 'string',
      default: 'AWS S3',
      description:
        'Base URL of an S3-compatible service, such as `http://minio.storage.svc.cluster.local:9000`. The scheme decides between plain HTTP and HTTPS.',
    },
    {
      name: 'accessKeyID',
      type: 'string',
      required: true,
      description:
        'The access key ID to sign the request with. The collector uses only the keys given here: it does not fall back to environment variables, shared credential files or IAM roles, so without both keys every check fails.',
    },
    {
      name: 'secretAccessKey',
      type: 'string',
      required: true,
      description: 'The secret that belongs to `accessKeyID`. It is used to sign the request and never written to the bundle.',
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
      description:
        'Accept any TLS certificate from the endpoint. It does not switch to plain HTTP; use an `http://` endpoint for that.',
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
  analyzers: ['s3Status', 'jsonCompare'],
  missingFromSchema: {goType: 'S3Status', source: 'pkg/apis/troubleshoot/v1beta2/collector_shared.go'},
  sources: [
    'pkg/apis/troubleshoot/v1beta2/collector_shared.go',
    'pkg/collect/s3_status.go',
    'pkg/collect/s3_status_test.go',
    'pkg/analyze/s3_status.go',
    'pkg/analyze/database_shared.go',
    'pkg/analyze/json_compare.go',
  ],
};

export default s3Status;
