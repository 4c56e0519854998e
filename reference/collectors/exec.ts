import type {CollectorReference} from '../types';
import {helperPodRbac, targetContainerField, targetNamespaceField, targetSelectorField, timeoutField} from './_pods';

const exec: CollectorReference = {
  key: 'exec',
  title: 'Exec',
  summary: 'Runs a command inside a container of an existing pod and saves what it prints.',
  fields: [
    {
      name: 'name',
      type: 'string',
      description:
        'The directory at the bundle root for the output, which goes under `<name>/<namespace>/<pod>/`. Without it that tree starts at the bundle root.',
    },
    targetSelectorField(
      'Only one pod is used even when several match: the first one the API server lists. It is not checked for being ready, so a pending or completed pod can be picked.',
    ),
    targetNamespaceField,
    targetContainerField(),
    {
      name: 'command',
      type: 'string[]',
      description:
        'The program to run and its first arguments. It is executed directly, without a shell, so write `["sh", "-c", "..."]` to use pipes or variables, and the program must exist in the container image.',
    },
    {
      name: 'args',
      type: 'string[]',
      description:
        'More arguments, appended after `command`. The two lists are simply joined, so at least one of them must be set.',
    },
    timeoutField(
      'Without it the collector waits for the command to end, however long that is. When the time runs out the collector fails with `timeout`, keeps none of the output, and the command may go on running in the container.',
    ),
  ],
  outputs: [
    {
      path: '<name>/<namespace>/<pod>/<collectorName>-stdout.txt',
      format: 'text',
      description:
        'Everything the command wrote to standard output; not written when that was empty. When `collectorName` is empty the file is named after the container instead.',
      sample: '/var/run/postgresql:5432 - accepting connections',
    },
    {
      path: '<name>/<namespace>/<pod>/<collectorName>-stderr.txt',
      format: 'text',
      description: 'Everything the command wrote to standard error; not written when that was empty.',
    },
    {
      path: '<name>/<namespace>/<pod>/<collectorName>-errors.json',
      format: 'json',
      description:
        'Written when the exec failed or the command exited with a non-zero code. Output printed before the failure is still saved in the two files above.',
      sample: '[\n  "command terminated with exit code 2"\n]',
    },
    {
      path: '<name>-errors.json',
      format: 'json',
      description:
        'Written beside the output directory, not inside it, when the pods could not be listed. Named `<collectorName>-errors.json`, then `errors.json`, when `name` is empty.',
    },
  ],
  rbac: [helperPodRbac.listPods, helperPodRbac.execPods],
  analyzers: ['textAnalyze'],
  sources: [
    'pkg/apis/troubleshoot/v1beta2/collector_shared.go',
    'pkg/collect/exec.go',
    'pkg/collect/logs.go',
    'pkg/k8sutil/exec.go',
    'pkg/analyze/text_analyze.go',
  ],
};

export default exec;
