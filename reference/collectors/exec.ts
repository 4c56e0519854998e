import type {CollectorEntry} from '../model';
import {
  precheckNamespaceGotcha,
  precheckSkipsGotcha,
  targetContainerField,
  targetNamespaceField,
  targetSelectorField,
  timeoutField,
} from './_pods';

const collect = 'pkg/collect/exec.go#CollectExec.Collect';
const execPods = 'pkg/collect/exec.go#execWithoutTimeout';
const execOutputs = 'pkg/collect/exec.go#getExecOutputs';

const exec: CollectorEntry = {
  kind: 'collector',
  key: 'exec',
  title: 'Exec',
  summary: 'Runs a command inside a container of an existing pod and saves what it prints.',
  goType: {name: 'Exec', source: 'pkg/apis/troubleshoot/v1beta2/collector_shared.go#Exec'},
  fields: [
    {
      name: 'name',
      type: 'string',
      defaultText: 'the bundle root',
      description: 'The directory at the bundle root for the output, which goes under `<name>/<namespace>/<pod>/`.',
    },
    targetSelectorField(execPods, [
      {
        text: 'Only one pod is used even when several match: the first one the API server lists. It is not checked for being ready, so a pending or completed pod can be picked, and the exec then fails.',
        source: [execPods],
      },
    ]),
    targetNamespaceField(execPods),
    targetContainerField(execOutputs),
    {
      name: 'command',
      type: 'string[]',
      description: 'The program to run and its first arguments.',
      notes: [
        {
          text: 'It is executed directly, without a shell: write `["sh", "-c", "..."]` to use pipes, redirections or variables. The program must exist in the container image.',
          source: [execOutputs],
        },
      ],
    },
    {
      name: 'args',
      type: 'string[]',
      description: 'More arguments, appended after `command`.',
      notes: [
        {
          text: 'The two lists are joined into one command line, so it does not matter how the words are split between them; at least one of them must be set.',
          source: [execOutputs],
        },
      ],
    },
    timeoutField({
      defaultText: 'no limit',
      notes: [
        {
          text: 'A value that does not parse makes the collector fail before it lists any pod.',
          source: [collect],
        },
        {
          text: 'When the time runs out the collector fails with `timeout` and keeps none of the output. The command is not stopped: it goes on running in the container.',
          source: [collect, execOutputs],
        },
      ],
    }),
  ],
  outputs: [
    {
      path: '<...name>/<namespace>/<pod>/<collectorName>-stdout.txt',
      format: 'text',
      description:
        'Everything the command wrote to standard output; not written when that was empty. When `collectorName` is empty the file is named after the container instead.',
      sample: '/var/run/postgresql:5432 - accepting connections',
    },
    {
      path: '<...name>/<namespace>/<pod>/<collectorName>-stderr.txt',
      format: 'text',
      description: 'Everything the command wrote to standard error; not written when that was empty.',
    },
    {
      path: '<...name>/<namespace>/<pod>/<collectorName>-errors.json',
      format: 'json',
      description:
        'Written when the exec failed or the command exited with a non-zero code. Output printed before the failure is still saved in the two files above.',
      sample: '[\n  "command terminated with exit code 2"\n]',
    },
    {
      path: '<...name>-errors.json',
      format: 'json',
      description:
        'Written beside the output directory, not inside it, when the pods could not be listed. Named `<collectorName>-errors.json`, then `errors.json`, when `name` is empty.',
    },
  ],
  permissions: [
    {resource: 'pods', verbs: ['list'], scope: 'namespace', prechecked: true},
    {resource: 'pods/exec', verbs: ['create'], scope: 'namespace', prechecked: true},
    {resource: 'pods', verbs: ['list'], scope: 'cluster', when: 'when `namespace` is empty'},
    {resource: 'pods/exec', verbs: ['create'], scope: 'cluster', when: 'when `namespace` is empty and the picked pod is in another namespace'},
  ],
  execution: {
    where: 'api',
    creates: 'Nothing: the command runs in a container that already exists, through the exec API, and its output streams back to the CLI.',
    source: [execOutputs],
  },
  gotchas: [
    {
      title: 'Only one pod is used',
      text: 'Even when the selector matches several pods, as it does for a Deployment with more than one replica, the command runs only in the first one the API server lists, which need not be running or ready: a Deployment with two replicas gets the command run once, not twice, and since its replicas share their labels, no selector picks the other one. A label that picks a single pod, such as `statefulset.kubernetes.io/pod-name`, makes the result predictable.',
      source: [execPods],
    },
    {
      title: 'No shell unless you ask for one',
      text: '`command` and `args` are joined and executed directly. Pipes, redirections and variables need `["sh", "-c", "..."]`, and images without a shell, such as distroless ones, cannot run them at all.',
      source: [execOutputs],
    },
    {
      title: 'A non-zero exit code is not fatal',
      text: 'The output printed before the exit is still saved, and `-errors.json` records `command terminated with exit code N`. The collector itself reports success.',
      source: [execPods, execOutputs],
    },
    {
      title: 'A timeout keeps nothing',
      text: 'There is no default deadline. When `timeout` passes, the collector fails with `timeout`, none of the output is saved, and the command is not stopped inside the container.',
      source: [collect],
    },
    {
      title: 'Silence leaves no file',
      text: 'A command that prints nothing to standard output produces no `-stdout.txt`, and a selector that matches no pod produces no file at all. A `textAnalyze` that points at the missing file reports `No matching files` as a warning instead of your outcomes, unless `ignoreIfNoFiles` is set.',
      source: [execPods, 'pkg/analyze/text_analyze.go#analyzeTextAnalyze'],
    },
    precheckNamespaceGotcha(execPods, 'its own `namespace` (every namespace when it is empty)'),
    precheckSkipsGotcha,
  ],
};

export default exec;
