import type {RemoteCollectorEntry} from '../model';
import {remoteInPreflightGotchas} from './certificate';

const hostServices: RemoteCollectorEntry = {
  kind: 'remoteCollector',
  key: 'hostServices',
  title: 'Host Services',
  summary: 'Runs the hostServices host collector on every selected node, from a pod, to list the systemd services of each node.',
  goType: {name: 'RemoteServices', source: 'pkg/apis/troubleshoot/v1beta2/remote_collector_shared.go#RemoteServices'},
  hostCollector: 'hostServices',
  fields: [],
  gotchas: [
    {
      title: 'The node\'s systemd',
      text: 'The pod runs `systemctl` chrooted into the node\'s root file system with the host\'s PID namespace, so the list is the node\'s, not the container\'s.',
      source: ['pkg/collect/runner.go#createCollectorPod', 'pkg/collect/remote_collector.go#RemoteCollector.toHostCollector'],
    },
    ...remoteInPreflightGotchas,
  ],
};

export default hostServices;
