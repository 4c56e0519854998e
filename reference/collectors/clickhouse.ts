import type {CollectorEntry} from '../model';
import {databaseTlsField, databaseUriField, parametersNotRead, tlsSecretPermission} from './_database';

const connectConfig = 'pkg/collect/clickhouse.go#CollectClickhouse.createConnectConfig';
const collect = 'pkg/collect/clickhouse.go#CollectClickhouse.Collect';

const clickhouse: CollectorEntry = {
  kind: 'collector',
  key: 'clickhouse',
  title: 'ClickHouse',
  summary:
    'Connects to a ClickHouse server, pings it, runs `SELECT version()` and records whether it answered and which version it runs.',
  goType: {name: 'Database', source: 'pkg/apis/troubleshoot/v1beta2/collector_shared.go#Database'},
  missingFromSchema: true,
  fields: [
    databaseUriField(
      'A DSN for clickhouse-go such as `clickhouse://default:changeme@clickhouse.analytics.svc.cluster.local:9000/events`, which uses the native protocol; an `http://` or `https://` URL uses the HTTP interface instead. Options such as `dial_timeout=10s` and `secure=true` go after a `?`.',
      [
        {
          text: 'An empty or unparsable value does not stop the run: the file records `isConnected: false` and the reason in `error`. The client also refuses `https://` without `secure=true` and `http://` with it, even when `tls` is set.',
          source: [connectConfig, collect],
        },
        {
          text: 'A DSN that does not parse as a URL is quoted whole in `error`, password included. The default redaction masks the user and password of an `http://` or `https://` DSN in any form, but a DSN with another scheme only in the form `scheme://user:password@host[:port]/<database>`, with a path after the host.',
          source: [connectConfig, 'pkg/redact/redact.go#getRedactors'],
        },
        {
          text: 'Without `dial_timeout`, the client waits up to 30 seconds for a connection.',
          source: ['pkg/collect/clickhouse.go#CollectClickhouse.connect'],
        },
      ],
      'url',
    ),
    parametersNotRead('clickhouse', collect),
    {
      ...databaseTlsField(connectConfig),
      notes: [
        {
          text: 'With the native protocol (any scheme other than `http` and `https`), a present `tls` makes the connection use TLS even when the DSN does not ask for it, and its settings replace the DSN\'s TLS options. An `http://` DSN stays plain HTTP: `tls` is still checked, and a missing CA still stops the attempt, but it is never used. An `https://` DSN needs `secure=true` in any case, and then `tls` replaces its TLS options.',
          source: [connectConfig, 'pkg/collect/util.go#createTLSConfig'],
        },
      ],
    },
  ],
  outputs: [
    {
      path: 'clickhouse/<collectorName>.json',
      format: 'json',
      description:
        'The result of the connection attempt: `isConnected` (true only when both the ping and the version query succeeded), the `version` string exactly as the server returned it, and `error` when something failed. Named `clickhouse/clickhouse.json` when `collectorName` is empty.',
      sample: '{"isConnected":true,"version":"24.8.4.13"}',
    },
  ],
  permissions: [tlsSecretPermission('only with `tls.secret` and without `tls.skipVerify`, in the namespace that field names')],
  execution: {where: 'cli', source: ['pkg/collect/clickhouse.go#CollectClickhouse.connect', collect]},
  gotchas: [
    {
      title: 'Needs a recent CLI',
      text: 'The key exists since Troubleshoot v0.129.0. Older `support-bundle` and `preflight` binaries decode specs leniently, so they drop the `clickhouse` entry without an error and the bundle simply lacks the file.',
      source: ['pkg/loader/loader.go#LoadSpecs', 'pkg/collect/collector.go#GetCollector'],
    },
    {
      title: 'The connection starts where the command runs',
      text: 'The `support-bundle` or `preflight` process opens the connection itself, so `*.svc.cluster.local` names resolve only when that process runs inside the cluster. The separate `collect` binary has a `collect clickhouse` command that runs the same check and can be started in a pod.',
      source: ['pkg/collect/clickhouse.go#CollectClickhouse.connect', 'cmd/collect/cli/clickhouse.go#ClickhouseCmd'],
    },
    {
      title: '`tls` overrides the DSN',
      text: '`secure=true` in the DSN turns on TLS by itself. When the `tls` field is present, its settings replace whatever the DSN asked for, and unless `skipVerify` is set it needs a CA, inline or in the secret. With an `http://` DSN the client keeps plain HTTP, so `tls` is checked but has no effect.',
      source: [connectConfig, 'pkg/collect/util.go#createTLSConfig'],
    },
    {
      title: 'The password sits in the spec',
      text: 'Keep a spec with a real password in a Kubernetes secret and pass `secret/<namespace>/<name>` to the command, which reads every key of that secret as a spec; `secret/<namespace>/<name>/<key>` reads one key only. A DSN that parses never reaches the output file; one that does not parse does, in `error` (see `uri`).',
      source: ['internal/specs/specs.go#LoadFromCLIArgs', connectConfig],
    },
  ],
};

export default clickhouse;
