import type {CollectorEntry} from '../model';
import {
  precheckNamespaceGotcha,
  precheckSkipsGotcha,
  targetContainerField,
  targetNamespaceField,
  targetSelectorField,
} from './_pods';

const collect = 'pkg/collect/copy.go#CollectCopy.Collect';
const copyFiles = 'pkg/collect/copy.go#copyFilesFromPod';

const copy: CollectorEntry = {
  kind: 'collector',
  key: 'copy',
  title: 'Copy',
  summary: 'Copies a file or directory out of a container in every matching pod into the bundle.',
  goType: {name: 'Copy', source: 'pkg/apis/troubleshoot/v1beta2/collector_shared.go#Copy'},
  fields: [
    {
      name: 'name',
      type: 'string',
      defaultText: 'the bundle root',
      description: 'The directory at the bundle root for the copies, which go under `<name>/<namespace>/<pod>/`.',
    },
    targetSelectorField(collect, [
      {
        text: 'Every matching pod is copied from, one after another, whatever its phase: a pending, failed or completed pod cannot run `tar` and gets an error file instead.',
        source: [collect],
      },
    ]),
    targetNamespaceField(collect),
    {
      name: 'containerPath',
      type: 'string',
      required: true,
      format: 'file-path',
      description:
        'The absolute path of a file or directory inside the container. A directory is copied with everything below it.',
      notes: [
        {
          text: 'Troubleshoot reads it by running `tar -C <parent> -cf - <last element>` in the container through the exec API, so the image must include `tar`. Without it, or when the path does not exist, the pod gets a `-errors.json` file instead of a copy.',
          source: [copyFiles, collect],
        },
        {
          text: 'When `tar` is not installed in the image, an `exec` collector that runs `cat` on a text file saves its content as standard output instead, from the first matching pod only.',
          source: ['pkg/collect/exec.go#execWithoutTimeout'],
        },
        {
          text: 'Only regular files and directories are unpacked. Symbolic links are skipped without an error, so a `containerPath` that is itself a link yields nothing at all.',
          source: [copyFiles],
        },
      ],
    },
    targetContainerField(collect, [
      {
        text: 'When set, it also adds a `<containerName>/` level to the output path, right after the pod name; when empty, no such level is added.',
        source: [collect],
      },
    ]),
    {
      name: 'extractArchive',
      type: 'boolean',
      default: 'true',
      description: 'Meant to choose between unpacked files and a single tar archive.',
      notes: [
        {
          text: 'Ignored: the collector sets it to true before every copy, so the files are always unpacked, whatever the spec says.',
          source: [collect],
        },
      ],
    },
  ],
  outputs: [
    {
      path: '<...name>/<namespace>/<pod>/[<containerName>/]<...containerPath>',
      format: 'directory',
      description:
        'The copied file or directory, unpacked, at its full container path below the pod\'s directory: `/etc/app/config.yaml` becomes `<name>/<namespace>/<pod>/etc/app/config.yaml`. With `containerName` set the path is `<name>/<namespace>/<pod>/<containerName>/<containerPath>`.',
    },
    {
      path: '<...name>/<namespace>/<pod>/[<containerName>/]<...containerPath>-errors.json',
      format: 'json',
      description:
        'Written instead of the copy when `tar` failed in that pod, for example because the path does not exist, the image has no `tar` or the pod is not running. Holds the error and whatever `tar` wrote to standard error. With `containerName` set it sits under the `<containerName>/` level too.',
      sample:
        '{\n  "/etc/billing/config.yaml/error": "failed to stream command output: command terminated with exit code 2",\n  "/etc/billing/config.yaml/stderr": "tar: config.yaml: Cannot stat: No such file or directory\\n"\n}',
    },
    {
      path: '<...name>-errors.json',
      format: 'json',
      description:
        'Written beside the output directory when the pods could not be listed. Named `<collectorName>-errors.json`, then `errors.json`, when `name` is empty.',
    },
  ],
  permissions: [
    {resource: 'pods', verbs: ['list'], scope: 'namespace', prechecked: true},
    {resource: 'pods/exec', verbs: ['create'], scope: 'namespace', prechecked: true},
    {resource: 'pods', verbs: ['list'], scope: 'cluster', when: 'when `namespace` is empty'},
    {resource: 'pods/exec', verbs: ['create'], scope: 'cluster', when: 'when `namespace` is empty, for pods in other namespaces'},
  ],
  execution: {
    where: 'api',
    creates:
      'Nothing: it runs `tar` in containers that already exist, through the exec API, and unpacks the stream on the machine that runs the CLI.',
    source: [copyFiles],
  },
  gotchas: [
    {
      title: 'Copies run last',
      text: 'Every copy collector runs after all the other collectors of the spec, whatever its place in the file, so the files reflect the state at the end of the collection.',
      source: ['pkg/collect/collector.go#EnsureCopyLast', 'pkg/supportbundle/collect.go#runCollectors'],
    },
    {
      title: 'The container needs `tar`',
      text: 'Without it every pod gets a `-errors.json` file and nothing else. Minimal and distroless images often lack it; set `containerName` to a sidecar that has `tar` and mounts the same volume.',
      source: [copyFiles, collect],
    },
    {
      title: 'Symbolic links are dropped',
      text: 'Only regular files and directories are unpacked. A log file that is a link to `/dev/stdout`, as in many web server images, yields nothing and no error; collect that output with the `logs` collector.',
      source: [copyFiles],
    },
    {
      title: 'A file that changes while it is copied is not included',
      text: 'Any exit status of `tar` other than 0 fails the pod\'s whole copy. GNU `tar` ends with status 1 and `file changed as we read it` when a file grows while it is read, as an active log file does; the pod then gets only its `-errors.json` file, without the files already streamed, because they join the bundle only when the stream ends cleanly. Point `containerPath` at files that are not being written, or collect a busy log with the `logs` collector or an `exec` collector that runs `tail` on it.',
      source: [copyFiles, collect, 'pkg/collect/result.go#CollectorResult.ArchiveBundle'],
    },
    {
      title: 'No size limit and no deadline',
      text: 'A directory is copied in full from every matching pod, and the stream has no timeout, so a copy that hangs holds up the whole run. Point `containerPath` at the narrowest path that answers the question and keep the selector tight.',
      source: [copyFiles, collect],
    },
    {
      title: 'No match, no file',
      text: 'When no pod matches, nothing is written, not even an error file, and an analyzer that expects the copy finds no file.',
      source: [collect],
    },
    precheckNamespaceGotcha(collect, 'its own `namespace` (every namespace when it is empty)'),
    precheckSkipsGotcha,
  ],
};

export default copy;
