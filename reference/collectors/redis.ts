import type {CollectorEntry} from '../model';
import {databaseTlsField, databaseUriField, parametersNotRead, tlsSecretPermission} from './_database';

const createClient = 'pkg/collect/redis.go#CollectRedis.createClient';
const collect = 'pkg/collect/redis.go#CollectRedis.Collect';

const redis: CollectorEntry = {
  kind: 'collector',
  key: 'redis',
  title: 'Redis',
  summary:
    'Connects to a Redis server, runs `INFO server` and records whether it answered and its `redis_version`.',
  goType: {name: 'Database', source: 'pkg/apis/troubleshoot/v1beta2/collector_shared.go#Database'},
  fields: [
    databaseUriField(
      'A Redis URL such as `redis://:changeme@redis.cache.svc.cluster.local:6379/0`: an optional user and password before the `@` (a user name is sent as an ACL login), port `6379` and database `0` when left out. The `rediss://` scheme turns on TLS with the system\'s trusted roots.',
      [
        {
          text: 'Query options such as `?dial_timeout=10s` are rejected: the file records `isConnected: false` with the error `no options supported`. A scheme other than `redis` or `rediss`, or a path other than one database number, is rejected the same way.',
          source: [createClient, collect],
        },
        {
          text: 'A URL that does not parse at all is recorded with an error that quotes the whole URL, password included. The default redaction masks it only when the URL has the form `redis://[user]:password@host[:port]/<db>`, with a database number after the host; without that path the password stays readable in the bundle.',
          source: [createClient, 'pkg/redact/redact.go#getRedactors'],
        },
      ],
      'url',
    ),
    parametersNotRead('redis', collect),
    databaseTlsField('pkg/collect/redis.go#CollectRedis.createMTLSClient'),
  ],
  outputs: [
    {
      path: 'redis/<collectorName>.json',
      format: 'json',
      description:
        'The result of the connection attempt: `isConnected`, the `version` from the `redis_version` line of `INFO server`, and `error` when something failed. When the reply has no `redis_version` line, `version` is left out. Named `redis/redis.json` when `collectorName` is empty.',
      sample: '{"isConnected":true,"version":"7.2.5"}',
    },
  ],
  permissions: [tlsSecretPermission('only with `tls.secret` and without `tls.skipVerify`, in the namespace that field names')],
  execution: {where: 'cli', source: [createClient, collect]},
  gotchas: [
    {
      title: 'The connection starts where the command runs',
      text: 'The `support-bundle` or `preflight` process opens the connection itself, so a cluster-internal name such as `redis.cache.svc.cluster.local` resolves only when that process runs inside the cluster. The separate `collect` binary has a `collect redis` command that runs the same check and can be started in a pod.',
      source: [createClient, 'cmd/collect/cli/redis.go#RedisCmd'],
    },
    {
      title: 'Short built-in timeouts',
      text: 'The client gives up on connecting after 5 seconds and on a reply after 3 seconds, and tries once. A busy or distant server can therefore show `isConnected: false` with an `i/o timeout`; there is no field or URL option to lengthen these limits.',
      source: [createClient, collect],
    },
    {
      title: 'One node, no cluster awareness',
      text: 'The collector uses a single-node client. Point it at a node or a service that answers commands directly; Sentinel and Redis Cluster topologies are not followed.',
      source: [createClient],
    },
    {
      title: '`tls` always means TLS',
      text: 'Setting `tls` switches the connection to TLS even with a `redis://` URL, and replaces what `rediss://` would set up. Without `skipVerify`, a CA certificate is required.',
      source: ['pkg/collect/redis.go#CollectRedis.createMTLSClient', 'pkg/collect/util.go#createTLSConfig'],
    },
    {
      title: 'The password sits in the spec',
      text: 'Keep a spec with a real password in a Kubernetes secret and pass `secret/<namespace>/<name>` to the command: every entry of the secret is read as a spec, or only one with `secret/<namespace>/<name>/<key>`. A URL that parses never reaches the output file; one that does not parse does, in `error` (see `uri`).',
      source: ['internal/specs/specs.go#LoadFromCLIArgs', createClient],
    },
  ],
};

export default redis;
