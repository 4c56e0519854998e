import type {Field, HostCollectorEntry} from '../model';
import {failureNote} from './cpu';

const run = 'pkg/collect/host_filesystem_performance_linux.go#collectHostFilesystemPerformance';
const options = 'pkg/collect/host_filesystem_performance.go#parseCollectorOptions';
const fio = 'pkg/collect/host_filesystem_performance.go#collectFioResults';
const runtime = 'pkg/collect/host_filesystem_performance.go#getFioRuntime';
const background = 'pkg/collect/host_filesystem_performance_linux.go#backgroundIOPS';

/** The fields of FilesystemPerformance, shared with the remote collector of the same key. */
export const filesystemPerformanceFields: Field[] = [
  {
    name: 'directory',
    type: 'string',
    required: true,
    format: 'file-path',
    description:
      'The directory to benchmark, on the file system you care about, such as `/var/lib/etcd`. The benchmark and background files are created in it.',
    notes: [
      {
        text: 'Created with mode `0700` (parents included) when it does not exist, and left in place afterwards. Without `directory` the collector fails.',
        source: [run, options],
      },
    ],
  },
  {
    name: 'fileSize',
    type: 'string',
    format: 'quantity',
    default: '10Mi',
    description: 'How much fio writes, as a Kubernetes quantity such as `10Mi` or `100M`. The number of writes is `fileSize` divided by `operationSize`.',
    notes: [
      {
        text: 'A value that parses but is zero or negative (`0`, `-1Mi`), or that Kubernetes quantities keep as a decimal rather than a 64-bit integer (a binary suffix with a fraction such as `1.5Gi`, or a large one such as `100Ti` or `1Pi`), is not reported as an error: the options come back empty and the collector crashes the whole `preflight` or `support-bundle` process (an index out of range in a goroutine, as the code reads). A value that does not parse at all (`10MB`) is a normal collector error.',
        source: [options, fio],
      },
    ],
  },
  {
    name: 'operationSize',
    type: 'integer',
    default: '1024',
    description: 'The size of each write, in bytes.',
  },
  {
    name: 'sync',
    type: 'boolean',
    default: 'false',
    description: 'Not used: the benchmark always calls `fdatasync` after each write, whatever this says.',
    notes: [{text: 'The fio command is built without reading `sync` or `datasync`.', source: [options]}],
  },
  {
    name: 'datasync',
    type: 'boolean',
    default: 'false',
    description: 'Not used, like `sync`: every write is followed by `fdatasync`.',
  },
  {
    name: 'runTime',
    type: 'string',
    default: '"120"',
    description:
      'The longest fio may run, in whole seconds written as a string (`"60"`). fio stops when it has written `fileSize` or when this time is up, whichever comes first. `"0"`, a negative number or an empty string remove the limit.',
    notes: [
      {
        text: 'Only a whole number is accepted, without a unit: `"60s"` or `"1m"` fail the collector with `failed to parse runTime`, although the type\'s own comment says a unit may be given. Quote the number in YAML; a bare `60` is not a string.',
        source: [runtime],
      },
    ],
  },
  {
    name: 'timeout',
    type: 'string',
    format: 'go-duration',
    default: '1m',
    description: 'The limit for the whole collection, background warm-up included, such as `3m`.',
    notes: [
      {
        text: 'The default of one minute is shorter than the default `runTime` of 120 seconds: on a slow disk the collector gives up with the error `timeout` (and no results) before fio would have stopped on its own. Set `timeout` above `runTime` plus `backgroundIOPSWarmupSeconds`.',
        source: [run, runtime],
      },
      {
        text: 'When the time is up, fio is killed and the collector returns the error `timeout`.',
        source: [run],
      },
    ],
  },
  {
    name: 'enableBackgroundIOPS',
    type: 'boolean',
    default: 'false',
    description: 'Run extra read and write load in the same directory during the benchmark, to measure latency on a busy disk.',
  },
  {
    name: 'backgroundIOPSWarmupSeconds',
    type: 'integer',
    default: '0',
    description: 'With background load: seconds to run it before the benchmark starts. The wait counts against `timeout`.',
  },
  {
    name: 'backgroundWriteIOPS',
    type: 'integer',
    default: '0',
    description: 'With background load: the most 4 KiB writes per second, across all write jobs. It is a cap, not a target.',
    notes: [{text: 'With `0` the write jobs create their files but never write to them.', source: [background]}],
  },
  {
    name: 'backgroundReadIOPS',
    type: 'integer',
    default: '0',
    description: 'With background load: the most 4 KiB reads per second, across all read jobs.',
    notes: [{text: 'With `0` the read jobs still fill their files, then never read.', source: [background]}],
  },
  {
    name: 'backgroundWriteIOPSJobs',
    type: 'integer',
    default: '0',
    description: 'With background load: how many concurrent writers to run. Each one needs a 100 MiB file.',
  },
  {
    name: 'backgroundReadIOPSJobs',
    type: 'integer',
    default: '0',
    description: 'With background load: how many concurrent readers to run. Each one first writes a 100 MiB file of random data.',
  },
];

const filesystemPerformance: HostCollectorEntry = {
  kind: 'hostCollector',
  key: 'filesystemPerformance',
  title: 'Filesystem performance',
  summary: 'Benchmarks write latency in a directory with fio: small sequential writes, each followed by fdatasync, optionally under background read and write load.',
  goType: {name: 'FilesystemPerformance', source: 'pkg/apis/troubleshoot/v1beta2/hostcollector_shared.go#FilesystemPerformance'},
  fields: filesystemPerformanceFields,
  outputs: [
    {
      path: 'host-collectors/filesystemPerformance/<collectorName>.json',
      format: 'json',
      description:
        'fio\'s JSON report, reduced to the fields Troubleshoot knows: `fio version`, `global options`, `jobs` (one job, `fsperf`, whose `sync.lat_ns` holds the `fdatasync` latencies in nanoseconds with `min`, `max`, `mean` and `percentile`) and `disk_util`. `<collectorName>` is `filesystemPerformance` when the collector has no name.',
      sample:
        '{"fio version":"fio-3.28","jobs":[{"jobname":"fsperf","job options":{"name":"fsperf","bs":"1024","directory":"/var/lib/etcd","rw":"write","ioengine":"sync","fdatasync":"1","size":"10485760","runtime":"120"},"write":{"io_bytes":10485760,"iops":812.4},"sync":{"total_ios":10240,"lat_ns":{"min":301223,"max":18723001,"mean":1180456.2,"N":10240,"percentile":{"50.000000":987136,"99.000000":4620288,"99.900000":9764864}}}}],"disk_util":[{"name":"sdb","util":92.1}]}',
    },
    {
      path: 'host-collectors/filesystemPerformance/<collectorName>-stderr.txt',
      format: 'text',
      description: 'What fio wrote to its error output, saved only when it wrote something (warnings, permission problems).',
    },
  ],
  requirements: {
    root: 'no',
    platforms: ['linux'],
    notes: [
      {
        text: 'Runs the `fio` command, which must be installed and on the `PATH`; without it the collector fails with `ensure fio is installed`.',
        source: [fio],
      },
      {
        text: 'Root is not needed as such, only the right to create and write files in `directory`. Any fio failure with exit code 1 is reported as `permission denied opening <directory>. ensure this collector runs as root`, whatever the real cause, and fio\'s own error output is lost: the `-stderr.txt` file is only written when fio succeeds. Run fio by hand with the same options to see why it failed.',
        source: [fio],
      },
      {
        text: 'On macOS the collector fails at once with `Filesystem performance collector is only implemented for Linux`.',
        source: ['pkg/collect/host_filesystem_performance_darwin.go#collectHostFilesystemPerformance'],
      },
      failureNote('Filesystem Performance', run),
    ],
  },
  sideEffects: [
    {
      text: 'fio writes a file of `fileSize` bytes (10 MiB by default) in `directory`, one `operationSize` write at a time with `fdatasync` after each, until the file is written, `runTime` seconds (120 by default) have passed or `timeout` (one minute by default) kills it. The collector does not delete that file (fio names it after the job, `fsperf.0.0`) or the directory it created.',
      source: [options, run],
    },
    {
      text: 'With `enableBackgroundIOPS`, each read job creates `background-read-<n>` and fills it with 100 MiB of random data, and each write job creates a 100 MiB `background-write-<n>`, all opened with `O_DIRECT` in `directory`. The jobs run random 4 KiB reads and writes, capped by the IOPS settings, from before the warm-up until fio ends; the collector waits for them to stop and deletes their files.',
      source: [background, run],
    },
    {
      text: 'The benchmark is real load on the disk: on a node that already runs etcd or databases in the same file system, their latency suffers while it runs.',
      source: [options],
    },
  ],
  gotchas: [
    {
      title: 'It measures fdatasync',
      text: 'The analyzer reads fio\'s `sync` latencies: how long each `fdatasync` after a write took, not the write itself. `operationSize` and `fileSize` change how much data each sync has to flush and how many syncs are measured.',
      source: ['pkg/analyze/host_filesystem_performance.go#AnalyzeHostFilesystemPerformance.analyzeSingleNode', options],
    },
    {
      title: 'Default timeout below default run time',
      text: 'Left alone, `timeout` (1 minute) ends the collection before `runTime` (120 seconds) could. A slow disk, the case you want to catch, is the one that hits it, and then there is no result file at all. Set both, `timeout` larger.',
      source: [run, runtime],
    },
    {
      title: 'A bad fileSize crashes the CLI',
      text: 'As the code reads, `fileSize: "0"`, a negative size or a size AsInt64 cannot hold (such as `1.5Gi`) makes the option parser return no command and no error, and the collector then indexes the empty command in a goroutine: the process panics instead of reporting a collector error.',
      source: [options, fio],
    },
  ],
};

export default filesystemPerformance;
