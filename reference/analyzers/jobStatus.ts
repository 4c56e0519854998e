import type {AnalyzerEntry} from '../model';

const jobStatus: AnalyzerEntry = {
  kind: 'analyzer',
  key: 'jobStatus',
  title: 'Job Status',
  summary: 'Checks how many pods of a Job succeeded or failed, or lists every Job that has failed pods and is not complete.',
  goType: {name: 'JobStatus', source: 'pkg/apis/troubleshoot/v1beta2/analyzer_shared.go#JobStatus'},
  fields: [
    {
      name: 'name',
      type: 'string',
      description: 'The Job to check. Without it the analyzer ignores `outcomes` and reports every Job in scope that has failed pods and is not complete.',
      notes: [
        {
          text: 'Without `name`, or with `name` and no `outcomes`, a Job gets a fail result titled `<namespace>/<name> Job Status` with the message `The job <namespace>/<name> is not complete` when `status.failed` is above 0 and it has not finished: `status.succeeded` differs from `spec.completions`, or, without `spec.completions`, is 1 or less. Every other Job gets no result, including one that is still running without a failure.',
          source: ['pkg/analyze/job_status.go#getDefaultJobResult', 'pkg/analyze/job_status.go#analyzeAllJobStatuses'],
        },
        {
          text: 'A named Job that is not in its namespace\'s file gives a fail titled `<name> Job Status` with the message `The job "<name>" was not found`. The outcomes are not consulted, and there is no `absent` condition.',
          source: ['pkg/analyze/job_status.go#analyzeOneJobStatus'],
        },
      ],
    },
    {
      name: 'namespace',
      type: 'string',
      description: 'The namespace of the Job. With `name`, it is needed: the analyzer reads only that namespace\'s file.',
      notes: [
        {
          text: 'With `name` set and `namespace` empty, the analyzer looks for a file that does not exist and shows no result at all.',
          source: ['pkg/analyze/job_status.go#analyzeOneJobStatus', 'pkg/analyze/download.go#fileContentProvider.getChildFileContents'],
        },
        {
          text: 'Without `name`, `namespace` does not narrow the sweep. Unless `namespaces` is set, every collected namespace is read as well, so the Jobs of `namespace` are reported twice and those of all other namespaces once.',
          source: ['pkg/analyze/job_status.go#analyzeAllJobStatuses'],
        },
      ],
    },
    {
      name: 'namespaces',
      type: 'string[]',
      description: 'Without `name`: the namespaces to sweep. This is the only field that limits the sweep; without it, every collected namespace is read. Ignored when `name` is set.',
    },
  ],
  reads: [
    {
      path: 'cluster-resources/jobs/<namespace>.json',
      writtenBy: ['clusterResources'],
      description: 'The Jobs of one namespace, as the API server listed them; in a sweep without `namespaces`, every such file.',
    },
  ],
  outcomes: {
    hasOutcomes: true,
    when: 'status-count-job',
    examples: ['failed > 0', 'succeeded >= 1', 'succeeded = 3', 'failed == 0'],
    order: {
      text: 'With `name`, outcomes are tried from top to bottom and the first that holds gives the result; an outcome without `when` always holds.',
      source: ['pkg/analyze/job_status.go#jobStatus'],
    },
    noMatch: {
      text: 'The result has the check\'s title but no severity and no message. `preflight` leaves it out of its text, JSON and YAML output and shows it unmarked in the interactive view; `analysis.json` and the `support-bundle` output give it an empty severity. It does not change the exit code.',
      source: ['pkg/analyze/job_status.go#jobStatus', 'pkg/preflight/text_results.go#ShowTextResultsStructured', 'pkg/preflight/text_results.go#outputResult', 'pkg/convert/supportbundle.go#FromAnalyzerResult', 'pkg/preflight/run.go#checkOutcomesToExitCode'],
    },
  },
  gotchas: [
    {
      title: 'Only `succeeded` and `failed`',
      text: 'A condition names `succeeded` or `failed`, in lower case, then an operator and a number, each separated by one space. There is no counter for active pods and no `!=`. Any other form is an error: the check is dropped from the results, and only a log line printed with `--debug` or `-v` says why.',
      source: ['pkg/analyze/job_status.go#compareJobStatusToWhen', 'pkg/analyze/download.go#AnalyzeLocal', 'pkg/logger/logger.go#SetupLogger'],
    },
    {
      title: '`namespace` alone sweeps everything',
      text: 'In a sweep, set `namespaces`, not `namespace`. With only `namespace`, the analyzer reads that namespace and then every namespace, and reports the Jobs of the first one twice.',
      source: ['pkg/analyze/job_status.go#analyzeAllJobStatuses'],
    },
    {
      title: 'Finished Jobs may be gone',
      text: 'The analyzer sees only the Jobs that existed when `clusterResources` ran. A Job removed by `ttlSecondsAfterFinished` or by its CronJob\'s history limit is reported as not found when named, and is missing from a sweep.',
      source: ['pkg/analyze/job_status.go#analyzeOneJobStatus'],
    },
    {
      title: '`checkName` is not the title',
      text: 'With `name`, the result is titled `<name> Status` when `outcomes` are given (whether one matched or not), `<name> Job Status` when the Job is not found, and `<namespace>/<name> Job Status` without `outcomes`; a sweep also uses `<namespace>/<name> Job Status`. `checkName` only appears in log lines, which are printed only with `--debug` or `-v`.',
      source: ['pkg/analyze/job_status.go#jobStatus', 'pkg/analyze/job_status.go#analyzeOneJobStatus', 'pkg/analyze/job_status.go#getDefaultJobResult', 'pkg/logger/logger.go#SetupLogger'],
    },
  ],
};

export default jobStatus;
