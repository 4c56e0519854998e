import type {HostCollectorEntry} from '../model';

const collect = 'pkg/collect/host_tcploadbalancer.go#CollectHostTCPLoadBalancer.Collect';
const check = 'pkg/collect/host_network.go#checkTCPConnection';
const validate = 'pkg/collect/host_network.go#isValidLoadBalancerAddress';

const tcpLoadBalancer: HostCollectorEntry = {
  kind: 'hostCollector',
  key: 'tcpLoadBalancer',
  title: 'TCP load balancer',
  summary:
    'Listens on a TCP port of this machine and connects to a load balancer address until a connection arrives back at that listener, then records the result as one status word.',
  goType: {name: 'TCPLoadBalancer', source: 'pkg/apis/troubleshoot/v1beta2/hostcollector_shared.go#TCPLoadBalancer'},
  fields: [
    {
      name: 'address',
      type: 'string',
      required: true,
      description:
        'The load balancer\'s front end, as `host:port`, such as `lb.example.internal:6443`. The host is a lower-case DNS name or an IPv4 address; no scheme, no path.',
      notes: [
        {
          text: 'Checked before anything is bound: upper-case letters, an IPv6 address, a missing or out-of-range port, or any extra `:` give the status `invalid-address` and no connection is tried.',
          source: [validate, check],
        },
      ],
    },
    {
      name: 'port',
      type: 'integer',
      required: true,
      description:
        'The port on this machine that the load balancer forwards to, its back-end port. The collector listens on it on every address while the test runs.',
    },
    {
      name: 'timeout',
      type: 'string',
      format: 'go-duration',
      default: '60m',
      description: 'How long to keep trying before giving up with `connection-timeout`, such as `30s`.',
      notes: [
        {
          text: 'A value that does not parse stops the collector with an error and no result file. `0s` does not mean "no limit": the test ends at once with `connection-timeout`.',
          source: [collect, check],
        },
      ],
    },
  ],
  outputs: [
    {
      path: 'host-collectors/tcpLoadBalancer/<collectorName>.json',
      format: 'json',
      description:
        'The outcome: `status`, one of `connected`, `connection-refused`, `connection-timeout`, `address-in-use`, `invalid-address` or `error`, and `message`, the error text (empty on success). Named `tcpLoadBalancer.json` when `collectorName` is empty.',
      sample: '{"status":"connection-refused","message":"dial tcp 10.0.20.5:6443: connect: connection refused"}',
    },
  ],
  requirements: {
    root: 'no',
    platforms: ['linux', 'darwin'],
    notes: [
      {
        text: 'On Linux, listening on a `port` below 1024 needs root (or the `CAP_NET_BIND_SERVICE` capability). Without it the status is `error` with a `permission denied` message.',
        source: [check],
      },
    ],
  },
  sideEffects: [
    {
      text: 'Listens on `port` on every address for as long as the test runs (up to `timeout`) and answers any connection that sends the expected token. A service that needs the port must not be running yet.',
      source: [check],
    },
    {
      text: 'When the port could be bound but the test ends without `connected` (`connection-refused`, `connection-timeout` or another dial error), the goroutine that accepted connections keeps calling accept on the closed listener in a tight loop until the command exits, so one CPU core stays busy for the rest of the run (as the code reads). `invalid-address`, `address-in-use` and other bind errors start no such goroutine.',
      source: [check],
    },
  ],
  gotchas: [
    {
      title: 'An hour by default',
      text: 'Without `timeout`, a load balancer that never forwards to this machine keeps the collector trying for 60 minutes. Connections that time out or reach another back end are retried every second; set `timeout` to something like `1m`.',
      source: [collect, check],
    },
    {
      title: 'Only a connection that lands here counts',
      text: 'The collector sends a random token through the load balancer and waits for its own listener to answer with a second one. A load balancer that forwards to another node first does not fail the test as long as that node accepts the connection: the collector tries again until the connection lands on this machine or the time runs out. If the other node refuses it and the load balancer passes the refusal on, the test ends with `connection-refused`.',
      source: [check, 'pkg/collect/host_network.go#verifyConnectionToServer', 'pkg/collect/host_network.go#handleTestConnection'],
    },
    {
      title: 'A refusal ends the test at once',
      text: 'If the load balancer refuses the connection (nothing listens on its front end yet), the status is `connection-refused` immediately, without retrying. Name resolution failures and other dial errors also end it at once, as `error`.',
      source: [check],
    },
    {
      title: 'Errors leave two traces in a bundle',
      text: 'For every status other than `connected` the collector also reports an error, so a support bundle collected on the machine holds `host-collectors/errors/<title>-error.json` (title `collectorName` or `TCP Load Balancer`) next to the result file.',
      source: [collect, 'pkg/supportbundle/collect.go#runLocalHostCollectors'],
    },
  ],
};

export default tcpLoadBalancer;
