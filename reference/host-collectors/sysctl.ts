import type {HostCollectorEntry} from '../model';
import {failureNote, fixedFileGotcha} from './cpu';

const collect = 'pkg/collect/host_sysctl.go#CollectHostSysctl.Collect';
const parse = 'pkg/collect/host_sysctl.go#parseSysctlParameters';

const sysctl: HostCollectorEntry = {
  kind: 'hostCollector',
  key: 'sysctl',
  title: 'Sysctl',
  summary: 'Runs `sysctl -a` on the machine and records every kernel parameter it prints, with its value as text.',
  goType: {name: 'HostSysctl', source: 'pkg/apis/troubleshoot/v1beta2/hostcollector_shared.go#HostSysctl'},
  fields: [],
  outputs: [
    {
      path: 'host-collectors/system/sysctl.json',
      format: 'json',
      description:
        'A map from parameter name (dotted, as `sysctl` prints it) to its value as text. Values with several parts keep the tabs `sysctl` puts between them; when a name is printed more than once, the last line wins.',
      sample: '{"net.ipv4.ip_forward":"1","net.bridge.bridge-nf-call-iptables":"1","vm.max_map_count":"262144","net.ipv4.tcp_rmem":"4096\\t131072\\t6291456"}',
    },
    {
      path: 'host-collectors/system/sysctl-stderr.txt',
      format: 'text',
      description: 'What `sysctl -a` wrote to its error output, typically the parameters it was not allowed to read; saved only when there was something.',
    },
  ],
  requirements: {
    root: 'partial',
    platforms: ['linux', 'darwin'],
    notes: [
      {
        text: 'Runs `sysctl -a`, which must be on the `PATH`. As another user than root, parameters that only root may read are missing from the file and their errors go to `sysctl-stderr.txt`; if `sysctl` exits with an error status, the collector fails and writes neither file.',
        source: [collect],
      },
      {
        text: 'Each line is read as `name = value` (Linux) or `name: value` (macOS); lines without a separator are skipped.',
        source: [parse],
      },
      failureNote('Sysctl', collect),
    ],
  },
  sideEffects: [],
  gotchas: [
    {
      title: 'Every parameter, unlike the in-cluster collector',
      text: 'The cluster `sysctl` collector keeps only `net.ipv4`, `net.bridge` and `vm` parameters read from a pod; this one keeps whatever `sysctl -a` prints on the machine. Parameters of modules that are not loaded (such as `net.bridge.*` without `br_netfilter`) are not printed, so they are absent.',
      source: [collect, parse],
    },
    fixedFileGotcha('host-collectors/system/sysctl.json', collect),
  ],
};

export default sysctl;
