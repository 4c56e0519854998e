import type {HostCollectorEntry} from '../model';

const collect = 'pkg/collect/host_tcpportstatus.go#CollectHostTCPPortStatus.Collect';
const check = 'pkg/collect/host_network.go#checkTCPConnection';

const tcpPortStatus: HostCollectorEntry = {
  kind: 'hostCollector',
  key: 'tcpPortStatus',
  title: 'TCP port status',
  summary:
    'Binds a TCP port on this machine, connects to it through the machine\'s own IPv4 address, and records whether that worked as one status word.',
  goType: {name: 'TCPPortStatus', source: 'pkg/apis/troubleshoot/v1beta2/hostcollector_shared.go#TCPPortStatus'},
  fields: [
    {
      name: 'port',
      type: 'integer',
      required: true,
      description: 'The TCP port to test, from 1 to 65535.',
      notes: [
        {
          text: 'Left out (0) or above 65535, the port is not tested at all: the file says `invalid-address`, with the message `Invalid Load Balancer Address: <ip>:<port>`.',
          source: [check, 'pkg/collect/host_network.go#isValidLoadBalancerAddress'],
        },
      ],
    },
    {
      name: 'interface',
      type: 'string',
      defaultText: 'every address for the listener, the first usable interface for the test connection',
      description:
        'The name of a network interface, such as `eth0`. The port is then bound on that interface\'s first IPv4 address only, and the test connection goes to the same address.',
      notes: [
        {
          text: 'Without it, the port is bound on `0.0.0.0` and the test connection goes to the first IPv4 address of the first interface that is up, not loopback and has an IPv4 address, in the order the system lists interfaces.',
          source: [collect, 'pkg/collect/host_tcpportstatus.go#getLocalIPv4'],
        },
        {
          text: 'An interface that does not exist or has no IPv4 address stops the collector with an error and no result file; the analyzer then reports nothing.',
          source: [collect, 'pkg/collect/host_tcpportstatus.go#getIPv4FromInterface'],
        },
      ],
    },
  ],
  outputs: [
    {
      path: 'host-collectors/tcpPortStatus/<collectorName>.json',
      format: 'json',
      description:
        'The outcome of the test: `status`, one of `connected`, `address-in-use`, `connection-refused`, `connection-timeout`, `invalid-address` or `error`, and `message`, the system error text (empty on success). Named `tcpPortStatus.json` when `collectorName` is empty.',
      sample: '{"status":"address-in-use","message":"listen tcp 0.0.0.0:6443: bind: address already in use"}',
    },
  ],
  requirements: {
    root: 'no',
    platforms: ['linux', 'darwin'],
    notes: [
      {
        text: 'On Linux, binding a port below 1024 needs root (or the `CAP_NET_BIND_SERVICE` capability). Without it the status is `error` with a `permission denied` message, not a distinct word.',
        source: [check],
      },
      {
        text: 'The machine needs an interface that is up, is not loopback and has an IPv4 address. On an IPv6-only machine the collector stops with `No network interface has an IPv4 address` and writes no file.',
        source: ['pkg/collect/host_tcpportstatus.go#getLocalIPv4', collect],
      },
    ],
  },
  sideEffects: [
    {
      text: 'Opens a real listener on the port for up to 10 seconds and accepts connections on it; it is closed when the test ends. Run the check before the service that will own the port starts, or it reports `address-in-use`.',
      source: [check, collect],
    },
    {
      text: 'When the port could be bound but the test ends without `connected` (`connection-refused`, `connection-timeout` or another dial error), the goroutine that accepted connections keeps calling accept on the closed listener in a tight loop until the command exits, so one CPU core stays busy for the rest of the run (as the code reads). `address-in-use` and other bind errors start no such goroutine.',
      source: [check],
    },
  ],
  gotchas: [
    {
      title: '`connected` means the port is free',
      text: 'The status words come from a connection test, so a free port that could be bound and reached reads `connected`, and a port some other program already uses reads `address-in-use`. Write the outcomes the other way round from what the words suggest: pass on `connected`, fail on `address-in-use`.',
      source: [check],
    },
    {
      title: 'It tests this machine only',
      text: 'The test connection goes from the machine to its own address, so it shows that the port can be bound and that local traffic to it is not blocked. It says nothing about whether other machines can reach the port; test that from them with `tcpConnect`.',
      source: [collect, check],
    },
    {
      title: 'Ten seconds, fixed',
      text: 'There is no `timeout` field: attempts that time out are repeated every second until 10 seconds have passed, then the status is `connection-timeout`. A refused connection ends the test at once.',
      source: [collect, check],
    },
    {
      title: 'Errors leave two traces in a bundle',
      text: 'For every status other than `connected` the collector also reports an error. A support bundle collected on the machine then holds both the result file and `host-collectors/errors/<title>-error.json`, where the title is `collectorName` or `TCP Port Status`; `preflight` prints the error as progress. The result file is what the analyzer reads.',
      source: [collect, 'pkg/supportbundle/collect.go#runLocalHostCollectors'],
    },
  ],
};

export default tcpPortStatus;
