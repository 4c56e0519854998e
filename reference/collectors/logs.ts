import type {CollectorReference} from '../types';

const logs: CollectorReference = {
  key: 'logs',
  title: 'Logs',
  summary: 'Saves the current and previous logs of every container in the pods that match a label selector.',
  fields: [
    {
      name: 'selector',
      type: 'string[]',
      required: true,
      description:
        'Label selectors for the pods whose logs to save, such as `app=api`. The entries are joined with commas, so a pod must match all of them.',
    },
    {
      name: 'namespace',
      type: 'string',
      default: 'every namespace',
      description:
        'The namespace to search for matching pods. When empty, pods in all namespaces that match the selector are included.',
    },
    {
      name: 'name',
      type: 'string',
      description:
        'The directory at the root of the bundle that holds links to the saved logs and any error files. Without it the links land at the bundle root.',
    },
    {
      name: 'containerNames',
      type: 'string[]',
      default: 'all containers and init containers',
      description:
        'Only save logs of containers with these names. When empty, every container and init container of each matching pod is saved.',
    },
    {
      name: 'timestamps',
      type: 'boolean',
      default: 'false',
      description: 'Ask the API server to prefix each log line with its RFC 3339 timestamp.',
    },
    {
      name: 'limits',
      type: 'object',
      default: 'last 10000 lines',
      description:
        'How much of each log to keep. `sinceTime` wins over `maxAge`, and either one turns off `maxLines` and `maxBytes`.',
      fields: [
        {
          name: 'sinceTime',
          type: 'string',
          description:
            'Only lines written after this RFC 3339 time, such as `2026-01-31T08:00:00Z`. The `--since-time` flag of `support-bundle` sets it for every logs collector.',
        },
        {
          name: 'maxAge',
          type: 'string',
          description:
            'Only lines newer than this Go duration, such as `24h` or `90m`. A value that does not parse is logged and ignored. The `--since` flag of `support-bundle` overrides it.',
        },
        {
          name: 'maxLines',
          type: 'integer',
          default: '10000',
          description: 'Keep at most this many lines from the end of each log.',
        },
        {
          name: 'maxBytes',
          type: 'integer',
          default: '5000000',
          description:
            'Keep at most this many bytes of each log. The default applies only when `limits` is present; without `limits` there is no byte cap.',
        },
      ],
    },
  ],
  outputs: [
    {
      path: 'cluster-resources/pods/logs/<namespace>/<pod>/<container>.log',
      format: 'text',
      description: 'The log of one container, as the API server returned it after the limits.',
      sample:
        '2026-01-31T08:00:01.120Z level=info msg="listening" addr=:8080\n2026-01-31T08:00:07.410Z level=warn msg="slow query" ms=812',
    },
    {
      path: 'cluster-resources/pods/logs/<namespace>/<pod>/<container>-previous.log',
      format: 'text',
      description:
        'The log of the previous instance of the container, written only when it restarted and the kubelet still has that log.',
    },
    {
      path: '<name>/<pod>/<container>.log',
      format: 'text',
      description:
        'A symbolic link to the file above, under the collector\'s `name` (a `-previous.log` link sits beside it when that file exists). Analyzers usually read this path.',
    },
    {
      path: '<name>/errors.json',
      format: 'json',
      description:
        'Written when listing the pods failed, for example for lack of permission. Falls back to `<collectorName>/errors.json`, then `errors.json`, when `name` is empty.',
      sample: '[\n  "pods is forbidden: User \\"dev\\" cannot list resource \\"pods\\" in the namespace \\"shop\\""\n]',
    },
    {
      path: '<name>/<pod>/<container>-errors.json',
      format: 'json',
      description: 'Written when the log stream of one container could not be read; the other containers are still collected.',
    },
  ],
  rbac: ['`list` on `pods` in the namespace', '`get` on `pods/log` in the namespace'],
  analyzers: ['textAnalyze'],
  sources: [
    'pkg/apis/troubleshoot/v1beta2/collector_shared.go',
    'pkg/collect/logs.go',
    'pkg/constants/constants.go',
    'cmd/troubleshoot/cli/root.go',
  ],
};

export default logs;
