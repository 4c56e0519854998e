import type {AnalyzerEntry} from '../model';
import {goVersionGotcha} from './mssql';
import {appendedErrorGotcha, databaseAnalyzerFields, databaseGoType, databaseGotchas, databaseOrder} from './postgres';

const clickhouse: AnalyzerEntry = {
  kind: 'analyzer',
  key: 'clickhouse',
  title: 'ClickHouse',
  summary: 'Checks whether the clickhouse collector reached its ClickHouse server and compares the version the server reported.',
  goType: databaseGoType,
  missingFromSchema: true,
  fields: databaseAnalyzerFields('clickhouse', 'clickhouse', 'clickhouse'),
  reads: [
    {
      path: 'clickhouse/<collectorName>.json',
      writtenBy: ['clickhouse'],
      description: 'Whether a ping and `SELECT version()` both worked, the version returned (such as `24.3.2.23`), and the error when something failed.',
    },
  ],
  outcomes: {
    hasOutcomes: true,
    when: 'database-goversion',
    examples: ['connected == false', 'connected == true', 'version < 23.8', 'version ~> 24.3'],
    order: databaseOrder('clickhouse'),
    noMatch: {
      text: 'The result has the check\'s title but no severity and no message. `preflight` leaves it out of its text, JSON and YAML output and shows it unmarked in the interactive view; `analysis.json` and the `support-bundle` output give it an empty severity. It does not change the exit code. End the list with an outcome without `when` to avoid that.',
      source: ['pkg/analyze/clickhouse.go#AnalyzeClickhouse.analyze', 'pkg/preflight/text_results.go#ShowTextResultsStructured', 'pkg/preflight/text_results.go#outputResult', 'pkg/convert/supportbundle.go#FromAnalyzerResult', 'pkg/preflight/run.go#checkOutcomesToExitCode'],
    },
  },
  gotchas: [
    ...databaseGotchas('clickhouse', 'pkg/analyze/clickhouse.go#compareClickhouseConditionalToActual', 'pkg/collect/clickhouse.go#CollectClickhouse.Collect'),
    goVersionGotcha('pkg/analyze/clickhouse.go#compareClickhouseConditionalToActual'),
    appendedErrorGotcha('clickhouse'),
  ],
};

export default clickhouse;
