import type {RemoteCollectorEntry} from '../model';
import {remoteInPreflightGotchas} from './certificate';

const systemPackages: RemoteCollectorEntry = {
  kind: 'remoteCollector',
  key: 'systemPackages',
  title: 'System Packages',
  summary: 'Meant to run the systemPackages host collector on every selected node from a pod, but it has no package lists, so it looks up no package.',
  goType: {name: 'RemoteSystemPackages', source: 'pkg/apis/troubleshoot/v1beta2/remote_collector_shared.go#RemoteSystemPackages'},
  hostCollector: 'systemPackages',
  fields: [],
  gotchas: [
    {
      title: 'No package lists',
      text: 'Unlike the host collector, the remote one has no `ubuntu`, `rhel` or other lists, and it hands the host collector none. Each node reports only its distribution and version, with an empty package list, so a systemPackages analyzer has nothing to judge. A list written under the remote collector is not a known field and is dropped when the spec is read.',
      source: ['pkg/apis/troubleshoot/v1beta2/remote_collector_shared.go#RemoteSystemPackages', 'pkg/collect/remote_collector.go#RemoteCollector.toHostCollector', 'pkg/collect/host_system_package.go#CollectHostSystemPackages.Collect'],
    },
    ...remoteInPreflightGotchas,
  ],
};

export default systemPackages;
