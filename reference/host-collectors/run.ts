import type {HostCollectorEntry} from '../model';

const collect = 'pkg/collect/host_run.go#CollectHostRun.Collect';
const env = 'pkg/collect/host_run.go#CollectHostRun.processEnvVars';
const guaranteed = 'pkg/collect/host_run.go#populateGuaranteedEnvVars';

const run: HostCollectorEntry = {
  kind: 'hostCollector',
  key: 'run',
  title: 'Run',
  summary: 'Runs a command on the machine, without a shell, and saves its standard output, its standard error, its exit code and any files it writes to a dedicated output directory.',
  goType: {name: 'HostRun', source: 'pkg/apis/troubleshoot/v1beta2/hostcollector_shared.go#HostRun'},
  fields: [
    {
      name: 'command',
      type: 'string',
      required: true,
      description:
        'The program to run: a name looked up on the `PATH` of the CLI process, such as `ip`, or a path. A relative path such as `./collect-info.sh` is taken relative to the directory you started the CLI in.',
      notes: [
        {
          text: 'If a file with the same name as `command` exists in the directory you started the CLI in, that file is run, not the program of that name on the `PATH`: `command: ip` runs `./ip` when there is one.',
          source: ['pkg/collect/host_run.go#CollectHostRun.attemptToConvertCmdToAbsPath'],
        },
        {
          text: 'There is no shell: pipes, redirections, `$VARIABLES` and globs are passed to the program literally. For a pipeline, set `command: sh` and put `-c` and the whole pipeline in `args`.',
          source: [collect],
        },
      ],
    },
    {
      name: 'args',
      type: 'string[]',
      defaultText: 'no arguments',
      description: 'The arguments, one list item each. Each item reaches the program as one argument, spaces included.',
      notes: [
        {
          text: 'The schema marks `args` as required, but the command runs without it. Write `args: []` for a command without arguments to satisfy schema-aware editors.',
          source: [collect],
        },
      ],
    },
    {
      name: 'env',
      type: 'string[]',
      description:
        'Extra environment variables, each written `NAME=value`. They are added after the inherited ones, so they win over a variable of the same name.',
      notes: [
        {
          text: 'Each item must split on `=` into exactly two non-empty parts. A value that contains `=` (`JAVA_OPTS=-Dx=1`) or an empty value (`DEBUG=`) makes the collector fail with `env variable entry is missing \'=\'` before anything runs.',
          source: [env],
        },
      ],
    },
    {
      name: 'inheritEnvs',
      type: 'string[]',
      defaultText: 'the whole environment of the CLI process',
      description:
        'Pass only these variables of the CLI\'s environment to the command, plus `PATH`, `KUBECONFIG` and `PWD`, which are always passed when they are set. Without this field (and without `ignoreParentEnvs`) the command gets the whole environment.',
      notes: [
        {
          text: 'Every variable listed must be set in the CLI\'s environment, or the collector fails with `inherit env variable is not found` and the command does not run. With `ignoreParentEnvs: true` the list is ignored altogether and nothing is checked.',
          source: [env],
        },
      ],
    },
    {
      name: 'ignoreParentEnvs',
      type: 'boolean',
      default: 'false',
      description:
        'Start from an empty environment, apart from `PATH`, `KUBECONFIG` and `PWD` when they are set, then add `env`. Overrides `inheritEnvs`, which is ignored.',
      notes: [
        {
          text: 'Even with `ignoreParentEnvs: true`, `PATH`, `KUBECONFIG` and `PWD` are passed. `PWD` is the CLI\'s directory, not the temporary directory the command actually runs in.',
          source: [guaranteed, collect],
        },
      ],
    },
    {
      name: 'input',
      type: 'map[string]string',
      description:
        'Files to give the command: each key is a file name, each value the file\'s content. They are written into a directory whose path the command finds in the environment variable `TS_INPUT_DIR`.',
      notes: [
        {
          text: 'A file name containing `/` makes the collector fail (`Input filename contains \'/\'`). The input files are not copied into the bundle.',
          source: [collect],
        },
      ],
    },
    {
      name: 'outputDir',
      type: 'string',
      description:
        'A directory name. When set, the collector creates it inside the command\'s working directory, passes its absolute path in `TS_OUTPUT_DIR`, and after the command has finished copies every file the command wrote there into the bundle.',
      notes: [
        {
          text: 'The command must write to `$TS_OUTPUT_DIR` (or to `<outputDir>` relative to its working directory); files written anywhere else are not collected. An absolute path is still created inside the working directory.',
          source: [collect],
        },
      ],
    },
    {
      name: 'timeout',
      type: 'string',
      format: 'go-duration',
      defaultText: 'no limit',
      description: 'Stop the command after this long, as a Go duration such as `30s` or `2m`. Without it, or with zero, the collector waits for as long as the command runs.',
      notes: [
        {
          text: 'A value that does not parse makes the collector fail. A command stopped by the timeout is killed; what it printed so far is saved, and `-info.json` records the kill in place of an exit code.',
          source: [collect],
        },
      ],
    },
  ],
  outputs: [
    {
      path: 'host-collectors/run-host/<collectorName>.txt',
      format: 'text',
      description: 'Everything the command printed on standard output, also when it failed. Without `collectorName` the file is `host-collectors/run-host/run-host.txt`.',
      sample: 'net.ipv4.ip_forward = 1\nnet.bridge.bridge-nf-call-iptables = 1',
    },
    {
      path: 'host-collectors/run-host/<collectorName>-info.json',
      format: 'json',
      description:
        'The command line, the `exitCode` as text (`0` on success), `error` (standard error when the command failed), and `env`, the complete environment the command was given, including `TS_INPUT_DIR` and `TS_OUTPUT_DIR`. `outputDir` and `input` are always empty strings in this file.',
      sample:
        '{"command":"/usr/sbin/sysctl net.ipv4.ip_forward","exitCode":"0","error":"","outputDir":"","input":"","env":["PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin","PWD=/root"]}',
    },
    {
      path: 'host-collectors/run-host/<collectorName>-stderr.txt',
      format: 'text',
      description: 'Standard error, written only when the command printed something there, whether or not it succeeded.',
    },
    {
      path: 'host-collectors/run-host/<collectorName>/<outputDir>/<...file>',
      format: 'text',
      description: 'With `outputDir`: every file the command left in `$TS_OUTPUT_DIR`, subdirectories kept, in whatever format the command wrote.',
    },
  ],
  requirements: {
    root: 'partial',
    platforms: ['linux', 'darwin'],
    notes: [
      {
        text: 'The command runs as the user running the CLI, with that user\'s rights: as root under `sudo`, and as root inside the node\'s file system, through `chroot`, when a support bundle sets `runHostCollectorsInPod`. In that case it runs in the collector pod and inherits the pod\'s environment, not your shell\'s.',
        source: [collect, 'pkg/supportbundle/collect.go#getExecOutputs'],
      },
    ],
  },
  sideEffects: [
    {
      text: 'Whatever the command itself does. The collector adds a temporary working directory, named after `collectorName` under the system\'s temporary directory, which holds `input` and `outputDir` and is deleted when the collector finishes.',
      source: [collect],
    },
  ],
  gotchas: [
    {
      title: 'Your environment ends up in the bundle',
      text: 'By default the command inherits the whole environment of the CLI, and `-info.json` lists every variable with its value: proxy URLs with credentials, tokens, anything exported in the shell. Redaction catches only what its rules recognise, and `preflight` applies the built-in rules only. Use `ignoreParentEnvs: true` or `inheritEnvs` to pass what the command needs.',
      source: [env, collect, 'pkg/preflight/collect.go#CollectHostWithContext'],
    },
    {
      title: 'A failing command is still a success',
      text: 'A non-zero exit code is recorded in `-info.json` and the collector carries on without an error. Only a command that cannot be started at all (not found, not executable) makes the collector fail, and then no file is written. Check the exit code with an analyzer if it matters.',
      source: [collect],
    },
    {
      title: 'Default names collide',
      text: 'Every run collector without `collectorName` writes `host-collectors/run-host/run-host.txt`, so the last one wins. Give each its own name; the name is also part of the temporary directory\'s name, so it cannot contain `/`.',
      source: [collect],
    },
    {
      title: 'A HostPreflight needs an analyzer',
      text: 'A HostPreflight with collectors but no analyzers is not run at all: `preflight` prints `No analyzers found` and exits with code 0. Add a `textAnalyze` or `jsonCompare` on the output, or collect in a SupportBundle instead.',
      source: ['pkg/preflight/validate_specs.go#validateHostPreflightSpecItems', 'pkg/preflight/run.go#RunPreflights'],
    },
    {
      title: 'It runs in a temporary directory',
      text: 'The working directory is a new, empty temporary directory, not the directory you started the CLI in. Relative paths in `args` are resolved from there; use absolute paths.',
      source: [collect],
    },
  ],
};

export default run;
