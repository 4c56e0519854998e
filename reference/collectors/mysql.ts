import type {CollectorReference} from '../types';
import {databaseTlsField, databaseUriField, parametersField} from './_database';

const mysql: CollectorReference = {
  key: 'mysql',
  title: 'MySQL',
  summary:
    'Connects to a MySQL or MariaDB server, records whether the connection worked and the server version, and optionally copies selected server variables.',
  fields: [
    databaseUriField(
      'A DSN in the format of the Go MySQL driver, which is not a URL: `user:password@tcp(host:3306)/dbname`, with options after a `?` such as `timeout=10s`.',
    ),
    {
      ...parametersField,
      description:
        'Names of server variables, as `SHOW VARIABLES` lists them (for example `max_connections`), to copy into the `variables` object of the output. Names the server does not report are left out without an error. When empty, `SHOW VARIABLES` is not run.',
    },
    databaseTlsField,
  ],
  outputs: [
    {
      path: 'mysql/<collectorName>.json',
      format: 'json',
      description:
        'The result of the connection attempt: `isConnected`, the `version` string exactly as the server returned it, the requested `variables`, and `error` when something failed. Named `mysql/mysql.json` when `collectorName` is empty.',
      sample: '{"isConnected":true,"version":"8.0.39","variables":{"character_set_server":"utf8mb4","max_connections":"500"}}',
    },
  ],
  rbac: ['`get` on the secret named in `tls.secret`, only when that field is used'],
  analyzers: ['mysql', 'jsonCompare'],
  sources: [
    'pkg/apis/troubleshoot/v1beta2/collector_shared.go',
    'pkg/collect/mysql.go',
    'pkg/collect/database_shared.go',
    'pkg/collect/util.go',
    'pkg/analyze/mysql.go',
    'pkg/analyze/database_shared.go',
    'pkg/analyze/json_compare.go',
  ],
};

export default mysql;
