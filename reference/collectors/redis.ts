import type {CollectorReference} from '../types';
import {databaseTlsField, databaseUriField, parametersField} from './_database';

const redis: CollectorReference = {
  key: 'redis',
  title: 'Redis',
  summary:
    'Connects to a Redis server, runs `INFO server` and records whether it answered and its `redis_version`.',
  fields: [
    databaseUriField(
      'A Redis URL such as `redis://:changeme@redis.cache.svc.cluster.local:6379/0`: optional password before the `@`, port `6379` and database `0` when left out. The `rediss://` scheme turns on TLS with the system\'s trusted roots.',
    ),
    parametersField,
    databaseTlsField,
  ],
  outputs: [
    {
      path: 'redis/<collectorName>.json',
      format: 'json',
      description:
        'The result of the connection attempt: `isConnected`, the `version` from the `redis_version` line of `INFO server`, and `error` when something failed. Named `redis/redis.json` when `collectorName` is empty.',
      sample: '{"isConnected":true,"version":"7.2.5"}',
    },
  ],
  rbac: ['`get` on the secret named in `tls.secret`, only when that field is used'],
  analyzers: ['redis'],
  sources: [
    'pkg/apis/troubleshoot/v1beta2/collector_shared.go',
    'pkg/collect/redis.go',
    'pkg/collect/redis_test.go',
    'pkg/collect/database_shared.go',
    'pkg/collect/util.go',
    'pkg/analyze/redis.go',
    'pkg/analyze/database_shared.go',
  ],
};

export default redis;
