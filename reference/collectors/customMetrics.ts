import type {CollectorReference} from '../types';

const customMetrics: CollectorReference = {
  key: 'customMetrics',
  title: 'Custom Metrics',
  summary:
    'Reads metric values from the custom metrics API (`custom.metrics.k8s.io/v1beta1`) that an adapter such as the Prometheus adapter serves.',
  fields: [
    {
      name: 'metricRequests',
      type: 'object[]',
      description:
        'The metrics to read, one API request each. With no entries the collector writes nothing.',
      fields: [
        {
          name: 'resourceMetricName',
          type: 'string',
          required: true,
          description:
            'The resource type and the metric, separated by one slash, as the adapter lists them: for example `pods/http_requests_per_second`. A value without exactly one slash is recorded in `metrics/errors.json` and skipped. A leading `namespaces` is sent as `namespace`.',
        },
        {
          name: 'namespace',
          type: 'string',
          description:
            'The namespace of the objects. Set it for namespaced resources such as pods; leave it empty for cluster-scoped ones such as nodes.',
        },
        {
          name: 'objectName',
          type: 'string',
          default: '*',
          description: 'The name of one object to read the metric for. When empty, every object of the type is read.',
        },
      ],
    },
  ],
  outputs: [
    {
      path: 'metrics/<kind>/<metric>/<namespace>.json',
      format: 'json',
      description:
        'For objects in a namespace: a JSON array with one entry per object, grouped by the object kind the adapter reports (such as `Pod`) and the metric name from the request. The entries are written with Go field names, and the metric name and window fields of the API response are not kept.',
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
  rbac: [
    '`get` on the requested resources of the `custom.metrics.k8s.io` API group (not checked before the run)',
  ],
  analyzers: [],
  sources: [
    'pkg/apis/troubleshoot/v1beta2/collector_shared.go',
    'pkg/collect/k8s_metrics.go',
    'pkg/collect/collector.go',
  ],
};

export default customMetrics;
