import type {HostCollectorEntry} from '../model';

const collect = 'pkg/collect/host_copy.go#CollectHostCopy.Collect';
const doCopy = 'pkg/collect/host_copy.go#CollectHostCopy.doCopy';

const copy: HostCollectorEntry = {
  kind: 'hostCollector',
  key: 'copy',
  title: 'Copy',
  summary: 'Copies files or whole directories from the machine into the bundle, selected by a path that may contain wildcards.',
  goType: {name: 'HostCopy', source: 'pkg/apis/troubleshoot/v1beta2/hostcollector_shared.go#HostCopy'},
  fields: [
    {
      name: 'path',
      type: 'string',
      required: true,
      format: 'glob',
      description:
        'What to copy: a file, a directory (copied with everything below it) or a glob pattern such as `/etc/containerd/*.toml`. `*`, `?` and `[...]` match within one path segment; `**` is no different from `*`.',
      notes: [
        {
          text: 'A pattern that matches nothing is not an error: the collector writes nothing, and only a log line printed with `-v=1` or higher says so.',
          source: [collect, 'pkg/logger/logger.go#SetupLogger'],
        },
        {
          text: 'Symbolic links are followed. Sockets, devices and named pipes are skipped.',
          source: [doCopy],
        },
      ],
    },
  ],
  outputs: [
    {
      path: 'host-collectors/<collectorName>/<...name>',
      format: 'directory',
      description:
        'Each match under its own base name, directories with their whole tree below. `/etc/containerd/config.toml` becomes `host-collectors/copy/config.toml` when the collector has no name, and a directory `/var/log/example` becomes `host-collectors/copy/example/...`. The files keep their content and format.',
    },
    {
      path: 'host-collectors/<collectorName>/errors.json',
      format: 'json',
      description: 'Written when a match could not be copied: a list with the error, such as a permission denied.',
      sample: '[\n  "open /etc/example/secret.key: permission denied"\n]',
    },
  ],
  requirements: {
    root: 'partial',
    platforms: ['linux', 'darwin'],
    notes: [
      {
        text: 'Files are read with the rights of the user running the CLI. Anything only root may read (most of `/etc/kubernetes`, `/var/lib/kubelet`, some logs) needs `sudo`.',
        source: [doCopy],
      },
    ],
  },
  sideEffects: [],
  gotchas: [
    {
      title: 'The first unreadable file stops the copy',
      text: 'Copying stops at the first file or directory that cannot be opened, and the collector then reports only `errors.json`: the files it copied before the failure are left out of the archive, and the matches after it are not copied at all. Point `path` at what the user can read, or run as root.',
      source: ['pkg/collect/host_copy.go#CollectHostCopy.copyFilesToBundle', collect, 'pkg/collect/result.go#CollectorResult.ArchiveBundle'],
    },
    {
      title: 'Same base name, one file',
      text: 'Matches are stored by base name only, so `/etc/a/config.yaml` and `/etc/b/config.yaml` from one pattern land on the same path and the second overwrites the first. Use one collector, with its own `collectorName`, per directory.',
      source: ['pkg/collect/host_copy.go#CollectHostCopy.copyFilesToBundle'],
    },
    {
      title: 'The name is a directory',
      text: '`collectorName` becomes the directory under `host-collectors/` (`copy` by default), so collectors without a name share `host-collectors/copy/`. A name with slashes creates nested directories.',
      source: [collect, 'pkg/collect/host_copy.go#CollectHostCopy.Title'],
    },
    {
      title: 'No size limit',
      text: 'Everything that matches is copied in full; a pattern over a log directory can make the bundle very large. Narrow the pattern to the files you need.',
      source: [doCopy, 'pkg/collect/host_copy.go#CollectHostCopy.copyFile'],
    },
  ],
};

export default copy;
