import type {CollectorEntry} from '../model';
import {databaseTlsField, databaseUriField, tlsSecretPermission} from './_database';

const collect = 'pkg/collect/mysql.go#CollectMysql.Collect';
const connectConfig = 'pkg/collect/mysql.go#CollectMysql.createConnectConfig';

const mysql: CollectorEntry = {
  kind: 'collector',
  key: 'mysql',
  title: 'MySQL',
  summary:
    'Connects to a MySQL or MariaDB server, records whether the connection worked and the server version, and optionally copies selected server variables.',
  goType: {name: 'Database', source: 'pkg/apis/troubleshoot/v1beta2/collector_shared.go#Database'},
  fields: [
    databaseUriField(
      'A DSN in the format of the Go MySQL driver, which is not a URL: `user:password@tcp(host:3306)/dbname`, with connection parameters after a `?` such as `timeout=10s` or `tls=true`. These are not the `parameters` field below, which names server variables.',
      [
        {
          text: 'An empty value, or one the driver cannot parse, does not stop the run: the file records `isConnected: false` and the reason in `error`. A `mysql://` URL is such a value; the driver rejects it.',
          source: [connectConfig, collect],
        },
        {
          text: 'Troubleshoot sets no time limit of its own. Add `timeout=10s` (or similar) so an unreachable server cannot hold up the run.',
          source: [collect, 'pkg/collect/collector.go#GetCollector'],
        },
      ],
    ),
    {
      name: 'parameters',
      type: 'string[]',
      description:
        'Names of server variables, as `SHOW VARIABLES` lists them (for example `max_connections`), to copy into the `variables` object of the output.',
      notes: [
        {
          text: 'When the list is empty, `SHOW VARIABLES` is not run. Names the server does not report are left out without an error.',
          source: [collect],
        },
        {
          text: 'A failed `SHOW VARIABLES` writes its message to `error` but leaves `isConnected` as the version query set it, so a file can say `isConnected: true` and carry an error. The query also runs after a failed version query, and its error then replaces the first one.',
          source: [collect],
        },
      ],
    },
    databaseTlsField(connectConfig),
  ],
  outputs: [
    {
      path: 'mysql/<collectorName>.json',
      format: 'json',
      description:
        'The result of the connection attempt: `isConnected`, the `version` string exactly as the server returned it, the requested `variables` (every value a string), and `error` when something failed. Named `mysql/mysql.json` when `collectorName` is empty.',
      sample: '{"isConnected":true,"version":"8.0.39","variables":{"character_set_server":"utf8mb4","max_connections":"500"}}',
    },
  ],
  permissions: [tlsSecretPermission('only with `tls.secret` and without `tls.skipVerify`, in the namespace that field names')],
  execution: {where: 'cli', source: ['pkg/collect/mysql.go#CollectMysql.connect']},
  gotchas: [
    {
      title: 'The connection starts where the command runs',
      text: 'The `support-bundle` or `preflight` process opens the connection itself, so an in-cluster name such as `mysql.orders.svc.cluster.local` resolves only when that process runs inside the cluster. The separate `collect` binary has a `collect mysql` command that runs the same check and can be started in a pod.',
      source: ['pkg/collect/mysql.go#CollectMysql.connect', 'cmd/collect/cli/mysql.go#MysqlCmd'],
    },
    {
      title: 'The password sits in the spec',
      text: 'The DSN carries the password in clear text. Keep such a spec in a Kubernetes secret and pass `secret/<namespace>/<name>` to the command: every entry of the secret is read as a spec, or only one with `secret/<namespace>/<name>/<key>`. The output file holds only the connection result, never the DSN.',
      source: ['internal/specs/specs.go#LoadFromCLIArgs', 'pkg/collect/database_shared.go#DatabaseConnection'],
    },
    {
      title: 'Two places for TLS',
      text: 'The driver option `tls=true` in the DSN turns TLS on by itself. The `tls` field does too, and replaces whatever the DSN chose; unless `skipVerify` is set it then needs a CA, inline or in the secret. Use one or the other.',
      source: [connectConfig, 'pkg/collect/util.go#createTLSConfig'],
    },
    {
      title: 'No `warn` outcomes in the mysql analyzer',
      text: 'When the mysql analyzer reaches a `warn` outcome, it checks the `pass` of that item instead, which does not exist, and the whole `support-bundle` or `preflight` process stops with a Go panic. Write its outcomes with `fail` and `pass` only, or read the file with `jsonCompare`.',
      source: ['pkg/analyze/mysql.go#AnalyzeMysql.analyzeMysql'],
    },
  ],
};

export default mysql;
