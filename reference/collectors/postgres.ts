import type {CollectorReference} from '../types';
import {databaseTlsField, databaseUriField, parametersField, tlsFields, tlsSkipVerifyField} from './_database';

const postgres: CollectorReference = {
  key: 'postgres',
  title: 'PostgreSQL',
  summary:
    'Connects to a PostgreSQL server, runs `select version()` and records whether the connection worked and which version answered.',
  fields: [
    databaseUriField(
      'A PostgreSQL connection URL such as `postgres://app:changeme@db.shop.svc.cluster.local:5432/shop?sslmode=require`, read by the pgx driver. Parts the URL leaves out fall back to the standard `PG*` environment variables of the process that runs the collector.',
    ),
    parametersField,
    {
      ...databaseTlsField,
      description:
        'Certificates for the connection. They are written to temporary files and handed to pgx as `PGSSLROOTCERT`, `PGSSLCERT` and `PGSSLKEY`; whether and how strictly TLS is used is still decided by `sslmode` in the URI.',
      fields: tlsFields.map((field) =>
        field.name === tlsSkipVerifyField.name
          ? {
              ...tlsSkipVerifyField,
              description:
                'Not read by the postgres collector. To encrypt without checking the certificate, put `sslmode=require` in the URI instead.',
            }
          : field.name === 'cacert'
            ? {
                ...field,
                description:
                  'PEM text of the certificate authority that signed the server\'s certificate. Optional here; how it is used depends on `sslmode` in the URI, and the `verify-ca` and `verify-full` modes check the server against it.',
              }
            : field,
      ),
    },
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
  rbac: ['`get` on the secret named in `tls.secret`, only when that field is used'],
  analyzers: ['postgres'],
  sources: [
    'pkg/apis/troubleshoot/v1beta2/collector_shared.go',
    'pkg/collect/postgres.go',
    'pkg/collect/database_shared.go',
    'pkg/collect/util.go',
    'pkg/analyze/postgres.go',
    'pkg/analyze/database_shared.go',
  ],
};

export default postgres;
