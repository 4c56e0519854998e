import type {Field, HostCollectorEntry} from '../model';
import {notReadBy, tlsCACertField, tlsFields} from '../collectors/_database';
import {certificateErrorGotcha} from '../collectors/http';

const collect = 'pkg/collect/host_http.go#CollectHostHTTP.Collect';
const doRequest = 'pkg/collect/http.go#doRequest';
const toOutput = 'pkg/collect/http.go#responseToOutput';

const cacertField: Field = {
  ...tlsCACertField,
  description: 'The certificate authority to trust: PEM text, or the path of a certificate file or directory on this machine.',
  notes: [
    {
      text: 'PEM text (recognised by a `BEGIN CERTIFICATE` line) becomes the only trusted root for this request, replacing the system\'s; text without a usable certificate is recorded as the error of the request.',
      source: [doRequest],
    },
    {
      text: 'A path is exported as `SSL_CERT_FILE` or `SSL_CERT_DIR` for the rest of the process, and Go reads those only when it first loads the system roots, so the path may have no effect after an earlier HTTPS request. A path that does not exist is recorded as the error.',
      source: ['pkg/collect/http.go#handleFileOrDir', doRequest],
    },
  ],
};

/**
 * The fields of one request: the Go types Get, Post and Put (shared with the in-cluster http
 * collector and the remote http collector), which differ only by `body`.
 */
function httpRequestFields(withBody: boolean): Field[] {
  return [
    {
      name: 'url',
      type: 'string',
      required: true,
      format: 'url',
      description: 'The address to call, scheme included, such as `https://registry.example.com/v2/`.',
      notes: [
        {
          text: 'Redirects are followed (up to ten) and the last response is the one saved. HTTPS servers must offer TLS 1.2 or later.',
          source: [doRequest],
        },
      ],
    },
    {
      name: 'insecureSkipVerify',
      type: 'boolean',
      default: 'false',
      description: 'Accept any certificate from an HTTPS server.',
    },
    {
      name: 'headers',
      type: 'map[string]string',
      description: 'Request headers, one value per name, such as `Authorization: Bearer example-token`.',
      notes: [
        {
          text: 'They are stored in the spec in clear text, and at log level 2 and above every request is printed with its headers and body.',
          source: [doRequest, 'pkg/collect/http.go#LoggingTransport.RoundTrip'],
        },
      ],
    },
    ...(withBody
      ? [
          {
            name: 'body',
            type: 'string',
            description: 'The request body, sent as written. No `Content-Type` is added; set one in `headers` if the server needs it.',
          } satisfies Field,
        ]
      : []),
    {
      name: 'timeout',
      type: 'string',
      format: 'go-duration',
      defaultText: 'no limit',
      description: 'How long the whole exchange may take, reading the body included, such as `10s`.',
      notes: [
        {
          text: 'A value that does not parse, or a negative one, is saved as the error of the request and nothing is sent.',
          source: ['pkg/collect/http.go#parseTimeout', doRequest],
        },
      ],
    },
    {
      name: 'tls',
      type: 'object',
      description: 'TLS settings of the request. Only `cacert` is read.',
      notes: [
        {
          text: 'To skip certificate checks use `insecureSkipVerify`; `tls.skipVerify` is ignored. Client certificates are not supported, and `tls.secret` is never fetched.',
          source: [doRequest],
        },
      ],
      fields: tlsFields.map((field) => (field.name === tlsCACertField.name ? cacertField : notReadBy('http', field, doRequest))),
    },
    {
      name: 'proxy',
      type: 'string',
      format: 'url',
      defaultText: 'the proxy environment variables, only when `HTTPS_PROXY` is set',
      description: 'A proxy to send the request through, such as `http://proxy.example.internal:3128`.',
      notes: [
        {
          text: 'When set, it is used for every request, whatever `NO_PROXY` says. When empty, `HTTP_PROXY`, `HTTPS_PROXY` and `NO_PROXY` are honoured only if `HTTPS_PROXY` is set.',
          source: [doRequest],
        },
      ],
    },
  ];
}

/** `get`, `post` and `put`, as the host and remote http collectors accept them. */
const httpMethodFields: Field[] = [
  {
    name: 'get',
    type: 'object',
    description: 'Send a GET request.',
    notes: [
      {
        text: 'Give exactly one of `get`, `post` and `put`. With several, `get` wins over `post` and `post` over `put`; with none, the collector stops with `no supported http request type` and writes no file.',
        source: [collect],
      },
    ],
    fields: httpRequestFields(false),
  },
  {name: 'post', type: 'object', description: 'Send a POST request.', fields: httpRequestFields(true)},
  {name: 'put', type: 'object', description: 'Send a PUT request.', fields: httpRequestFields(true)},
];

const http: HostCollectorEntry = {
  kind: 'hostCollector',
  key: 'http',
  title: 'HTTP',
  summary: 'Sends one GET, POST or PUT request from this machine and saves the response (status, headers, body) or the error as JSON.',
  goType: {name: 'HostHTTP', source: 'pkg/apis/troubleshoot/v1beta2/hostcollector_shared.go#HostHTTP'},
  fields: httpMethodFields,
  outputs: [
    {
      path: 'host-collectors/http/<collectorName>.json',
      format: 'json',
      description:
        'Either `response`, with `status`, the whole `body` as text, `headers` (repeated values joined with commas) and, when the body is JSON, `raw_json` holding it parsed, or `error` with a `message` when no response arrived. Named `result.json` when `collectorName` is empty.',
      sample:
        '{\n  "response": {\n    "status": 200,\n    "body": "{}",\n    "headers": {\n      "Content-Type": "application/json"\n    },\n    "raw_json": {}\n  }\n}',
    },
  ],
  requirements: {
    root: 'no',
    platforms: ['linux', 'darwin'],
    notes: [
      {
        text: 'The request leaves from this machine, with its name resolution and routes; on a node that is about to join a cluster, cluster-internal names do not resolve.',
        source: [doRequest],
      },
    ],
  },
  sideEffects: [
    {
      text: 'Sends the request as written. A `post` or `put` can change data on the server; point it at endpoints that are safe to call.',
      source: [collect, doRequest],
    },
  ],
  gotchas: [
    {
      title: 'Failed requests are data, not errors',
      text: 'A refused connection, a DNS failure, a certificate problem or a timeout is saved in the file as `error.message`, and the collector reports no error. Of what the server does, only a body that cannot be read to the end makes the collector fail, and then no file is written; the only other failure is a spec without `get`, `post` or `put` (`no supported http request type`).',
      source: [collect, toOutput],
    },
    certificateErrorGotcha,
    {
      title: 'No timeout unless you set one',
      text: 'Without `timeout`, a server that accepts the connection and never answers holds up the whole run.',
      source: ['pkg/collect/http.go#parseTimeout', doRequest],
    },
    {
      title: 'Not the same path as the in-cluster collector',
      text: 'The host collector has no `name` field and always writes under `host-collectors/http/`; the host `http` analyzer reads that directory. The in-cluster `http` collector and analyzer use a different path.',
      source: [collect, 'pkg/analyze/host_http.go#AnalyzeHostHTTP.Analyze'],
    },
    {
      title: 'The whole body is kept',
      text: 'There is no size limit, and a JSON body is stored twice, as text and as `raw_json`. Point the collector at small status endpoints.',
      source: [toOutput],
    },
  ],
};

export default http;
