import type {HostCollectorEntry} from '../model';

const collect = 'pkg/collect/host_udpportstatus.go#CollectHostUDPPortStatus.Collect';

const udpPortStatus: HostCollectorEntry = {
  kind: 'hostCollector',
  key: 'udpPortStatus',
  title: 'UDP port status',
  summary: 'Tries to bind a UDP port on this machine and records, as one status word, whether the port was free.',
  goType: {name: 'UDPPortStatus', source: 'pkg/apis/troubleshoot/v1beta2/hostcollector_shared.go#UDPPortStatus'},
  fields: [
    {
      name: 'port',
      type: 'integer',
      required: true,
      description: 'The UDP port to test, from 1 to 65535.',
      notes: [
        {
          text: 'Left out, the port is 0, which asks the system for any free port: the bind always works and the status is always `connected`. Nothing checks the value.',
          source: [collect],
        },
      ],
    },
    {
      name: 'interface',
      type: 'string',
      defaultText: 'every address (`0.0.0.0`)',
      description: 'The name of a network interface, such as `eth0`. The port is then bound on that interface\'s first IPv4 address only.',
      notes: [
        {
          text: 'An interface that does not exist or has no IPv4 address stops the collector with an error and no result file; the analyzer then reports nothing.',
          source: [collect, 'pkg/collect/host_tcpportstatus.go#getIPv4FromInterface'],
        },
      ],
    },
  ],
  outputs: [
    {
      path: 'host-collectors/udpPortStatus/<collectorName>.json',
      format: 'json',
      description:
        'The outcome: `status`, one of `connected` (the port could be bound), `address-in-use` or `error`, and `message`, the system error text (empty on success). Named `udpPortStatus.json` when `collectorName` is empty.',
      sample: '{"status":"connected","message":""}',
    },
  ],
  requirements: {
    root: 'no',
    platforms: ['linux', 'darwin'],
    notes: [
      {
        text: 'On Linux, binding a port below 1024 needs root (or the `CAP_NET_BIND_SERVICE` capability). Without it the status is `error` with a `permission denied` message.',
        source: [collect],
      },
    ],
  },
  sideEffects: [
    {
      text: 'Binds the port and releases it immediately. No packet is sent or received.',
      source: [collect],
    },
  ],
  gotchas: [
    {
      title: 'A bind test, not a reachability test',
      text: 'Unlike `tcpPortStatus`, nothing is sent: `connected` only means that no other socket held the port at that moment. Whether a firewall lets UDP traffic through to it is not tested.',
      source: [collect],
    },
    {
      title: '`connected` means the port is free',
      text: 'Pass on `connected` and fail on `address-in-use` when the port must be free for your software.',
      source: [collect],
    },
    {
      title: 'The wildcard or one IPv4 address',
      text: 'Without `interface`, the port is bound on `0.0.0.0`, which Go opens as a dual-stack socket on every address, so a port held on an IPv6 address also reads `address-in-use`. With `interface`, only that interface\'s first IPv4 address is bound; its IPv6 addresses are never tried.',
      source: [collect, 'pkg/collect/host_tcpportstatus.go#getIPv4FromInterface'],
    },
  ],
};

export default udpPortStatus;
