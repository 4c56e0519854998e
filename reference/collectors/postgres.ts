import type {CollectorEntry, Field} from '../model';
import {
  databaseUriField,
  notReadBy,
  parametersNotRead,
  tlsCACertField,
  tlsClientCertField,
  tlsFields,
  tlsSecretPermission,
  tlsSkipVerifyField,
} from './_database';

const connectConfig = 'pkg/collect/postgres.go#CollectPostgres.createConnectConfig';

/** postgres hands the certificates to pgx as files and lets `sslmode` decide; it never calls createTLSConfig. */
const postgresTlsField: Field = {
  name: 'tls',
  type: 'object',
  description: 'Certificates for the connection, as inline PEM text or a Kubernetes secret.',
  notes: [
    {
      text: 'The certificates are written to temporary files and handed to the driver as `PGSSLROOTCERT`, `PGSSLCERT` and `PGSSLKEY`. Whether TLS is used, and how strictly the server is checked, is still decided by `sslmode` in the URI.',
      source: [connectConfig],
    },
    {
      text: 'Once the URI is parsed, each of those variables that the collector set is unset for the whole process, so a value you exported for it yourself is gone for the rest of the run. A variable it did not set, because that certificate or key was not given, keeps your value and is read by the driver.',
      source: [connectConfig],
    },
  ],
  fields: tlsFields.map((field) => {
    if (field.name === tlsSkipVerifyField.name) {
      return notReadBy(
        'postgres',
        tlsSkipVerifyField,
        connectConfig,
        'To encrypt without checking the certificate, put `sslmode=require` in the URI and give no CA.',
      );
    }
    if (field.name === tlsCACertField.name) {
      return {
        ...tlsCACertField,
        notes: [
          {
            text: 'Optional here. With `sslmode=verify-ca` or `verify-full`, or `require` once a CA is given, the server certificate must chain to this CA; with the default `prefer` it is not checked. Only `verify-full` also checks the host name: with `verify-ca`, or `require` and a CA, a certificate issued for another name is accepted as long as it chains to this CA (pgx ignores the server name in those modes, as libpq does).',
            source: [connectConfig],
          },
        ],
      };
    }
    if (field.name === tlsClientCertField.name) {
      return {name: field.name, type: field.type, description: field.description};
    }
    return field;
  }),
};

const postgres: CollectorEntry = {
  kind: 'collector',
  key: 'postgres',
  title: 'PostgreSQL',
  summary:
    'Connects to a PostgreSQL server, runs `select version()` and records whether the connection worked and which version answered.',
  goType: {name: 'Database', source: 'pkg/apis/troubleshoot/v1beta2/collector_shared.go#Database'},
  fields: [
    databaseUriField(
      'A PostgreSQL connection URL such as `postgres://app:changeme@db.shop.svc.cluster.local:5432/shop?sslmode=require`, read by the pgx driver. Options such as `sslmode` and `connect_timeout` go after the `?`.',
      [
        {
          text: 'Parts the URL leaves out, the password included, fall back to the standard `PG*` environment variables of the process that runs the collector, such as `PGPASSWORD`.',
          source: [connectConfig],
        },
        {
          text: 'An empty or unparsable value does not stop the run: the file records `isConnected: false` and the reason in `error`. For a value that does not parse, that reason quotes the URI with the password masked by `x` characters.',
          source: [connectConfig, 'pkg/collect/postgres.go#CollectPostgres.Collect'],
        },
        {
          text: 'Troubleshoot sets no time limit of its own. Add `connect_timeout=<seconds>` so an unreachable host cannot hold up the run.',
          source: ['pkg/collect/postgres.go#CollectPostgres.connect', 'pkg/collect/collector.go#GetCollector'],
        },
      ],
      'url',
    ),
    parametersNotRead('postgres', 'pkg/collect/postgres.go#CollectPostgres.Collect'),
    postgresTlsField,
  ],
  outputs: [
    {
      path: 'postgres/<collectorName>.json',
      format: 'json',
      description:
        'The result of the connection attempt: `isConnected`, the `version` number taken from the server\'s version string, and `error` when something failed. Named `postgres/postgres.json` when `collectorName` is empty.',
      sample: '{"isConnected":true,"version":"16.4"}',
    },
  ],
  permissions: [tlsSecretPermission('only with `tls.secret`, in the namespace that field names')],
  execution: {where: 'cli', source: ['pkg/collect/postgres.go#CollectPostgres.connect']},
  gotchas: [
    {
      title: 'The connection starts where the command runs',
      text: 'The `support-bundle` or `preflight` process opens the connection itself, not a pod, so the host in the URI must resolve and be reachable from that machine. A name such as `postgres.shop.svc.cluster.local` works only when the command runs inside the cluster. The separate `collect` binary has a `collect postgres` command that runs the same check and can be started in a pod.',
      source: ['pkg/collect/postgres.go#CollectPostgres.connect', 'cmd/collect/cli/postgres.go#PostgresCmd'],
    },
    {
      title: 'Keep the password out of the spec',
      text: 'Leave the password out of `uri` and export `PGPASSWORD` in the shell that runs the command, or keep the whole spec in a Kubernetes secret and pass `secret/<namespace>/<name>` to the command, which reads every entry of the secret as a spec (only one with `secret/<namespace>/<name>/<key>`). The output file never holds the password; connection errors name the user and the database.',
      source: [connectConfig, 'internal/specs/specs.go#LoadFromCLIArgs', 'pkg/collect/database_shared.go#DatabaseConnection'],
    },
    {
      title: '`tls.skipVerify` does nothing here',
      text: 'Unlike the mysql, redis and clickhouse collectors, postgres takes only the certificates from `tls`; `sslmode` in the URI decides whether they are checked. Setting `tls` does not turn TLS on either: `sslmode=disable` still connects in clear text.',
      source: [connectConfig],
    },
    {
      title: 'A server that does not call itself PostgreSQL',
      text: 'When the answer to `select version()` lacks the word `PostgreSQL`, as with some compatible databases, the file says `isConnected: true`, `version: "Unknown"` and explains the mismatch in `error`. A `version` comparison in the postgres analyzer then fails with an error instead of picking an outcome.',
      source: ['pkg/collect/postgres.go#parsePostgresVersion', 'pkg/collect/postgres.go#CollectPostgres.Collect', 'pkg/analyze/database_shared.go#compareDatabaseConditionalToActual'],
    },
  ],
};

export default postgres;
