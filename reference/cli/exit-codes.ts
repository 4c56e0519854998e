import type {ExitCode} from './model';

/**
 * The exit codes of both binaries (constants in pkg/constants/constants.go), the commands that can
 * end with each, and every situation that produces it. `commands` follows cli.json exactly.
 */

const preflightCommands = [
  'preflight',
  'preflight version',
  'preflight oci-fetch',
  'preflight template',
  'preflight docs',
  'preflight convert',
  'preflight lint',
];

const supportBundleCommands = [
  'support-bundle',
  'support-bundle analyze',
  'support-bundle redact',
  'support-bundle diff',
  'support-bundle schedule',
  'support-bundle schedule create',
  'support-bundle schedule list',
  'support-bundle schedule delete',
  'support-bundle schedule daemon',
  'support-bundle schedule daemon start',
  'support-bundle upload',
  'support-bundle lint',
  'support-bundle version',
];

export const exitCodes: ExitCode[] = [
  {
    code: 0,
    commands: [...preflightCommands, ...supportBundleCommands],
    meaning: 'The command ended without an error. For `preflight`, no check that gave a result warned or failed.',
    when: [
      {
        text: '`preflight`: every analyzer result that has a severity is a pass. Analyzers that gave no result, or one that is neither pass, warn nor fail (an unknown key, an in-cluster analyzer that returned an error, no outcome that matched, `exclude`), do not count, and `strict` plays no part. A host analyzer that returns an error is different: it shows as a failed check and gives 3.',
        source: ['pkg/preflight/run.go#checkOutcomesToExitCode', 'pkg/analyze/download.go#AnalyzeLocal', 'pkg/analyze/analyzer.go#Analyze', 'pkg/analyze/analyzer.go#HostAnalyze'],
      },
      {
        text: '`preflight`: there was nothing to run, and a line starting with `Warning:` says why. No Preflight or HostPreflight was found (a spec URL that could not be downloaded and a document that is not valid YAML are skipped, not rejected), a spec has no analyzers or only excluded ones, or a HostPreflight has no host collectors (remote collectors alone do not count) or only excluded ones.',
        source: ['pkg/preflight/validate_specs.go#validatePreflight', 'pkg/preflight/validate_specs.go#validatePreflightSpecItems', 'pkg/preflight/validate_specs.go#validateHostPreflightSpecItems', 'internal/specs/specs.go#LoadFromCLIArgs', 'pkg/loader/loader.go#specLoader.loadFromStrings'],
      },
      {
        text: '`preflight --dry-run` printed the specs.',
        source: ['pkg/preflight/run.go#RunPreflights'],
      },
      {
        text: '`preflight` in interactive mode with a HostPreflight, run by a user other than root: the answer `yes` to the question about rerunning with sudo ends the run before any check.',
        source: ['pkg/preflight/run.go#RunPreflights'],
      },
      {
        text: '`support-bundle` interrupted with Ctrl-C (SIGINT) while it collects: it exits with 0, not with an error code.',
        source: ['cmd/troubleshoot/cli/run.go#runTroubleshoot'],
      },
      {
        text: '`support-bundle --verify-tokenization`: the check passed, and the command stops right after it without collecting.',
        source: ['cmd/troubleshoot/cli/run.go#ValidateTokenizationFlags'],
      },
      {
        text: 'Any other command that finished its work, such as `version`, `template`, `docs`, `convert`, and `lint` with no error in any file (warnings allowed).',
        source: ['cmd/preflight/cli/root.go#InitAndExecute', 'cmd/troubleshoot/cli/root.go#InitAndExecute'],
      },
    ],
  },
  {
    code: 1,
    constant: 'EXIT_CODE_CATCH_ALL',
    commands: [...preflightCommands, ...supportBundleCommands],
    meaning: 'An error with no code of its own, or an interrupted `preflight`.',
    when: [
      {
        text: 'Any error that carries no exit code: an unknown flag, a wrong number of arguments, a file that cannot be read or written, a template that does not render in `template` or `docs`, a failed pull in `oci-fetch`. The message follows `Error:` on standard error; `support-bundle` prints that line twice, once from cobra and once from its own handler.',
        source: ['cmd/preflight/cli/root.go#InitAndExecute', 'cmd/troubleshoot/cli/root.go#InitAndExecute'],
      },
      {
        text: '`preflight` interrupted with Ctrl-C (SIGINT) while it loads specs, collects or analyzes. In the interactive results view, Ctrl-C only closes the view, like `q`, and the code follows the results.',
        source: ['pkg/preflight/run.go#RunPreflights', 'pkg/preflight/interactive_results.go#showInteractiveResults'],
      },
      {
        text: '`preflight` could not collect: a missing permission with `--collect-without-permissions=false`, a permission check that could not be made, `--since` and `--since-time` given together or not parsable, a `--selector` that does not parse, host collector results that could not be redacted, or no data collected at all. A remote or host collector that fails does not stop the run: its error is recorded and its analyzers lack data.',
        source: ['pkg/preflight/run.go#collectInCluster', 'pkg/preflight/collect.go#CollectWithContext', 'pkg/preflight/run.go#parseTimeFlags', 'pkg/preflight/run.go#collectRemote', 'pkg/preflight/collect.go#CollectHostWithContext', 'pkg/preflight/collect.go#CollectRemoteWithContext', 'pkg/preflight/run.go#RunPreflights'],
      },
      {
        text: '`preflight` finished with no analyzer result at all (`completed with no analysis results`): every analyzer was unknown, failed or matched no outcome. The preflight bundle is saved first.',
        source: ['pkg/preflight/run.go#RunPreflights'],
      },
      {
        text: '`preflight` could not show its results after the checks ran: the interactive view could not start (no terminal), `--format` is not `human`, `json` or `yaml`, or the `-o` file could not be written.',
        source: ['pkg/preflight/interactive_results.go#showInteractiveResults', 'pkg/preflight/text_results.go#showTextResults'],
      },
      {
        text: '`preflight` could not write the preflight bundle. As the code stands, this is what happens whenever the remote collectors of a HostPreflight return data: they keep it in memory, and writing the archive looks for every file on disk.',
        source: ['pkg/preflight/run.go#RunPreflights', 'pkg/preflight/collect.go#CollectRemoteWithContext', 'pkg/collect/result.go#CollectorResult.ArchiveBundle'],
      },
      {
        text: '`--dry-run` of either binary could not turn the specs into YAML.',
        source: ['pkg/preflight/run.go#RunPreflights', 'cmd/troubleshoot/cli/run.go#runTroubleshoot'],
      },
      {
        text: '`lint` of either binary could not run: a file is missing, a templated v1beta3 file was given without `--values` or `--set`, a values file or `--set` value cannot be used, or `--fix` cannot write a file back.',
        source: ['cmd/preflight/cli/lint.go#runLint', 'pkg/lint/lint.go#LintFiles'],
      },
      {
        text: '`support-bundle` found no collectors to run, or could not read a spec from standard input (`-`). In `preflight`, the same read failure gives 2.',
        source: ['cmd/troubleshoot/cli/run.go#loadSpecs', 'internal/specs/specs.go#LoadFromCLIArgs'],
      },
    ],
  },
  {
    code: 2,
    constant: 'EXIT_CODE_SPEC_ISSUES',
    commands: ['preflight', 'preflight lint', 'support-bundle', 'support-bundle lint'],
    meaning: 'The specs could not be loaded, or `lint` found an error.',
    when: [
      {
        text: 'A spec argument cannot be resolved: a path that is neither an existing file nor a URL, a `secret/` or `configmap/` argument with fewer than three or more than four parts or naming an object that cannot be read, an `oci://` pull that fails or finds no release. In `support-bundle`, also a search for specs in the cluster that fails when nothing else was loaded.',
        source: ['internal/specs/specs.go#LoadFromCLIArgs', 'internal/specs/specs.go#LoadFromCluster'],
      },
      {
        text: 'A document with a Troubleshoot apiVersion decodes to a type that is not one of the spec kinds (a list kind such as `SupportBundleList`), or a v1beta3 SupportBundle cannot be decoded or its secret references resolved. A Secret, ConfigMap or other document that cannot be decoded does not give this code: it is skipped.',
        source: ['pkg/loader/loader.go#specLoader.loadFromStrings', 'pkg/loader/loader.go#specLoader.loadFromSplitDocs', 'pkg/loader/loader.go#specLoader.loadV1Beta3Spec'],
      },
      {
        text: '`preflight`: any error while reading the specs gets this code, which also covers no usable kubeconfig, a templated v1beta3 file without `--values` or `--set`, a values file that cannot be read or parsed, a template that does not render, and a failed read of standard input.',
        source: ['pkg/preflight/run.go#RunPreflights', 'pkg/preflight/read_specs.go#readSpecs', 'pkg/preflight/read_specs.go#preprocessV1Beta3Specs'],
      },
      {
        text: '`lint` of either binary: at least one file has an error. Warnings alone give 0.',
        source: ['cmd/preflight/cli/lint.go#runLint', 'cmd/troubleshoot/cli/lint.go#runLint'],
      },
    ],
  },
  {
    code: 3,
    constant: 'EXIT_CODE_FAIL',
    commands: ['preflight'],
    meaning: 'At least one check failed.',
    when: [
      {
        text: '`preflight`: at least one analyzer result is a fail, whatever the other results are. No `Error:` line is printed: the results say what failed. In interactive mode the code comes when you leave the view.',
        source: ['pkg/preflight/run.go#checkOutcomesToExitCode', 'pkg/preflight/run.go#RunPreflights', 'cmd/preflight/cli/root.go#InitAndExecute'],
      },
    ],
  },
  {
    code: 4,
    constant: 'EXIT_CODE_WARN',
    commands: ['preflight'],
    meaning: 'No check failed, and at least one warned.',
    when: [
      {
        text: '`preflight`: no analyzer result is a fail and at least one is a warn. No `Error:` line is printed, and the `human` format still ends with `PASS`.',
        source: ['pkg/preflight/run.go#checkOutcomesToExitCode', 'cmd/preflight/cli/root.go#InitAndExecute', 'pkg/preflight/text_results.go#showTextResultsHuman'],
      },
    ],
  },
];

