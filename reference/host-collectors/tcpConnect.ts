import type {HostCollectorEntry} from '../model';

const collect = 'pkg/collect/host_tcp_connect.go#CollectHostTCPConnect.Collect';
const attempt = 'pkg/collect/host_tcp_connect.go#attemptConnect';

const tcpConnect: HostCollectorEntry = {
  kind: 'hostCollector',
  key: 'tcpConnect',
  title: 'TCP connect',
  summary: 'Opens one TCP connection from this machine to an address and records, as one status word, whether the handshake completed.',
  goType: {name: 'TCPConnect', source: 'pkg/apis/troubleshoot/v1beta2/hostcollector_shared.go#TCPConnect'},
  fields: [
    {
      name: 'address',
      type: 'string',
      required: true,
      description:
        'Where to connect, as `host:port`: a DNS name, an IPv4 address, or an IPv6 address in brackets, such as `registry.example.com:443` or `[fd00::10]:6443`.',
      notes: [
        {
          text: 'An address without a port, or a name that does not resolve, is handled like any failed connection: the result file is still written, with the status `error` and the reason in `message`, and, as for every status other than `connected`, the collector also reports an error.',
          source: [attempt],
        },
      ],
    },
    {
      name: 'timeout',
      type: 'string',
      format: 'go-duration',
      default: '10s',
      description: 'How long to wait for the handshake, such as `5s`.',
      notes: [
        {
          text: 'A value that does not parse stops the collector with an error and no result file. `0s` removes the limit altogether, leaving only the operating system\'s own connect timeout.',
          source: [collect, attempt],
        },
      ],
    },
  ],
  outputs: [
    {
      path: 'host-collectors/connect/<collectorName>.json',
      format: 'json',
      description:
        'The outcome: `status`, one of `connected`, `connection-refused`, `connection-timeout` or `error`, and `message`, the error text (empty on success). The directory is `connect`, not `tcpConnect`, and the file is `connect.json` when `collectorName` is empty.',
      sample: '{"status":"connection-timeout","message":"dial tcp 203.0.113.20:443: i/o timeout"}',
    },
  ],
  requirements: {
    root: 'no',
    platforms: ['linux', 'darwin'],
    notes: [
      {
        text: 'The connection is made directly from the machine; proxy settings are not used.',
        source: [attempt],
      },
    ],
  },
  sideEffects: [
    {
      text: 'Opens one connection to the target and closes it as soon as the handshake completes; no data is sent.',
      source: [attempt],
    },
  ],
  gotchas: [
    {
      title: 'One attempt',
      text: 'There is no retry: a target that is restarting at that moment gives `connection-refused` or `connection-timeout`.',
      source: [attempt],
    },
    {
      title: 'The handshake is all it checks',
      text: '`connected` only means that something accepted the TCP connection. A load balancer or proxy in front of a dead service accepts connections too; use the `http` collector to see an answer.',
      source: [attempt],
    },
    {
      title: 'Failures also count as collector errors',
      text: 'When the status is not `connected`, the collector reports an error as well, so a support bundle collected on the machine holds `host-collectors/errors/<title>-error.json` (title `collectorName` or `TCP Connection Attempt`) next to the result file, and `preflight` prints the error while it runs.',
      source: [collect, 'pkg/supportbundle/collect.go#runLocalHostCollectors'],
    },
  ],
};

export default tcpConnect;
