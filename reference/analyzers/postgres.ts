import type {AnalyzerEntry, Behaviour, Field, SourceRef} from '../model';

/**
 * postgres, mysql, redis, mssql, clickhouse and s3Status share the Go type DatabaseAnalyze and one
 * outcome loop (copied into each analyzer). The pieces they share are built here.
 */

/** `collectorName` and `fileName` of DatabaseAnalyze, for one analyzer. */
export function databaseAnalyzerFields(key: string, defaultName: string, directory: string): Field[] {
  return [
    {
      name: 'collectorName',
      type: 'string',
      default: defaultName,
      description: `The \`collectorName\` of the \`${key}\` collector whose result to read: the analyzer opens \`${directory}/<collectorName>.json\`. Without \`checkName\`, it is also the title of the result.`,
      notes: [
        {
          text: `The analyzer and the collector fall back to the same name, \`${defaultName}\`, so one collector and one analyzer can both leave it out. Once the collector has a name, the analyzer needs the same one, or the file is not found and the check is dropped.`,
          source: [`pkg/analyze/${analyzerFile(key)}`, 'pkg/analyze/download.go#AnalyzeLocal'],
        },
      ],
    },
    {
      name: 'fileName',
      type: 'string',
      description: `Accepted because the Go type has it, but the ${key} analyzer never reads it.`,
    },
  ];
}

const analyzerFunctions: Record<string, string> = {
  postgres: 'postgres.go#AnalyzePostgres.analyzePostgres',
  mysql: 'mysql.go#AnalyzeMysql.analyzeMysql',
  redis: 'redis.go#AnalyzeRedis.analyzeRedis',
  mssql: 'mssql.go#analyzeMssql',
  clickhouse: 'clickhouse.go#AnalyzeClickhouse.analyze',
  s3Status: 's3_status.go#AnalyzeS3Status.analyzeS3Status',
};

/** The function of one analyzer that reads the file and walks the outcomes. */
export function analyzerFile(key: string): string {
  return analyzerFunctions[key]!;
}

export const databaseGoType = {name: 'DatabaseAnalyze', source: 'pkg/apis/troubleshoot/v1beta2/analyzer_shared.go#DatabaseAnalyze'};

export function databaseOrder(key: string): Behaviour {
  return {
    text: 'Outcomes are tried from top to bottom and the first that holds gives the result; an outcome without `when` always holds. A `when` the analyzer cannot parse stops it at that outcome: the check is dropped from the results, and only a log line printed with `--debug` or `-v` says why.',
    source: [`pkg/analyze/${analyzerFile(key)}`, 'pkg/analyze/download.go#AnalyzeLocal', 'pkg/logger/logger.go#SetupLogger'],
  };
}

export function databaseNoMatch(key: string): Behaviour {
  return {
    text: 'The result has the check\'s title but no severity and no message. `preflight` leaves it out of its text, JSON and YAML output and shows it unmarked in the interactive view; `analysis.json` and the `support-bundle` output give it an empty severity. It does not change the exit code. End the list with an outcome without `when` to avoid that.',
    source: [
      `pkg/analyze/${analyzerFile(key)}`,
      'pkg/preflight/text_results.go#ShowTextResultsStructured',
      'pkg/preflight/text_results.go#outputResult',
      'pkg/convert/supportbundle.go#FromAnalyzerResult',
      'pkg/preflight/run.go#checkOutcomesToExitCode',
    ],
  };
}

/** Gotchas every database analyzer has. */
export function databaseGotchas(key: string, compare: SourceRef, collectorSource: SourceRef): Behaviour[] {
  return [
    {
      title: 'No collector, no check',
      text: `The ${key} collector never runs unless the spec lists it. Without its file, or with a \`collectorName\` that differs from the collector's, the analyzer fails to read \`${key}/<collectorName>.json\` and the check is left out of the results; only a log line printed with \`--debug\` or \`-v\` says "An analyzer failed to run".`,
      source: [`pkg/analyze/${analyzerFile(key)}`, 'pkg/analyze/download.go#AnalyzeLocal', 'pkg/logger/logger.go#SetupLogger'],
    },
    {
      title: 'Check `connected` before `version`',
      text: 'The collector records a version only when it reached the server. A `version` condition evaluated against a failed connection has nothing to parse, which is an error: the whole check disappears instead of failing. Put a `connected == false` outcome above every `version` outcome.',
      source: [compare, collectorSource],
    },
    {
      title: 'A misspelled first word is silently false',
      text: 'Only `connected` and `version`, in lower case, are understood. Any other first word (`Connected`, `status`) makes that outcome never match, without an error.',
      source: [compare],
    },
  ];
}

/** The gotcha of the analyzers that add the collector's error to a matching `fail` message. */
export function appendedErrorGotcha(key: string, errorText = 'a driver message that may include the host name'): Behaviour {
  return {
    title: 'The error is appended to fail messages',
    text: `When a \`fail\` outcome with a \`when\` matches and the collector recorded an error, the analyzer adds a space and that error text (${errorText}) to your message. A \`fail\` without \`when\` and the other severities print your message unchanged.`,
    source: [`pkg/analyze/${analyzerFile(key)}`],
  };
}

/** `x` and pre-release suffixes in the blang-based `database` grammar. */
export const semverVersionGotcha: Behaviour = {
  title: '`x` is not a wildcard',
  text: 'Every `x` in the condition\'s version becomes `0` before it is read, so `version == 16.x` holds only for 16.0.0 and `version < 16.x` means below 16.0.0. Compare with `>=` and `<` against whole numbers instead: `version >= 16` and `version < 17`.',
  source: ['pkg/analyze/database_shared.go#compareDatabaseConditionalToActual'],
};

const postgres: AnalyzerEntry = {
  kind: 'analyzer',
  key: 'postgres',
  title: 'PostgreSQL',
  summary: 'Checks whether the postgres collector reached its PostgreSQL server and compares the version the server reported.',
  goType: databaseGoType,
  fields: databaseAnalyzerFields('postgres', 'postgres', 'postgres'),
  reads: [
    {
      path: 'postgres/<collectorName>.json',
      writtenBy: ['postgres'],
      description: 'Whether the connection worked, the version number taken from `select version()`, and the error when something failed.',
    },
  ],
  outcomes: {
    hasOutcomes: true,
    when: 'database',
    examples: ['connected == false', 'connected == true', 'version < 14', 'version >= 16.2'],
    order: databaseOrder('postgres'),
    noMatch: databaseNoMatch('postgres'),
  },
  gotchas: [
    ...databaseGotchas('postgres', 'pkg/analyze/database_shared.go#compareDatabaseConditionalToActual', 'pkg/collect/postgres.go#CollectPostgres.Collect'),
    {
      title: 'An unreadable version string',
      text: 'The collector keeps the number after `PostgreSQL ` in the server\'s version string. When that text is missing (a proxy or a compatible server that words it differently), it records the version `Unknown` together with an error while `connected` stays true, and every `version` condition then fails to parse.',
      source: ['pkg/collect/postgres.go#parsePostgresVersion', 'pkg/collect/postgres.go#CollectPostgres.Collect', 'pkg/analyze/database_shared.go#compareDatabaseConditionalToActual'],
    },
    semverVersionGotcha,
    appendedErrorGotcha('postgres'),
  ],
};

export default postgres;
