import type {Field, RemoteCollectorEntry} from '../model';
import {filesystemPerformanceFields} from '../host-collectors/filesystemPerformance';
import {remoteCollectorGotchas} from './cpu';

const convert = 'pkg/collect/remote_collector.go#RemoteCollector.toHostCollector';
const options = 'pkg/collect/host_filesystem_performance.go#parseCollectorOptions';
const run = 'pkg/collect/host_filesystem_performance_linux.go#collectHostFilesystemPerformance';
const runtime = 'pkg/collect/host_filesystem_performance.go#getFioRuntime';
const remoteRun = 'pkg/collect/remote_collector.go#RemoteCollector.RunCollectorSync';

/** The notes of the host fields that read differently when the collector runs in a pod on a node. */
function remoteField(field: Field): Field {
  switch (field.name) {
    case 'runTime':
      return {
        ...field,
        default: undefined,
        defaultText: 'always 120 seconds',
        description: 'Accepted but not passed on: the remote collector always runs fio with the default limit of 120 seconds.',
        notes: [{text: 'The conversion to a host collector copies every field except `runTime`.', source: [convert]}],
      };
    case 'fileSize':
      return {
        ...field,
        notes: [
          {
            text: 'A value that parses but is zero or negative (`0`, `-1Mi`), or that the code cannot hold as a plain integer (a fraction of a binary unit such as `1.5Gi`, or a large one such as `100Ti`), is not reported as an error: the options come back empty and the `collect` program in the pod crashes (an index out of range, as the code reads), and its crash output becomes that node\'s result. A value that does not parse at all (`10MB`) fails the collector inside the pod, and the node\'s result holds no file for it.',
            source: [options, 'pkg/collect/host_filesystem_performance.go#collectFioResults', 'pkg/collect/runner.go#GetContainerLogs'],
          },
        ],
      };
    case 'timeout':
      return {
        ...field,
        notes: [
          {
            text: 'The default of one minute is shorter than the 120 seconds fio may run here: on a slow disk the collector gives up with the error `timeout` before fio would have stopped on its own. The whole remote run is also cut off by `preflight --request-timeout` (30 seconds by default), so raise both.',
            source: [run, runtime, remoteRun, 'pkg/preflight/run.go#collectRemote'],
          },
          ...(field.notes ?? []).slice(1),
        ],
      };
    default:
      return field;
  }
}

const filesystemPerformance: RemoteCollectorEntry = {
  kind: 'remoteCollector',
  key: 'filesystemPerformance',
  title: 'Filesystem performance',
  summary: 'Runs the filesystemPerformance host collector (fio) on every selected node of the cluster, from a pod.',
  goType: {name: 'RemoteFilesystemPerformance', source: 'pkg/apis/troubleshoot/v1beta2/remote_collector_shared.go#RemoteFilesystemPerformance'},
  hostCollector: 'filesystemPerformance',
  fields: filesystemPerformanceFields.map(remoteField),
  gotchas: [
    {
      title: '`runTime` is dropped',
      text: 'The remote form copies every field to the host collector except `runTime`, so fio always runs for up to 120 seconds while `timeout` still defaults to one minute. The whole remote run, pod start included, must also end within `preflight --request-timeout` (30 seconds by default). Set `timeout` above two minutes plus any `backgroundIOPSWarmupSeconds`, and `--request-timeout` above that.',
      source: [convert, runtime, remoteRun, 'pkg/preflight/run.go#collectRemote'],
    },
    ...remoteCollectorGotchas,
  ],
};

export default filesystemPerformance;
