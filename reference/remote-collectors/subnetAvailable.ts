import type {RemoteCollectorEntry} from '../model';
import host from '../host-collectors/subnetAvailable';
import {remoteInPreflightGotchas} from './certificate';

const subnetAvailable: RemoteCollectorEntry = {
  kind: 'remoteCollector',
  key: 'subnetAvailable',
  title: 'Subnet available',
  summary: 'Meant to run the subnetAvailable host collector in a pod on every selected node; in this version it collects nothing.',
  goType: {name: 'RemoteSubnetAvailable', source: 'pkg/apis/troubleshoot/v1beta2/remote_collector_shared.go#RemoteSubnetAvailable'},
  hostCollector: 'subnetAvailable',
  // Nothing runs (see the first gotcha), so the host collector's notes on how each value is used do not apply.
  fields: host.fields.map(({notes: _unused, ...field}) => field),
  gotchas: [
    {
      title: 'It collects nothing',
      text: 'When it converts the entry into a host collector, the code reads `collectorName` and `exclude` from the `ipv4Interfaces` entry, which is empty here. The resulting nil pointer panic is recovered, and the collector quietly returns no data and no error (as the code reads). Run `subnetAvailable` as a host collector on each node instead.',
      source: ['pkg/collect/remote_collector.go#RemoteCollector.toHostCollector', 'pkg/collect/remote_collector.go#RemoteCollector.RunCollectorSync'],
    },
    // The conversion panics before any pod is created, so the gotcha about pods on every node does not apply.
    ...remoteInPreflightGotchas.filter((gotcha) => gotcha.title !== 'Pods and files on every node'),
  ],
};

export default subnetAvailable;
