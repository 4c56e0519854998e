import type {HostCollectorEntry} from '../model';

const collect = 'pkg/collect/host_httploadbalancer.go#CollectHostHTTPLoadBalancer.Collect';
const post = 'pkg/collect/host_httploadbalancer.go#attemptPOST';

const httpLoadBalancer: HostCollectorEntry = {
  kind: 'hostCollector',
  key: 'httpLoadBalancer',
  title: 'HTTP load balancer',
  summary:
    'Starts an HTTP listener on a port of this machine and sends POST requests to a load balancer URL until one is answered by that listener, then records the result as one status word.',
  goType: {name: 'HTTPLoadBalancer', source: 'pkg/apis/troubleshoot/v1beta2/hostcollector_shared.go#HTTPLoadBalancer'},
  fields: [
    {
      name: 'address',
      type: 'string',
      required: true,
      format: 'url',
      description:
        'The full URL to POST to, scheme included, such as `http://lb.example.internal:8080/healthz`. It is used exactly as written.',
      notes: [
        {
          text: 'Unlike `tcpLoadBalancer`, this is a URL. `lb.example.internal:8080` without `http://` cannot be sent: every attempt fails as `error` and is retried each second until `timeout`, an hour by default.',
          source: [post, collect],
        },
        {
          text: 'The proxy environment variables (`HTTP_PROXY`, `HTTPS_PROXY`, `NO_PROXY`) apply to the request.',
          source: [post],
        },
      ],
    },
    {
      name: 'port',
      type: 'integer',
      required: true,
      description: 'The port on this machine that the load balancer forwards to. The collector serves plain HTTP on it, on every address.',
    },
    {
      name: 'path',
      type: 'string',
      description: 'Accepted but never read. Put the path into `address`; the listener answers on any path.',
      notes: [
        {
          text: 'The collector never reads `path`, and the JSON Schema marks it required only because its Go tag lacks `omitempty`.',
          source: [collect],
        },
      ],
    },
    {
      name: 'timeout',
      type: 'string',
      format: 'go-duration',
      default: '60m',
      description: 'How long to keep retrying, such as `1m`. When it runs out, the status is the one of the last attempt.',
      notes: [
        {
          text: 'A value that does not parse stops the collector with an error and no result file. A zero or negative value ends the loop before any request is sent, which leaves the status empty: only an outcome without `when` can match that.',
          source: [collect],
        },
      ],
    },
  ],
  outputs: [
    {
      path: 'host-collectors/httpLoadBalancer/<collectorName>.json',
      format: 'json',
      description:
        'The outcome: `status`, one of `connected`, `connection-refused`, `connection-timeout`, `address-in-use`, `bind-permission-denied` or `error`, and `message`, which holds only the listener\'s error (request errors are not kept). Named `httpLoadBalancer.json` when `collectorName` is empty.',
      sample: '{"status":"bind-permission-denied","message":"listen tcp 0.0.0.0:80: bind: permission denied"}',
    },
  ],
  requirements: {
    root: 'no',
    platforms: ['linux', 'darwin'],
    notes: [
      {
        text: 'On Linux, listening on a `port` below 1024 needs root (or the `CAP_NET_BIND_SERVICE` capability). Without it the status is `bind-permission-denied`.',
        source: [collect],
      },
    ],
  },
  sideEffects: [
    {
      text: 'Serves HTTP on `port` on every address and is never stopped: its shutdown call targets a server object that was never started, so the port stays bound until the command exits. On the machine, a later collector in the same run that needs the port, such as a `tcpPortStatus` for it, sees `address-in-use` (as the code reads). In pods (`runHostCollectorsInPod`) each collector runs in its own short-lived `collect` process, so the port is freed after it.',
      source: [collect],
    },
  ],
  gotchas: [
    {
      title: '`path` does nothing',
      text: 'The request goes to `address` exactly, so the path belongs there: `address: http://lb.example.internal:8080/healthz`. The `path` field is ignored.',
      source: [collect, post],
    },
    {
      title: 'An hour by default',
      text: 'Wrong answers, timeouts and other errors are retried every second for up to `timeout`, 60 minutes unless set. Only a refused connection, a failed bind or a correct answer ends the test early. Set `timeout` to a minute or two.',
      source: [collect],
    },
    {
      title: 'Only an answer from this machine counts',
      text: 'The listener answers a POST that carries the collector\'s random token with a second token, and only that answer gives `connected`. A load balancer that sends the request to another back end that answers gives `error` for that attempt, and the collector tries again with a new connection. If that back end refuses the connection and the load balancer passes the refusal on, the status is `connection-refused` and the test ends there.',
      source: [collect, post],
    },
    {
      title: 'No errors recorded for failed requests',
      text: 'The collector reports an error, and a support bundle gets an `-error.json` file under `host-collectors/errors/`, only when the listener could not start. Requests that keep failing until `timeout` end with a status but without an error, and `message` stays empty.',
      source: [collect, 'pkg/supportbundle/collect.go#runLocalHostCollectors'],
    },
  ],
};

export default httpLoadBalancer;
