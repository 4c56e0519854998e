import type {CollectorEntry} from '../model';

const collect = 'pkg/collect/k8s_metrics.go#CollectMetrics.Collect';
const endpoint = 'pkg/collect/k8s_metrics.go#constructEndpoint';

const customMetrics: CollectorEntry = {
  kind: 'collector',
  key: 'customMetrics',
  title: 'Custom Metrics',
  summary:
    'Reads metric values from the custom metrics API (`custom.metrics.k8s.io/v1beta1`) that an adapter such as the Prometheus adapter serves.',
  goType: {name: 'CustomMetrics', source: 'pkg/apis/troubleshoot/v1beta2/collector_shared.go#CustomMetrics'},
  fields: [
    {
      name: 'metricRequests',
      type: 'object[]',
      description: 'The metrics to read, one API request each.',
      notes: [
        {
          text: 'With no entries the collector writes nothing. A request that fails does not stop the others; its message goes to `metrics/errors.json`.',
          source: [collect],
        },
      ],
      fields: [
        {
          name: 'resourceMetricName',
          type: 'string',
          required: true,
          description:
            'The resource type and the metric, separated by one slash, as the adapter lists them: for example `pods/http_requests_per_second`.',
          notes: [
            {
              text: 'A value without exactly one slash is skipped and recorded in `metrics/errors.json` as `wrong metric name format %s`, with the `%s` left as is.',
              source: [endpoint, collect],
            },
            {
              text: 'A leading `namespaces` is sent as `namespace`, the singular, in the request path.',
              source: [endpoint],
            },
          ],
        },
        {
          name: 'namespace',
          type: 'string',
          defaultText: 'a cluster-wide request',
          description:
            'The namespace of the objects. Set it for namespaced resources such as pods; leave it empty for cluster-scoped ones such as nodes.',
        },
        {
          name: 'objectName',
          type: 'string',
          default: '*',
          description: 'The name of one object to read the metric for; `*` reads every object of the type.',
        },
      ],
    },
  ],
  outputs: [
    {
      path: 'metrics/<kind>/<metric>/<namespace>.json',
      format: 'json',
      description:
        'For objects in a namespace: a JSON array with one entry per object, grouped by the object kind the adapter reports (such as `Pod`) and the metric name from the request. The entries are written with Go field names, and the response\'s `metricName`, `window` and `selector` are not kept.',
      sample:
        '[\n  {\n    "DescribedObject": {\n      "Kind": "Pod",\n      "Namespace": "shop",\n      "Name": "api-7d9c6b5f4-x2x8k",\n      "UID": "",\n      "APIVersion": "v1",\n      "ResourceVersion": "",\n      "FieldPath": ""\n    },\n    "Metric": {"Name": "", "Selector": null},\n    "Timestamp": "2026-01-31T08:00:00Z",\n    "WindowSeconds": null,\n    "Value": "42"\n  }\n]',
    },
    {
      path: 'metrics/<kind>/<metric>/<object>.json',
      format: 'json',
      description: 'For cluster-scoped objects such as nodes: the same array, one file per object name.',
    },
    {
      path: 'metrics/errors.json',
      format: 'json',
      description:
        'A list of messages, written only when a request was malformed or failed (for example when no adapter serves the API, or the metric does not exist).',
      sample:
        '[\n  "could not query endpoint /apis/custom.metrics.k8s.io/v1beta1/namespaces/shop/pods/*/http_requests_per_second: the server could not find the requested resource"\n]',
    },
  ],
  permissions: [
    {
      apiGroup: 'custom.metrics.k8s.io',
      resource: '<resource>/<metric>',
      verbs: ['get'],
      scope: 'namespace',
      when: 'for each request with a `namespace`, such as `pods/http_requests_per_second`',
    },
    {
      apiGroup: 'custom.metrics.k8s.io',
      resource: '<resource>/<metric>',
      verbs: ['get'],
      scope: 'cluster',
      when: 'for each request without a `namespace`',
    },
  ],
  execution: {where: 'api', source: [collect]},
  gotchas: [
    {
      title: 'No adapter, no data',
      text: 'Without an adapter for `custom.metrics.k8s.io`, every request fails and the only output is `metrics/errors.json`. Failing requests never stop the rest of the bundle.',
      source: [collect],
    },
    {
      title: '`namespaces/` is rewritten',
      text: 'A name starting with `namespaces/` is sent with the singular `namespace` in the URL. Compare the URL in `metrics/errors.json` with what your adapter lists if such a request fails.',
      source: [endpoint],
    },
    {
      title: 'Part of each value is dropped',
      text: 'The entries are saved with Go field names (`DescribedObject`, `Value`, `Timestamp`), and the response\'s metric name, window and selector do not survive: the metric name is only in the path. Plan any text search around that.',
      source: [collect],
    },
    {
      title: 'An answer of another shape is dropped silently',
      text: 'A response that does not decode as a metric value list writes no file and no error.',
      source: [collect],
    },
    {
      title: 'Collector names do not separate output',
      text: 'The path does not include `collectorName`, so two collectors that ask for the same metric write to the same files, and errors of the second replace those of the first in `metrics/errors.json`.',
      source: [collect],
    },
    {
      title: 'Permissions are not checked beforehand',
      text: 'A caller without access to the API gets `forbidden` messages in the error file instead of a skipped collector.',
      source: ['pkg/apis/troubleshoot/v1beta2/collector_shared.go#Collect.AccessReviewSpecs', collect],
    },
  ],
};

export default customMetrics;
