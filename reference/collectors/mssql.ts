import type {CollectorEntry} from '../model';
import {databaseTlsField, databaseUriField, notReadBy, parametersNotRead} from './_database';

const collect = 'pkg/collect/mssql.go#CollectMssql.Collect';

const mssql: CollectorEntry = {
  kind: 'collector',
  key: 'mssql',
  title: 'Microsoft SQL Server',
  summary:
    'Connects to a Microsoft SQL Server, reads `@@VERSION` and records whether the connection worked and the version number.',
  goType: {name: 'Database', source: 'pkg/apis/troubleshoot/v1beta2/collector_shared.go#Database'},
  fields: [
    databaseUriField(
      'A connection string for the go-mssqldb driver, usually a URL such as `sqlserver://app:changeme@mssql.billing.svc.cluster.local:1433?database=billing`. TLS and timeouts are set here too, with options such as `encrypt`, `TrustServerCertificate` and `connection timeout`.',
      [
        {
          text: 'Most values the driver rejects, such as an unknown `encrypt` setting, do not stop the run: the file records `isConnected: false` and the reason in `error`. A `sqlserver://` URL that Go\'s URL parser cannot read, for example one whose password holds a `%` not followed by two hex digits or whose port is not a number, is worse: the collector crashes while logging the failure and the whole `support-bundle` or `preflight` process stops with a Go panic. Percent-encode special characters in the user and password. An empty value is not caught at all: the driver then tries a server on `localhost`.',
          source: [collect],
        },
      ],
    ),
    parametersNotRead('mssql', collect),
    notReadBy(
      'mssql',
      databaseTlsField(collect),
      collect,
      'Put TLS options in the connection string instead.',
    ),
  ],
  outputs: [
    {
      path: 'mssql/<collectorName>.json',
      format: 'json',
      description:
        'The result of the connection attempt: `isConnected`, the `version` number cut from the `@@VERSION` text, and `error` when something failed. Named `mssql/mssql.json` when `collectorName` is empty.',
      sample: '{"isConnected":true,"version":"16.0.4135.4"}',
    },
  ],
  permissions: [],
  execution: {where: 'cli', source: [collect]},
  gotchas: [
    {
      title: 'The connection starts where the command runs',
      text: 'The `support-bundle` or `preflight` process opens the connection itself, not a pod, so a service name such as `mssql.billing.svc.cluster.local` resolves only when that process runs inside the cluster. The separate `collect` binary has a `collect mssql` command that runs the same check and can be started in a pod.',
      source: [collect, 'cmd/collect/cli/mssql.go#MssqlCmd'],
    },
    {
      title: 'TLS goes in the connection string',
      text: 'The collector hands `uri` to the driver and reads nothing else, so `tls` has no effect. Ask for encryption with `encrypt=true`, and add `TrustServerCertificate=true` only for a server whose self-signed certificate you accept.',
      source: [collect],
    },
    {
      title: 'Timeouts come from the driver',
      text: 'Troubleshoot sets no time limit. The driver gives up dialing an address after 15 seconds by default but does not limit the login; add `connection timeout=<seconds>` to the connection string if a slow server could hold up the run.',
      source: [collect, 'pkg/collect/collector.go#GetCollector'],
    },
    {
      title: 'The password sits in the spec',
      text: 'Keep a spec with real credentials in a Kubernetes secret and pass `secret/<namespace>/<name>` to the command: every entry of the secret is read as a spec, or only one with `secret/<namespace>/<name>/<key>`. The output file holds only the connection result, and the driver leaves credentials out of its parse errors.',
      source: ['internal/specs/specs.go#LoadFromCLIArgs', 'pkg/collect/database_shared.go#DatabaseConnection'],
    },
    {
      title: 'A banner it cannot read',
      text: 'The version is cut from the `@@VERSION` text after `SQL`, a dash and spaces. When the server answers with text of another shape, the file says `isConnected: true`, `version: "Unknown"` and explains the mismatch in `error`.',
      source: ['pkg/collect/mssql.go#parseMsSqlVersion', collect],
    },
  ],
};

export default mssql;
