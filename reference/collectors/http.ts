import type {Behaviour, CollectorEntry, Field} from '../model';
import {notReadBy, tlsCACertField, tlsFields} from './_database';

const doRequest = 'pkg/collect/http.go#doRequest';
const collect = 'pkg/collect/http.go#CollectHTTP.Collect';

/** The fields of one request (the Go types Get, Post and Put differ only by `body`). */
const urlField: Field = {
  name: 'url',
  type: 'string',
  required: true,
  format: 'url',
  description: 'The address to call, including the scheme, such as `http://api.shop.svc.cluster.local:8080/healthz`.',
  notes: [
    {
      text: 'The request is sent from the machine that runs the command. HTTPS servers must offer TLS 1.2 or later, and redirects are followed (up to ten), so the saved response is the last one.',
      source: [doRequest],
    },
  ],
};

const insecureSkipVerifyField: Field = {
  name: 'insecureSkipVerify',
  type: 'boolean',
  default: 'false',
  description: 'Accept any certificate from an `https` server instead of checking it.',
};

const headersField: Field = {
  name: 'headers',
  type: 'map[string]string',
  description: 'Request headers, one value per name, such as `Accept: application/json`.',
  notes: [
    {
      text: 'Values are sent exactly as written, so a token here is stored in the spec in clear text. A `Host` entry is dropped by Go\'s HTTP client; the host always comes from `url`.',
      source: [doRequest],
    },
  ],
};

const bodyField: Field = {
  name: 'body',
  type: 'string',
  description: 'The request body, sent as is.',
  notes: [
    {
      text: 'No `Content-Type` is added for it; set one in `headers` when the server needs it.',
      source: [doRequest],
    },
  ],
};

const timeoutField: Field = {
  name: 'timeout',
  type: 'string',
  format: 'go-duration',
  defaultText: 'no limit',
  description: 'How long the whole exchange may take, reading the response body included, such as `15s` or `2m`.',
  notes: [
    {
      text: 'A value that does not parse, or a negative one, is recorded as the error of the request and nothing is sent.',
      source: ['pkg/collect/http.go#parseTimeout', doRequest],
    },
  ],
};

const httpCACertField: Field = {
  ...tlsCACertField,
  description:
    'The certificate authority to trust: PEM text, or the path of a certificate file or directory on the machine that runs the command.',
  notes: [
    {
      text: 'Text that contains `BEGIN CERTIFICATE` (or `BEGIN RSA PRIVATE KEY`) is taken as PEM and becomes the only trusted root for this request: the system\'s roots are no longer trusted, and PEM text that holds no certificate is recorded as the error. Any other value is taken as a path.',
      source: [doRequest],
    },
    {
      text: 'A path is exported as `SSL_CERT_FILE` or `SSL_CERT_DIR` for the rest of the process. Go reads those variables only the first time it loads the system roots, so a path can have no effect when an earlier connection loaded them. A path that does not exist is recorded as the error.',
      source: ['pkg/collect/http.go#handleFileOrDir', doRequest],
    },
  ],
};

const httpTlsField: Field = {
  name: 'tls',
  type: 'object',
  description: 'TLS settings of the request.',
  notes: [
    {
      text: 'The http collector reads only `cacert` from it. Use `insecureSkipVerify` to skip certificate checks; client certificates are not supported.',
      source: [doRequest],
    },
  ],
  fields: tlsFields.map((field) => (field.name === tlsCACertField.name ? httpCACertField : notReadBy('http', field, doRequest))),
};

const proxyField: Field = {
  name: 'proxy',
  type: 'string',
  format: 'url',
  defaultText: 'the proxy environment variables, only when `HTTPS_PROXY` is set',
  description: 'URL of a proxy to send this request through.',
  notes: [
    {
      text: 'When set, every request goes through it, whatever `NO_PROXY` says. When empty, the proxy variables (`HTTP_PROXY`, `HTTPS_PROXY`, `NO_PROXY`, in upper or lower case) are honoured only if the upper-case `HTTPS_PROXY` is set; `HTTP_PROXY` or a lower-case `https_proxy` alone is ignored.',
      source: [doRequest],
    },
  ],
};

/** The in-cluster and host http collectors make the same request and save the same error. */
export const certificateErrorGotcha: Behaviour = {
  title: 'A refused certificate is not described',
  text: 'When the server\'s certificate fails the check, `error.message` holds only Go\'s reason after the method and URL, such as `Get "https://payments.example.com/healthz": tls: failed to verify certificate: x509: certificate signed by unknown authority`, and nothing of the certificate: not its subject, its issuer or its dates. With `insecureSkipVerify` the request goes through, but the response saved has no certificate details either. No collector reads the certificate a server presents; run `openssl s_client` with a `runPod` collector, or with a host `run` collector, to record it.',
  source: [doRequest, 'pkg/collect/http.go#responseToOutput'],
};

function requestFields(withBody: boolean): Field[] {
  return [
    urlField,
    insecureSkipVerifyField,
    headersField,
    ...(withBody ? [bodyField] : []),
    timeoutField,
    httpTlsField,
    proxyField,
  ];
}

const http: CollectorEntry = {
  kind: 'collector',
  key: 'http',
  title: 'HTTP',
  summary:
    'Sends one GET, POST or PUT request and saves the status, headers and body of the response, or the error, as JSON.',
  goType: {name: 'HTTP', source: 'pkg/apis/troubleshoot/v1beta2/collector_shared.go#HTTP'},
  fields: [
    {
      name: 'name',
      type: 'string',
      defaultText: 'the bundle root',
      description: 'A directory in the bundle for the result file; it may contain slashes.',
    },
    {
      name: 'get',
      type: 'object',
      description: 'Send a GET request.',
      notes: [
        {
          text: 'Give exactly one of `get`, `post` and `put`. With several, `get` wins over `post` and `post` over `put`; with none, the collector fails and writes no result file.',
          source: [collect],
        },
      ],
      fields: requestFields(false),
    },
    {
      name: 'post',
      type: 'object',
      description: 'Send a POST request.',
      fields: requestFields(true),
    },
    {
      name: 'put',
      type: 'object',
      description: 'Send a PUT request.',
      fields: requestFields(true),
    },
  ],
  outputs: [
    {
      path: '[<...name>/]<collectorName>.json',
      format: 'json',
      description:
        'The response, with `status`, the whole `body` as a string, `headers` (repeated values joined with commas) and, when the body is valid JSON, the same body parsed as `raw_json`. When no response arrived, the file holds `{"error": {"message": "..."}}` instead. Named `result.json` when `collectorName` is empty, and placed at the bundle root when `name` is empty.',
      sample:
        '{\n  "response": {\n    "status": 200,\n    "body": "{\\"status\\":\\"ok\\"}",\n    "headers": {\n      "Content-Type": "application/json"\n    },\n    "raw_json": {\n      "status": "ok"\n    }\n  }\n}',
    },
  ],
  permissions: [],
  execution: {where: 'cli', source: [doRequest]},
  gotchas: [
    {
      title: 'The http analyzer looks at the bundle root',
      text: 'The collector writes `<name>/<collectorName>.json`, but the http analyzer opens `<collectorName>.json` at the bundle root and knows nothing of `name`. Leave `name` empty, or give the analyzer `collectorName: <name>/<collectorName>` so that it finds the file.',
      source: [collect, 'pkg/analyze/http_analyze.go#AnalyzeHTTPAnalyze.Analyze'],
    },
    {
      title: 'Addresses are resolved where the command runs',
      text: 'A cluster-internal name such as `api.shop.svc.cluster.local` resolves only when `support-bundle` or `preflight` runs inside the cluster. From a laptop, use an address reachable from there, or run the `collect http` command of the separate `collect` binary in a pod.',
      source: [doRequest, 'cmd/collect/cli/http.go#HTTPCmd'],
    },
    {
      title: 'No timeout unless you set one',
      text: 'Without `timeout`, neither the connection nor the response has a limit, so a server that accepts the connection and never answers holds up the whole run.',
      source: ['pkg/collect/http.go#parseTimeout', doRequest],
    },
    certificateErrorGotcha,
    {
      title: 'A broken body leaves no file',
      text: 'Errors before a response arrives (DNS, refused connection, certificate, timeout) are saved in the result file. If the response arrives but reading its body fails, for example because `timeout` expires halfway, the collector fails instead and writes no result file; a support bundle records the failure under `collector-errors/`.',
      source: ['pkg/collect/http.go#responseToOutput', collect, 'pkg/supportbundle/collect.go#runCollectors'],
    },
    {
      title: 'The whole body is kept',
      text: 'There is no size limit, and a JSON body is stored twice (as text and as `raw_json`). Point the collector at small status endpoints, not at downloads.',
      source: ['pkg/collect/http.go#responseToOutput'],
    },
    {
      title: 'Verbose logs show everything',
      text: 'At log level 2 and above, each request is printed with its headers and body, tokens included, and so is each response.',
      source: ['pkg/collect/http.go#LoggingTransport.RoundTrip'],
    },
  ],
};

export default http;
