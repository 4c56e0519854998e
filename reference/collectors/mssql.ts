import type {CollectorReference} from '../types';
import {databaseTlsField, databaseUriField, notReadBy, parametersField} from './_database';

const mssql: CollectorReference = {
  key: 'mssql',
  title: 'Microsoft SQL Server',
  summary:
    'Connects to a Microsoft SQL Server, reads `@@VERSION` and records whether the connection worked and the version number.',
  fields: [
    databaseUriField(
      'A connection string for the go-mssqldb driver, usually a URL such as `sqlserver://app:changeme@mssql.billing.svc.cluster.local:1433?database=billing`. TLS is configured here too, with options such as `encrypt` and `TrustServerCertificate`.',
    ),
    parametersField,
    notReadBy('mssql', databaseTlsField),
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
  analyzers: ['mssql'],
  sources: [
    'pkg/apis/troubleshoot/v1beta2/collector_shared.go',
    'pkg/collect/mssql.go',
    'pkg/collect/mssql_test.go',
    'pkg/collect/database_shared.go',
    'pkg/analyze/mssql.go',
  ],
};

export default mssql;
