import type {Behaviour} from '../model';
import type {CliCommand, CliFlag} from './model';

/**
 * The `preflight` binary (cmd/preflight): the root command and its subcommands, with their flags
 * in the order the code registers them. Descriptions are ours; types, defaults and shorthands are
 * the code's (tests/unit/cli.spec.ts compares them with cli.json).
 */

const rootEnv = {prefix: 'PREFLIGHT', keyReplacer: true, viaViper: true};

/** Said of every subcommand that inherits the root's persistent flags but never reads them. */
const persistentFlagsIgnored: Behaviour = {
  text: 'It accepts the persistent flags of `preflight` (`--interactive`, `--format`, `--selector` and the rest), since cobra passes them down, but none of them changes what it does.',
  source: ['cmd/preflight/cli/root.go#RootCmd', 'pkg/preflight/flags.go#AddFlags'],
};

const sinceNote: Behaviour = {
  text: 'It applies to every `logs` collector of the Preflight specs and to nothing else. It replaces each collector\'s own `limits`, and since a start time turns the line and byte caps off, the whole log after that time is saved.',
  source: ['pkg/preflight/run.go#parseTimeFlags', 'pkg/collect/logs.go#setLogLimits'],
};

const sinceConflict: Behaviour = {
  text: '`--since` and `--since-time` cannot be combined, and a value that does not parse stops the run with exit code 1. Both are checked only when a Preflight spec is present.',
  source: ['pkg/preflight/run.go#parseTimeFlags', 'pkg/preflight/run.go#collectInCluster'],
};

const rootFlags: CliFlag[] = [
  {
    name: 'interactive',
    type: 'bool',
    default: 'true',
    description:
      'Show the results in a full-screen terminal view: arrow keys move through the checks, `s` saves them to a text file, `q` quits. With `--interactive=false`, the results are printed as text instead, for scripts and CI jobs.',
    notes: [
      {
        text: 'Nothing checks for a terminal. Without one, as in most CI jobs, the checks run and the preflight bundle is saved, then the view cannot start and the command ends with exit code 1 without showing any result. Pass `--interactive=false` wherever no one is watching.',
        source: ['pkg/preflight/run.go#RunPreflights', 'pkg/preflight/interactive_results.go#showInteractiveResults'],
      },
      {
        text: 'With a HostPreflight and a user other than root, interactive mode first asks whether to stop and rerun with sudo. `yes` ends the run with exit code 0 before any check. The question reads standard input and asks again without end when input is closed, as it is after `-` read the spec from it.',
        source: ['pkg/preflight/run.go#RunPreflights', 'internal/util/util.go#PromptYesNo'],
      },
      {
        text: 'The exit code does not depend on the mode: in interactive mode it is returned once you leave the view.',
        source: ['pkg/preflight/run.go#RunPreflights'],
      },
      {
        text: 'While the checks run, interactive mode draws a `Running Preflight Checks` spinner on standard output. With `--interactive=false` there is no spinner: progress lines go to standard error and the results to standard output, so `--format=json` output can be piped to `jq`.',
        source: ['pkg/preflight/run.go#collectInteractiveProgress', 'pkg/preflight/run.go#collectNonInteractiveProgess', 'pkg/preflight/text_results.go#showTextResults'],
      },
    ],
  },
  {
    name: 'format',
    type: 'string',
    default: 'human',
    description: 'The form of the printed results: `human`, `json` or `yaml`.',
    notes: [
      {
        text: 'Read only with `--interactive=false`. The interactive view, and the file its `s` key saves, ignore it.',
        source: ['pkg/preflight/run.go#RunPreflights', 'pkg/preflight/output_to_file.go#outputToFile'],
      },
      {
        text: 'Any other value is caught only at the end: the checks run and the bundle is saved, then the command fails with `unknown output format` and exit code 1.',
        source: ['pkg/preflight/text_results.go#showTextResults'],
      },
      {
        text: '`human` ends with `PASS` whenever no check failed, warnings included, so its last line does not tell a run with warnings apart: the `--- WARN:` lines above it and exit code 4 do. In `json` and `yaml`, a list with no entries is left out, so a run where everything passed has only `pass`.',
        source: ['pkg/preflight/text_results.go#showTextResultsHuman', 'pkg/preflight/text_results.go#TextOutput'],
      },
    ],
  },
  {
    name: 'collector-image',
    type: 'string',
    default: '',
    defaultText: '`replicated/troubleshoot:latest`',
    description: 'The image of the pods that run remote collectors on the nodes.',
    notes: [
      {
        text: 'Only the remote collectors of a HostPreflight use it. No collector of a Preflight starts this image, and remote collectors run only when their HostPreflight also has host collectors: with `remoteCollectors` alone, the run stops at `Warning: No collectors found` with exit code 0.',
        source: ['pkg/preflight/run.go#collectRemote', 'pkg/collect/runner.go#createCollectorPod', 'pkg/preflight/validate_specs.go#validateHostPreflightSpecItems'],
      },
    ],
  },
  {
    name: 'collector-pullpolicy',
    type: 'string',
    default: '',
    defaultText: '`Always`',
    description: 'The image pull policy of those pods: `Always`, `IfNotPresent` or `Never`.',
  },
  {
    name: 'collect-without-permissions',
    type: 'bool',
    default: 'true',
    description:
      'Go on when the permission check before collection shows that the current user may not run some collectors. Those collectors are skipped (except `clusterResources`, which runs anyway), and the preflight bundle lists them in `skipped-collectors.json`.',
    notes: [
      {
        text: 'With `--collect-without-permissions=false`, one missing permission stops the run before anything is collected, with exit code 1. A spec with `uploadResultsTo` posts the permission errors there.',
        source: ['pkg/preflight/collect.go#CollectWithContext', 'pkg/preflight/run.go#collectInCluster', 'pkg/preflight/upload_results.go#uploadErrors'],
      },
      {
        text: 'The RBAC check also covers the two collectors that every run of a Preflight document adds by default, whether or not an analyzer requires their files: `clusterInfo`, which asks for nothing, and `clusterResources`, which asks for cluster-wide rights, so a user limited to namespaces fails it on every such run. With the default, those errors are only printed; with `=false`, they stop the run. A HostPreflight alone runs no RBAC check.',
        source: ['pkg/preflight/collect.go#CollectWithContext', 'pkg/apis/troubleshoot/v1beta2/collector_shared.go#Collect.AccessReviewSpecs'],
      },
    ],
  },
  {
    name: 'selector',
    type: 'string',
    default: '',
    defaultText: 'every node',
    description: 'A label selector over nodes, such as `kubernetes.io/os=linux`: remote collectors run only on the nodes it matches.',
    notes: [
      {
        text: 'This is a node selector for the remote collectors of a HostPreflight, and it filters nothing else. It is unrelated to `support-bundle --selector`, which picks the Secrets and ConfigMaps that hold specs. A selector that does not parse stops remote collection with exit code 1.',
        source: ['pkg/preflight/run.go#collectRemote', 'pkg/collect/util.go#listNodesInSelector'],
      },
    ],
  },
  {
    name: 'since-time',
    type: 'string',
    default: '',
    description: 'Collect only the log lines written after this RFC 3339 time, zone included, such as `2026-01-31T08:00:00Z` or `2026-01-31T09:00:00+01:00`.',
    notes: [sinceNote, sinceConflict],
  },
  {
    name: 'since',
    type: 'string',
    default: '',
    description: 'Collect only the log lines newer than this Go duration, such as `30m` or `2h`.',
    notes: [sinceNote, sinceConflict],
  },
  {
    name: 'output',
    shorthand: 'o',
    type: 'string',
    default: '',
    description:
      'With `--interactive=false`, write the results to this file instead of standard output; the command then prints `Output written to` and the path. In the interactive view, the file the `s` key saves to.',
    notes: [
      {
        text: 'In the interactive view without `-o`, `s` saves `<spec name>-results-<time>.txt` in the current directory, as plain text whatever `--format` says. A file already at the path is replaced, and when its directory does not exist, nothing is saved and nothing says so.',
        source: ['pkg/preflight/output_to_file.go#outputToFile', 'pkg/preflight/interactive_results.go#showInteractiveResults'],
      },
    ],
  },
  {
    name: 'debug',
    type: 'bool',
    default: 'false',
    description: 'Print the log messages of the run on standard error, and a summary of its traced steps at the end.',
    notes: [
      {
        text: 'Without `--debug` or `-v`, every log message is silenced, warnings included: a `spec.uri` that could not be fetched, or an analyzer that failed and was left out, leaves no trace.',
        source: ['pkg/logger/logger.go#SetupLogger', 'pkg/analyze/download.go#AnalyzeLocal'],
      },
    ],
  },
  {
    name: 'dry-run',
    type: 'bool',
    default: 'false',
    description:
      'Print the specs as YAML and stop before collecting anything. What is printed is what would run: templates rendered, `spec.uri` followed, specs merged, with `apiVersion: troubleshoot.sh/v1beta2`.',
    notes: [
      {
        text: 'It still needs a Kubernetes client configuration, still asks the sudo question for a HostPreflight in interactive mode, and prints a warning instead of YAML when a spec has no analyzers.',
        source: ['pkg/preflight/run.go#RunPreflights', 'pkg/preflight/read_specs.go#readSpecs'],
      },
    ],
  },
  {
    name: 'no-uri',
    type: 'bool',
    default: 'false',
    description: 'Run each spec as given, without replacing it with the document its `spec.uri` points to.',
  },
  {
    name: 'auto-update',
    type: 'bool',
    default: 'true',
    description:
      'Before running, ask GitHub for the latest release and, when it is newer, install it over the running binary. Installs from Homebrew or krew only get a message with the upgrade command.',
    notes: [
      {
        text: '`PREFLIGHT_AUTO_UPDATE=0` or `false` (any case) turns it off like `--auto-update=false`; set it in CI images that pin a version. The same variable is also read as the flag\'s environment form, so any value other than `1`, `t`, `T`, `TRUE`, `true` or `True` turns it off as well. Only `preflight` itself checks, never a subcommand, and builds without a version never update.',
        source: ['cmd/preflight/cli/root.go#RootCmd', 'cmd/preflight/cli/root.go#initConfig', 'pkg/updater/updater.go#CheckAndUpdate'],
      },
      {
        text: 'Replacing the binary works only with the Linux archives: the download asks for `preflight_<os>_<arch>.tar.gz`, while macOS releases ship one `darwin_all` archive and Windows ones are `.zip`. The failure is discarded, so after `Updating preflight from ...` the old binary simply runs.',
        source: ['pkg/updater/updater.go#assetDownloadURL', 'cmd/preflight/cli/root.go#RootCmd'],
      },
      {
        text: 'The run in progress goes on with the old binary. When GitHub cannot be reached, `Skipping auto-update` is printed on standard error and the run goes on.',
        source: ['pkg/updater/updater.go#CheckAndUpdate'],
      },
    ],
  },
  {
    name: 'values',
    type: 'stringSlice',
    default: '[]',
    description:
      'YAML files of values for spec files with `apiVersion: troubleshoot.sh/v1beta3` that contain template expressions. Repeat the flag or separate paths with commas; later files win, key by key.',
    notes: [
      {
        text: 'Only local files are rendered. A spec from standard input, a URL, `oci://`, `secret/` or `configmap/` is read as it is, and a document that then is not valid YAML is skipped without a message.',
        source: ['pkg/preflight/read_specs.go#preprocessV1Beta3Specs', 'pkg/loader/loader.go#specLoader.loadFromStrings'],
      },
      {
        text: 'A local v1beta3 file containing `{{` and `}}` given without `--values` or `--set` stops the run with exit code 2. Files of other API versions are never rendered.',
        source: ['pkg/preflight/read_specs.go#preprocessV1Beta3Specs', 'pkg/preflight/run.go#RunPreflights'],
      },
    ],
  },
  {
    name: 'set',
    type: 'stringSlice',
    default: '[]',
    description: 'Values in Helm `--set` form, such as `kubernetes.minVersion=1.29.0`, applied on top of the `--values` files.',
    notes: [
      {
        text: 'Unlike `preflight template`, the root command keeps a leading `Values.` in the key: `--set Values.x=1` sets `.Values.Values.x`.',
        source: ['pkg/preflight/read_specs.go#preprocessV1Beta3Specs', 'pkg/preflight/template.go#applySetValue'],
      },
    ],
  },
  {
    name: 'v',
    shorthand: 'v',
    type: 'Level',
    default: '0',
    description: 'The log verbosity, such as `-v=2` to follow how specs are loaded and collectors run.',
    notes: [
      {
        text: 'Giving it at all, even `-v=0`, turns log output and the closing trace summary on, as `--debug` does.',
        source: ['pkg/logger/logger.go#SetupLogger', 'cmd/preflight/cli/root.go#RootCmd'],
      },
    ],
  },
  {
    name: 'cpuprofile',
    type: 'string',
    default: '',
    description: 'Write a Go CPU profile of the run to this file.',
    notes: [
      {
        text: 'Every subcommand accepts it, but only `preflight` itself profiles, and only a run that ends with exit code 0 stops the profile: after a warning, a failure or an error the file is created but stays empty.',
        source: ['cmd/internal/util/profilers.go#StartProfiling', 'cmd/internal/util/profilers.go#StopProfiling', 'cmd/preflight/cli/root.go#RootCmd'],
      },
    ],
  },
  {
    name: 'memprofile',
    type: 'string',
    default: '',
    description: 'Write a Go memory profile to this file when the run ends without an error.',
    notes: [
      {
        text: 'Every subcommand accepts it, but only `preflight` itself writes a profile, and only when the run ends with exit code 0: the profile is written after the command returns without an error, so a run with warnings (4), failures (3) or an error leaves no file.',
        source: ['cmd/internal/util/profilers.go#StopProfiling', 'cmd/preflight/cli/root.go#RootCmd'],
      },
    ],
  },
];

const root: CliCommand = {
  path: 'preflight',
  use: 'preflight [url]',
  summary:
    'Runs the checks of one or more Preflight and HostPreflight specs, shows pass, warn or fail for each, and exits with a code that sums them up.',
  env: rootEnv,
  kubectlFlags: true,
  flags: rootFlags,
  notes: [
    {
      text: 'Each argument is a spec source: a file, `-` for standard input, an `http://` or `https://` URL, `oci://<registry>/<path>[:<tag>]`, `secret/<namespace>/<name>[/<key>]` or `configmap/<namespace>/<name>[/<key>]`. At least one is required, and there is no `run` subcommand.',
      source: ['internal/specs/specs.go#LoadFromCLIArgs', 'cmd/preflight/cli/root.go#RootCmd'],
    },
    {
      text: 'Loading the specs builds a Kubernetes client first. A spec that only has host collectors never uses it, so no kubeconfig is needed (the client then points at `http://localhost:8080`); a `--kubeconfig` path that does not exist stops the command with exit code 2 all the same.',
      source: ['pkg/preflight/read_specs.go#readSpecs', 'pkg/k8sutil/config.go#GetRESTConfig', 'pkg/preflight/run.go#RunPreflights'],
    },
    {
      text: 'Every flag of this command can also be set as `PREFLIGHT_` and its name in capitals with `_` for `-`, such as `PREFLIGHT_INTERACTIVE=false`. In a variable, the values of a list flag such as `--values` or `--set` are separated by spaces, not commas. Of the kubectl connection flags, only `--namespace` and `--request-timeout` are read that way; `PREFLIGHT_KUBECONFIG` or `PREFLIGHT_CONTEXT` change nothing (the Kubernetes client still honours `KUBECONFIG`).',
      source: ['cmd/preflight/cli/root.go#initConfig', 'cmd/preflight/cli/root.go#RootCmd', 'pkg/k8sutil/config.go#GetRESTConfig', 'pkg/preflight/run.go#collectRemote'],
    },
    {
      text: '`--dry-run`, `--no-uri`, `--auto-update`, `--values`, `--set`, `-v` and the kubectl connection flags are registered on `preflight` itself, not passed down: a subcommand rejects them unless it registers a flag of the same name itself, as `template`, `docs` and `lint` do for `--values` and `--set` and `oci-fetch` does for `-v`. Those are separate flags with their own meaning.',
      source: ['cmd/preflight/cli/root.go#RootCmd', 'cmd/preflight/cli/template.go#TemplateCmd', 'cmd/preflight/cli/docs.go#DocsCmd', 'cmd/preflight/cli/lint.go#LintCmd', 'cmd/preflight/cli/oci_fetch.go#OciFetchCmd'],
    },
  ],
};

const version: CliCommand = {
  path: 'preflight version',
  use: 'version',
  summary: 'Prints `Replicated Troubleshoot` followed by the version of the binary.',
  env: {prefix: 'PREFLIGHT', keyReplacer: false, viaViper: false},
  flags: [],
};

const ociFetch: CliCommand = {
  path: 'preflight oci-fetch',
  use: 'oci-fetch [URI]',
  summary: 'Pulls the preflight spec an application vendor published to an OCI registry and prints it on standard output.',
  env: rootEnv,
  flags: [
    {
      name: 'v',
      shorthand: 'v',
      type: 'Level',
      default: '0',
      description: 'The log verbosity; giving it at all shows the log messages of the pull.',
      notes: [
        {
          text: 'Giving it at all, even `-v=0`, turns log output on.',
          source: ['pkg/logger/logger.go#SetupLogger'],
        },
      ],
    },
  ],
  notes: [
    {
      text: '`oci://<registry>/<path>[:<tag>]` stands for the image `<registry>/<path>/replicated-preflight:<tag>`, `latest` when no tag is given, and only its layer of media type `replicated.preflight.spec` is printed. An image that does not exist gives `no release found` and exit code 1.',
      source: ['pkg/oci/pull.go#parseURI', 'pkg/oci/pull.go#pullFromOCI', 'pkg/oci/pull.go#PullPreflightFromOCI'],
    },
    {
      text: 'Registry credentials come from Helm\'s registry configuration, `~/.config/helm/registry/config.json`. A missing file counts as an empty store, not as a failure, so Docker\'s configuration is used only when that file exists but cannot be read or parsed; credentials saved by `docker login` alone are not found.',
      source: ['pkg/oci/pull.go#pullFromOCI'],
    },
    {
      text: 'It accepts the persistent flags of `preflight` (`--interactive`, `--format`, `--selector` and the rest), since cobra passes them down. Only `--debug` has an effect: like `-v`, it shows the log messages of the pull.',
      source: ['cmd/preflight/cli/oci_fetch.go#OciFetchCmd', 'pkg/logger/logger.go#SetupLogger', 'pkg/preflight/flags.go#AddFlags'],
    },
  ],
};

const template: CliCommand = {
  path: 'preflight template',
  use: 'template [template-file]',
  summary: 'Renders one templated spec file with values and prints the result, without running any check.',
  env: {prefix: 'PREFLIGHT', keyReplacer: false, viaViper: false},
  flags: [
    {
      name: 'values',
      type: 'stringSlice',
      default: '[]',
      description: 'YAML files of values, merged in order; later files win, key by key.',
    },
    {
      name: 'set',
      type: 'stringSlice',
      default: '[]',
      description: 'Values in Helm `--set` form, applied on top of the files.',
      notes: [
        {
          text: 'A leading `Values.` in the key is dropped, so `--set Values.postgres.enabled=true` and `--set postgres.enabled=true` mean the same.',
          source: ['pkg/preflight/template.go#applySetValue'],
        },
      ],
    },
    {
      name: 'output',
      shorthand: 'o',
      type: 'string',
      default: '',
      description: 'Write the rendered spec to this file, and print a line that says so, instead of printing the spec.',
    },
  ],
  notes: [
    {
      text: 'The engine depends on the first `apiVersion:` line above any `kind:` or `metadata:` line. A value ending in `/v1beta3` gets Helm\'s engine, with `.Values`, `.Release`, `.Chart` and `.Capabilities`. Anything else, a quoted `"troubleshoot.sh/v1beta3"` included, gets plain Go templates with the Sprig functions, where the values are the root object: `.postgres.enabled`, not `.Values.postgres.enabled`.',
      source: ['pkg/preflight/template.go#detectAPIVersion', 'pkg/preflight/template.go#RunTemplate', 'pkg/preflight/template.go#renderLegacyTemplate'],
    },
    {
      text: 'It needs no values, unlike a run. For a v1beta3 file, values that are not given render as empty text, missing parent maps are created, and every `.Values.<path>.enabled` or `.create` the template reads is `false` unless set. The plain Go template path seeds nothing: a missing value prints `<no value>`, and reading below a missing map fails.',
      source: ['pkg/preflight/template.go#RunTemplate', 'pkg/preflight/values_defaults.go#SeedDefaultBooleans', 'pkg/preflight/values_defaults.go#SeedParentMapsForValueRefs'],
    },
    {
      text: 'Its flags are read from the command line only: no `PREFLIGHT_` environment variable applies.',
      source: ['cmd/preflight/cli/template.go#TemplateCmd'],
    },
    persistentFlagsIgnored,
  ],
};

const docs: CliCommand = {
  path: 'preflight docs',
  use: 'docs [preflight-file...]',
  summary: 'Renders templated specs with values and prints, as Markdown, the `docString` of every analyzer left in them.',
  env: {prefix: 'PREFLIGHT', keyReplacer: false, viaViper: true},
  flags: [
    {
      name: 'values',
      type: 'stringSlice',
      default: '[]',
      description: 'YAML files of values, merged in order; later files win, key by key.',
    },
    {
      name: 'set',
      type: 'stringSlice',
      default: '[]',
      description: 'Values in Helm `--set` form, applied on top of the files. A leading `Values.` in the key is dropped.',
    },
    {
      name: 'output',
      shorthand: 'o',
      type: 'string',
      default: '',
      description: 'Write the Markdown to this file instead of standard output.',
    },
  ],
  notes: [
    {
      text: 'A line `Title: <text>` in a `docString` becomes a `###` heading and the rest follows as written. Analyzers without a `docString`, and analyzers the template left out, add nothing. Only the first YAML document of each file is read, and `exclude` is not looked at.',
      source: ['cmd/preflight/cli/docs.go#extractDocStrings', 'cmd/preflight/cli/docs.go#writeMarkdownSection'],
    },
    {
      text: 'A file that mentions `.Values` is rendered with Helm\'s engine, and with plain Go templates when that fails. Like a run, it sets every `.Values.<path>.enabled` or `.create` the template reads to `false` when absent, but unlike a run or `template` it creates no other missing parent map: a template that reads `.Values.a.b` while the values have no `a` fails. Give it the values you run with.',
      source: ['cmd/preflight/cli/docs.go#extractDocs', 'cmd/preflight/cli/docs.go#shouldUseHelmEngine'],
    },
    {
      text: 'It reads `PREFLIGHT_VALUES`, `PREFLIGHT_SET` and `PREFLIGHT_OUTPUT`, the same variables as the root command\'s `--values`, `--set` and `-o`: a `PREFLIGHT_OUTPUT` exported for a run also sends the Markdown to that file.',
      source: ['cmd/preflight/cli/docs.go#DocsCmd', 'cmd/preflight/cli/root.go#initConfig'],
    },
    persistentFlagsIgnored,
  ],
};

const convert: CliCommand = {
  path: 'preflight convert',
  use: 'convert [input-file]',
  summary: 'Writes a templated v1beta3 spec and a values file from a v1beta2 Preflight file: a draft to review, not a finished migration.',
  env: {prefix: 'PREFLIGHT', keyReplacer: false, viaViper: true},
  flags: [
    {
      name: 'output-spec',
      type: 'string',
      default: '',
      defaultText: 'the input path with `-v1beta3` before its extension',
      description: 'Where to write the templated spec.',
    },
    {
      name: 'output-values',
      type: 'string',
      default: '',
      defaultText: 'the input path with `-values` before its extension',
      description: 'Where to write the values file.',
    },
    {
      name: 'dry-run',
      type: 'bool',
      default: 'false',
      description: 'Print both files and the paths they would go to, and write nothing.',
    },
  ],
  notes: [
    {
      text: 'Only `spec.analyzers` is carried over: `collectors`, `remoteCollectors`, `uploadResultsTo` and `uri` are dropped. Of the analyzers, only `clusterVersion`, `customResourceDefinition`, `containerRuntime`, `storageClass`, `distribution` and `nodeResources` are converted; every other analyzer is written one list item per line, and a spec with such an item no longer loads: it is skipped when read, and a run with nothing else ends with a warning and exit code 0.',
      source: ['pkg/convert/v1beta3.go#v1beta3Converter.convert', 'pkg/convert/v1beta3.go#v1beta3Converter.convertAnalyzer', 'pkg/convert/v1beta3.go#v1beta3Converter.wrapWithWarning', 'pkg/loader/loader.go#specLoader.loadFromSplitDocs'],
    },
    {
      text: 'The input must contain the text `troubleshoot.sh/v1beta2` and `kind: Preflight`, and its first YAML document must be that Preflight; a HostPreflight cannot be converted. Output files that exist are overwritten.',
      source: ['cmd/preflight/cli/convert.go#runConvert', 'pkg/convert/v1beta3.go#ConvertToV1Beta3'],
    },
    {
      text: 'The next steps it prints end with `preflight run`, which does not exist: run `preflight <spec> --values <values file>`.',
      source: ['cmd/preflight/cli/convert.go#runConvert'],
    },
    {
      text: 'Its flags are read through viper without turning `-` into `_`, so the variables are `PREFLIGHT_OUTPUT-SPEC`, `PREFLIGHT_OUTPUT-VALUES` and `PREFLIGHT_DRY-RUN`, which most shells cannot export; `PREFLIGHT_DRY_RUN` does not reach it.',
      source: ['cmd/preflight/cli/convert.go#ConvertCmd'],
    },
    persistentFlagsIgnored,
  ],
};

const lint: CliCommand = {
  path: 'preflight lint',
  use: 'lint [spec-files...]',
  summary: 'Checks Preflight and SupportBundle spec files for YAML errors, missing parts and template mistakes; exits with code 2 when it finds an error.',
  env: {prefix: 'PREFLIGHT', keyReplacer: false, viaViper: true},
  flags: [
    {
      name: 'fix',
      type: 'bool',
      default: 'false',
      description: 'Apply the fixes it knows, such as a missing colon or `apiVersion: troubleshoot.sh/v1beta3` for a v1beta2 file with templates, and write them back.',
      notes: [
        {
          text: 'Files are rewritten in place. For a templated v1beta3 file the text it fixes is the rendered spec, so a fix replaces the template with its output.',
          source: ['pkg/lint/lint.go#LintFiles', 'pkg/lint/fixes.go#applyFixesInMemory'],
        },
      ],
    },
    {
      name: 'format',
      type: 'string',
      default: 'text',
      description: 'The form of the report: `text` or `json`. Any other value gives text.',
      notes: [
        {
          text: 'This is not the root command\'s `--format`, but both read `PREFLIGHT_FORMAT`: exporting `PREFLIGHT_FORMAT=json` for a run also turns the lint report into JSON.',
          source: ['pkg/lint/format.go#FormatResults', 'cmd/preflight/cli/lint.go#LintCmd'],
        },
      ],
    },
    {
      name: 'values',
      type: 'stringSlice',
      default: '[]',
      description: 'YAML files of values. A templated v1beta3 file is rendered with them first, and the result is what gets checked.',
      notes: [
        {
          text: 'A templated v1beta3 file without `--values` or `--set` stops the whole command with exit code 1, not 2, before any file is reported.',
          source: ['pkg/lint/lint.go#LintFiles', 'cmd/preflight/cli/lint.go#runLint'],
        },
      ],
    },
    {
      name: 'set',
      type: 'stringSlice',
      default: '[]',
      description: 'Values in Helm `--set` form, applied on top of the files.',
    },
  ],
  notes: [
    {
      text: 'Only kinds `Preflight` and `SupportBundle` pass. A HostPreflight, a spec wrapped in a Secret or ConfigMap, or any other kind is an error.',
      source: ['pkg/lint/validators.go#checkRequiredFields'],
    },
    {
      text: 'A Preflight needs at least one analyzer, and each analyzer entry must hold exactly one type besides `docString`. Analyzers without a `docString` only get a warning, whatever the API version.',
      source: ['pkg/lint/validators.go#checkPreflightSpec', 'pkg/lint/validators.go#validateTypedList', 'pkg/lint/validators.go#checkCommonIssues'],
    },
    {
      text: 'Unknown analyzer and collector types, unknown fields and missing required fields are reported only when the command runs in a directory that holds Troubleshoot\'s `schemas/` folder, since it opens `schemas/analyzer-troubleshoot-v1beta2.json` and `schemas/collector-troubleshoot-v1beta2.json` relative to the working directory; anywhere else those checks are skipped without a word.',
      source: ['pkg/lint/validators.go#ensureKnownTypesLoaded', 'pkg/lint/validators.go#loadKeysFromSchema'],
    },
    {
      text: 'Template expressions in a v1beta2 file are errors, one per line. Values passed for a v1beta2 file only give a warning.',
      source: ['pkg/lint/lint.go#lintContentInMemory', 'pkg/lint/templating.go#addTemplatingErrorsForAllLines', 'pkg/lint/lint.go#LintFiles'],
    },
    {
      text: 'Exit codes: 0 when no file has an error (warnings allowed), 2 when one has, 1 when a file is missing, a templated v1beta3 file comes without `--values` or `--set`, a values file or `--set` value cannot be read, or `--fix` cannot write a file back. A template that fails to render is a lint error (2).',
      source: ['cmd/preflight/cli/lint.go#runLint', 'pkg/lint/types.go#HasErrors', 'pkg/lint/lint.go#LintFiles'],
    },
    persistentFlagsIgnored,
  ],
};

/** Every `preflight` command, the root first. */
export const preflightCommands: CliCommand[] = [root, version, ociFetch, template, docs, convert, lint];

