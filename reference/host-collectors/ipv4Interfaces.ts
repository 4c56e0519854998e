import type {HostCollectorEntry} from '../model';

const collect = 'pkg/collect/host_ipv4interfaces.go#CollectHostIPV4Interfaces.Collect';

const ipv4Interfaces: HostCollectorEntry = {
  kind: 'hostCollector',
  key: 'ipv4Interfaces',
  title: 'IPv4 interfaces',
  summary: 'Lists the network interfaces of this machine that are up, are not loopback and hold an IPv4 address.',
  goType: {name: 'IPV4Interfaces', source: 'pkg/apis/troubleshoot/v1beta2/hostcollector_shared.go#IPV4Interfaces'},
  fields: [],
  outputs: [
    {
      path: 'host-collectors/system/ipv4Interfaces.json',
      format: 'json',
      description:
        'A JSON list with one object per interface, as Go describes an interface: `Index`, `MTU`, `Name`, `HardwareAddr` (the MAC address, base64-encoded) and `Flags` (a bit mask, as a number). The addresses themselves are not included. `null` when no interface qualifies. The path is fixed: `collectorName` does not change it.',
      sample:
        '[{"Index":2,"MTU":1500,"Name":"eth0","HardwareAddr":"AkIKAAIP","Flags":51},{"Index":3,"MTU":1500,"Name":"docker0","HardwareAddr":"AkKsEQAB","Flags":51}]',
    },
  ],
  requirements: {
    root: 'no',
    platforms: ['linux', 'darwin'],
    notes: [
      {
        text: 'It reads the interface list the operating system gives any user.',
        source: [collect],
      },
    ],
  },
  sideEffects: [],
  gotchas: [
    {
      title: 'Bridges and tunnels count',
      text: 'Every interface that is up, is not loopback and has an IPv4 address is listed: container bridges such as `docker0`, CNI and VPN interfaces included. A machine with one network card can therefore show several.',
      source: [collect, 'pkg/collect/host_tcpportstatus.go#getIPv4FromInterface'],
    },
    {
      title: 'No addresses in the file',
      text: 'Only the interfaces are saved, not their addresses or netmasks, so no analyzer can check which network an address belongs to. Use `subnetAvailable` for route overlaps, or `subnetContainsIP` to test an address you already know.',
      source: [collect],
    },
    {
      title: '`collectorName` does not rename the file',
      text: 'The file is always `host-collectors/system/ipv4Interfaces.json`; a second `ipv4Interfaces` collector overwrites the first.',
      source: [collect],
    },
  ],
};

export default ipv4Interfaces;
