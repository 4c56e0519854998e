import type {CollectorReference, Field} from '../types';
import {notReadBy, tlsCACertField, tlsFields} from './_database';

/** The fields of one request (the Go types Get, Post and Put differ only by `body`). */
const urlField: Field = {
  name: 'url',
  type: 'string',
  required: true,
  description:
    'The address to call, including the scheme, such as `http://api.shop.svc.cluster.local:8080/healthz`. The request is sent from the machine that runs the collector.',
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
  description:
    'Request headers, one value per name, such as `Accept: application/json`. Values are sent exactly as written, so anything secret here is stored in the spec in clear text.',
};

const bodyField: Field = {
  name: 'body',
  type: 'string',
  description: 'The request body, sent as is. Add a `Content-Type` header that matches it.',
};

const timeoutField: Field = {
  name: 'timeout',
  type: 'string',
  default: 'no limit',
  description:
    'How long the whole exchange may take, response body included, as a Go duration such as `15s` or `2m`. A value that does not parse, or a negative one, is recorded as the error of the request.',
};

const httpTlsField: Field = {
  name: 'tls',
  type: 'object',
  description: 'TLS settings of the request. The http collector reads only `cacert` from it.',
  fields: tlsFields.map((field) =>
    field.name === tlsCACertField.name
      ? {
          ...tlsCACertField,
          description:
            'The certificate authority to trust. PEM text (recognised by a `BEGIN CERTIFICATE` line) becomes the only trusted root for this request. Any other value is taken as the path of a certificate file or directory on the machine that runs the collector, and is exported as `SSL_CERT_FILE` or `SSL_CERT_DIR` for the rest of the process; a path that does not exist is recorded as the error.',
        }
      : notReadBy('http', field),
  ),
};

const proxyField: Field = {
  name: 'proxy',
  type: 'string',
  description:
    'URL of a proxy to send this request through. When empty, the proxy environment variables are honoured, but only if `HTTPS_PROXY` is set.',
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

const http: CollectorReference = {
  key: 'http',
  title: 'HTTP',
  summary:
    'Sends one GET, POST or PUT request and saves the status, headers and body of the response, or the error, as JSON.',
  fields: [
    {
      name: 'name',
      type: 'string',
      default: 'the bundle root',
      description: 'A directory in the bundle for the result file.',
    },
    {
      name: 'get',
      type: 'object',
      description:
        'Send a GET request. Give exactly one of `get`, `post` and `put`: with several, `get` wins over `post` and `post` over `put`; with none, the collector fails.',
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
      path: '<name>/<collectorName>.json',
      format: 'json',
      description:
        'The response, with `status`, the whole `body` as a string, `headers` (repeated values joined with commas) and, when the body is valid JSON, the same body parsed as `raw_json`. When the request could not be made, the file holds `{"error": {"message": "..."}}` instead. Named `result.json` when `collectorName` is empty, and placed at the bundle root when `name` is empty.',
      sample:
        '{\n  "response": {\n    "status": 200,\n    "body": "{\\"status\\":\\"ok\\"}",\n    "headers": {\n      "Content-Type": "application/json"\n    },\n    "raw_json": {\n      "status": "ok"\n    }\n  }\n}',
    },
  ],
  analyzers: ['http', 'jsonCompare'],
  sources: [
    'pkg/apis/troubleshoot/v1beta2/collector_shared.go',
    'pkg/collect/http.go',
    'pkg/analyze/http_analyze.go',
    'pkg/analyze/host_http.go',
    'pkg/analyze/json_compare.go',
    'pkg/supportbundle/collect.go',
  ],
};

export default http;
