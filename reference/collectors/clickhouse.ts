import type {CollectorReference} from '../types';
import {databaseTlsField, databaseUriField, parametersField} from './_database';

const clickhouse: CollectorReference = {
  key: 'clickhouse',
  title: 'ClickHouse',
  summary:
    'Connects to a ClickHouse server, pings it, runs `SELECT version()` and records whether it answered and which version it runs.',
  fields: [
    databaseUriField(
      'A DSN for clickhouse-go such as `clickhouse://default:changeme@clickhouse.analytics.svc.cluster.local:9000/events`, which uses the native protocol; an `http://` URL uses the HTTP interface instead. Query options such as `dial_timeout=10s` and `secure=true` go after a `?`.',
    ),
    parametersField,
    databaseTlsField,
  ],
  outputs: [
    {
      path: 'clickhouse/<collectorName>.json',
      format: 'json',
      description:
        'The result of the connection attempt: `isConnected`, the `version` string exactly as the server returned it, and `error` when something failed. Named `clickhouse/clickhouse.json` when `collectorName` is empty.',
      sample: '{"isConnected":true,"version":"24.8.4.13"}',
    },
  ],
  rbac: ['`get` on the secret named in `tls.secret`, only when that field is used'],
  analyzers: ['clickhouse', 'jsonCompare'],
  missingFromSchema: {goType: 'Database', source: 'pkg/apis/troubleshoot/v1beta2/collector_shared.go'},
  sources: [
    'pkg/apis/troubleshoot/v1beta2/collector_shared.go',
    'pkg/collect/clickhouse.go',
    'pkg/collect/database_shared.go',
    'pkg/collect/util.go',
    'pkg/analyze/clickhouse.go',
    'pkg/analyze/json_compare.go',
    'cmd/collect/cli/clickhouse.go',
  ],
};

export default clickhouse;
