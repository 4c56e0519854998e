import type {AnalyzerEntry, Behaviour} from '../model';
import {appendedErrorGotcha, databaseAnalyzerFields, databaseGoType, databaseGotchas, databaseNoMatch, databaseOrder} from './postgres';

/** How the `database-goversion` analyzers compare versions (mssql and clickhouse). */
export function goVersionGotcha(compare: string): Behaviour {
  return {
    title: '`~>` is narrower than it looks',
    text: 'The condition\'s version is padded to three parts before the constraint is built, so `version ~> 23.8` becomes `~> 23.8.0` and allows only 23.8.* releases, not everything below 24. Every `x` also becomes `0`, so `15.x` means 15.0.0. For a range, write two outcomes with `<` and `>=` instead.',
    source: [compare],
  };
}

const mssql: AnalyzerEntry = {
  kind: 'analyzer',
  key: 'mssql',
  title: 'SQL Server',
  summary: 'Checks whether the mssql collector reached its Microsoft SQL Server and compares the version the server reported.',
  goType: databaseGoType,
  fields: databaseAnalyzerFields('mssql', 'mssql', 'mssql'),
  reads: [
    {
      path: 'mssql/<collectorName>.json',
      writtenBy: ['mssql'],
      description: 'Whether the connection worked, the version number taken from `select @@VERSION` (such as `15.0.4322.2`), and the error when something failed.',
    },
  ],
  outcomes: {
    hasOutcomes: true,
    when: 'database-goversion',
    examples: ['connected == false', 'connected == true', 'version < 15', 'version >= 16.0.1000.6'],
    order: databaseOrder('mssql'),
    noMatch: databaseNoMatch('mssql'),
  },
  gotchas: [
    ...databaseGotchas('mssql', 'pkg/analyze/mssql.go#compareMssqlConditionalToActual', 'pkg/collect/mssql.go#CollectMssql.Collect'),
    {
      title: 'Product years are not versions',
      text: 'The version compared is the engine build number that follows ` - ` in `@@VERSION`: 15 for SQL Server 2019, 16 for 2022. Writing the product year (`version >= 2019`) never holds. When the version text has no such number, the collector stores `Unknown` and every `version` condition is an error.',
      source: ['pkg/collect/mssql.go#parseMsSqlVersion', 'pkg/collect/mssql.go#CollectMssql.Collect'],
    },
    goVersionGotcha('pkg/analyze/mssql.go#compareMssqlConditionalToActual'),
    appendedErrorGotcha('mssql'),
  ],
};

export default mssql;
