import type {AnalyzerEntry} from '../model';
import {analyzerFile, databaseAnalyzerFields, databaseGoType, databaseGotchas, databaseNoMatch, databaseOrder, semverVersionGotcha} from './postgres';

const mysql: AnalyzerEntry = {
  kind: 'analyzer',
  key: 'mysql',
  title: 'MySQL',
  summary: 'Checks whether the mysql collector reached its MySQL or MariaDB server and compares the version the server reported.',
  goType: databaseGoType,
  fields: databaseAnalyzerFields('mysql', 'mysql', 'mysql'),
  reads: [
    {
      path: 'mysql/<collectorName>.json',
      writtenBy: ['mysql'],
      description: 'Whether the connection worked, the raw result of `select version()`, the server variables the collector was asked for, and the error when something failed.',
    },
  ],
  outcomes: {
    hasOutcomes: true,
    when: 'database',
    examples: ['connected == false', 'connected == true', 'version < 8.0.0', 'version >= 8.0.36'],
    order: {
      ...databaseOrder('mysql'),
      text: 'Outcomes are tried from top to bottom and the first that holds gives the result; a `fail` or `pass` without `when` always holds. A `when` the analyzer cannot parse stops it at that outcome: the check is dropped from the results, and only a log line printed with `--debug` or `-v` says why. A `warn` alone in its list item crashes the command when the analyzer reaches it, and a `warn` without `when` holds only when the `pass` beside it has no `when` either (see Gotchas).',
    },
    noMatch: databaseNoMatch('mysql'),
  },
  gotchas: [
    {
      title: 'A lone `warn` outcome crashes the command',
      text: 'In the warn branch the analyzer reads `pass.when` of the same list item instead of `warn.when`. A list item that holds only `warn` has no `pass`, so as soon as the analyzer reaches it, Go dereferences a nil pointer and panics; nothing recovers it. `preflight` ends without results, and `support-bundle` ends before it writes the archive. Write `fail` and `pass` outcomes; for a warning, put a `pass` with the same `when` in the same list item as the `warn`. The analyzer then tests the `warn` condition and never uses that `pass` on its own, which stays true once the code is fixed.',
      source: [`pkg/analyze/${analyzerFile('mysql')}`, 'pkg/supportbundle/supportbundle.go#CollectSupportBundleFromSpec', 'pkg/logger/logger.go#SetupLogger'],
    },
    ...databaseGotchas('mysql', 'pkg/analyze/database_shared.go#compareDatabaseConditionalToActual', 'pkg/collect/mysql.go#CollectMysql.Collect'),
    {
      title: 'Vendor version strings',
      text: 'The version compared is whatever `select version()` returned, read as a semantic version. A suffix after a dash counts as a pre-release and sorts lower: `5.7.44-log` is below `5.7.44`, so `version >= 5.7.44` does not hold for it. Strings that are not semantic versions at all, such as MariaDB\'s `11.2.2-MariaDB-1:11.2.2+maria~ubu2204` or Ubuntu\'s `8.0.36-0ubuntu0.22.04.1` (the `04` is refused), cannot be read, and every `version` condition on them is an error that drops the check. For those servers, test `connected` only.',
      source: ['pkg/collect/mysql.go#CollectMysql.Collect', 'pkg/analyze/database_shared.go#compareDatabaseConditionalToActual'],
    },
    semverVersionGotcha,
    {
      title: 'Errors and variables are not in the result',
      text: 'The analyzer prints your message as written: unlike postgres, it does not add the collector\'s error. The server variables that the collector\'s `parameters` saved cannot be tested either, since `when` knows only `connected` and `version`; read them in the file.',
      source: [`pkg/analyze/${analyzerFile('mysql')}`, 'pkg/analyze/database_shared.go#compareDatabaseConditionalToActual'],
    },
  ],
};

export default mysql;
