import type {CollectorReference} from '../types';
import {helperPodRbac, targetContainerField, targetNamespaceField, targetSelectorField} from './_pods';

const copy: CollectorReference = {
  key: 'copy',
  title: 'Copy',
  summary: 'Copies a file or directory out of a container in every matching pod into the bundle.',
  fields: [
    {
      name: 'name',
      type: 'string',
      description:
        'The directory at the bundle root for the copies, which go under `<name>/<namespace>/<pod>/`. Without it that tree starts at the bundle root.',
    },
    targetSelectorField('Every matching pod is copied from, one after another.'),
    targetNamespaceField,
    {
      name: 'containerPath',
      type: 'string',
      required: true,
      description:
        'The absolute path of a file or directory inside the container; a directory is copied with everything below it. Troubleshoot reads it by running `tar` in the container, so the image must include `tar`.',
    },
    targetContainerField('When set, it also adds a `<containerName>/` level to the output path, right after the pod name.'),
    {
      name: 'extractArchive',
      type: 'boolean',
      default: 'true',
      description:
        'Has no effect in the current code: the collector always unpacks what it reads into separate files, whatever this field says.',
    },
  ],
  outputs: [
    {
      path: '<name>/<namespace>/<pod>/<containerPath>',
      format: 'directory',
      description:
        'The copied file or directory, unpacked, at its full container path below the pod\'s directory: `/etc/app/config.yaml` becomes `<name>/<namespace>/<pod>/etc/app/config.yaml`. With `containerName` set the path is `<name>/<namespace>/<pod>/<containerName>/<containerPath>`. Only regular files and directories are kept; symbolic links are skipped.',
    },
    {
      path: '<name>/<namespace>/<pod>/<containerPath>-errors.json',
      format: 'json',
      description:
        'Written instead of the copy when `tar` failed in that pod, for example because the path does not exist or the image has no `tar`. Holds the error and whatever `tar` wrote to standard error.',
      sample:
        '{\n  "/etc/billing/config.yaml/error": "failed to stream command output: command terminated with exit code 2",\n  "/etc/billing/config.yaml/stderr": "tar: config.yaml: Cannot stat: No such file or directory\\n"\n}',
    },
    {
      path: '<name>-errors.json',
      format: 'json',
      description:
        'Written beside the output directory when the pods could not be listed. Named `<collectorName>-errors.json`, then `errors.json`, when `name` is empty.',
    },
  ],
  rbac: [helperPodRbac.listPods, helperPodRbac.execPods],
  analyzers: ['textAnalyze'],
  sources: [
    'pkg/apis/troubleshoot/v1beta2/collector_shared.go',
    'pkg/collect/copy.go',
    'pkg/collect/logs.go',
    'pkg/collect/collector.go',
    'pkg/supportbundle/collect.go',
    'pkg/analyze/text_analyze.go',
  ],
};

export default copy;
