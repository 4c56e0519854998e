import type {CollectorEntry} from '../model';

const logs: CollectorEntry = {
  kind: 'collector',
  key: 'logs',
  title: 'Logs',
  summary: 'Saves the current and previous logs of every container in the pods that match a label selector.',
  goType: {name: 'Logs', source: 'pkg/apis/troubleshoot/v1beta2/collector_shared.go#Logs'},
  fields: [
    {
      name: 'selector',
      type: 'string[]',
      format: 'label-selector',
      description:
        'Label selectors for the pods whose logs to save, such as `app=api`. The entries are joined with commas, so a pod must match all of them.',
      notes: [
        {
          text: 'Only the schema and `lint` insist on it, and `lint` only notices a missing key, not `selector: []`. The collector itself accepts an empty or missing list: the list request then carries no selector and every pod in the namespace (or in the cluster, without `namespace`) is collected. So `selector: []` with a `namespace` saves the logs of every pod in that namespace, with no selector to maintain as pods are added or removed.',
          source: ['pkg/collect/logs.go#listPodsInSelectors', 'pkg/lint/validators.go#validateTypedList'],
        },
        {
          text: 'A selector that matches no pod, such as one for a component that was never installed, is not an error: nothing is written for it and the run goes on (see Gotchas).',
          source: ['pkg/collect/logs.go#CollectLogs.CollectWithClient'],
        },
      ],
    },
    {
      name: 'namespace',
      type: 'string',
      defaultText: 'every namespace',
      description: 'The namespace to search for matching pods. When empty, matching pods of all namespaces are included.',
      notes: [
        {
          text: 'The `--namespace` flag of `support-bundle` does not change where the collector looks; it only changes where the permission pre-check looks.',
          source: ['pkg/collect/logs.go#CollectLogs.CollectWithClient', 'pkg/apis/troubleshoot/v1beta2/collector_shared.go#pickNamespaceOrDefault'],
        },
      ],
    },
    {
      name: 'name',
      type: 'string',
      description:
        'The directory at the root of the bundle that holds links to the saved logs and the error files. It is not required: without it the links land at the bundle root.',
    },
    {
      name: 'containerNames',
      type: 'string[]',
      defaultText: 'every container and init container',
      description: 'Only save logs of containers with these names.',
      notes: [
        {
          text: 'A container name that does not exist in a matching pod is still asked for: that pod gets `<name>/<pod>/<container>-errors.json` with the API server\'s answer, and the other names in the list are still saved.',
          source: ['pkg/collect/logs.go#CollectLogs.CollectWithClient'],
        },
      ],
    },
    {
      name: 'timestamps',
      type: 'boolean',
      default: 'false',
      description: 'Ask the API server to start each log line with its RFC 3339 timestamp.',
    },
    {
      name: 'limits',
      type: 'object',
      defaultText: 'the last 10000 lines, no byte cap',
      description: 'How much of each log to keep.',
      notes: [
        {
          text: '`sinceTime` wins over `maxAge`, and either one turns `maxLines` and `maxBytes` off.',
          source: ['pkg/collect/logs.go#setLogLimits'],
        },
      ],
      fields: [
        {
          name: 'sinceTime',
          type: 'string',
          format: 'rfc3339',
          description: 'Only lines written after this time, such as `2026-01-31T08:00:00Z`.',
          notes: [
            {
              text: 'RFC 3339 with its zone (`Z`, or `+01:00` for a local time): the machine\'s time zone is never assumed.',
              source: ['pkg/apis/troubleshoot/v1beta2/collector_shared.go#LogLimits'],
            },
          ],
        },
        {
          name: 'maxAge',
          type: 'string',
          format: 'go-duration',
          description: 'Only lines newer than this, such as `24h` or `90m`.',
          notes: [
            {
              text: 'A value that does not parse is logged and ignored, and since it still counts as set, no line or byte cap applies either: the whole log is saved.',
              source: ['pkg/collect/logs.go#convertMaxAgeToTime', 'pkg/collect/logs.go#setLogLimits'],
            },
          ],
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
          description: 'Keep at most this many bytes of each log.',
          notes: [
            {
              text: 'The default applies only when `limits` is present; without `limits` there is no byte cap.',
              source: ['pkg/collect/logs.go#setLogLimits'],
            },
          ],
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
      path: '<...name>/<pod>/<container>.log',
      format: 'text',
      description:
        "A symbolic link to the file above, under the collector's `name` (a `-previous.log` link sits beside it when that file exists). Analyzers usually read this path.",
    },
    {
      path: '<...name>/errors.json',
      format: 'json',
      description:
        'Written when listing the pods failed. Falls back to `<collectorName>/errors.json`, then `errors.json`, when `name` is empty.',
      sample: '[\n  "pods is forbidden: User \\"dev\\" cannot list resource \\"pods\\" in the namespace \\"shop\\""\n]',
    },
    {
      path: '<...name>/<pod>/<container>-errors.json',
      format: 'json',
      description: 'Written when the log stream of one container could not be read, as for a pod deleted after the list or a name in `containerNames` the pod does not have; the other containers are still collected.',
    },
  ],
  permissions: [
    {resource: 'pods', verbs: ['list'], scope: 'namespace', prechecked: true},
    {resource: 'pods/log', verbs: ['get'], scope: 'namespace', prechecked: true},
  ],
  execution: {where: 'api', source: ['pkg/collect/logs.go#savePodLogs']},
  gotchas: [
    {
      title: 'Limits interact',
      text: 'With `sinceTime` or `maxAge` set, the line and byte limits are not sent at all, so a busy container can produce a very large file. Without any `limits`, only the 10,000-line cap applies.',
      source: ['pkg/collect/logs.go#setLogLimits'],
    },
    {
      title: 'No matching pod leaves no trace',
      text: 'When the selector matches no pod, the collector ends at once and writes nothing: no directory under `name` and no `errors.json`, and no message says that nothing matched, not even with `-v`. It does not wait for the 60-second deadline; only v0.51.0 did. An analyzer that reads its files then finds none: a `textAnalyze` check gives its `No matching files` warning, or nothing with `ignoreIfNoFiles`. To tell an empty selector from a missing collector, look for the pods in `cluster-resources/pods/<namespace>.json`.',
      source: ['pkg/collect/logs.go#CollectLogs.CollectWithClient', 'pkg/collect/logs.go#listPodsInSelectors', 'pkg/analyze/text_analyze.go#analyzeTextAnalyze'],
    },
    {
      title: 'One minute in total',
      text: 'The pod list and all the containers of one logs collector share a 60-second deadline. A container whose log is still streaming when it passes, and every container after it, gets an `-errors.json` file instead of its log: the part already read is left out of the bundle. Split a wide selector into several collectors if that happens.',
      source: ['pkg/collect/logs.go#CollectLogs.CollectWithClient', 'pkg/constants/constants.go#DEFAULT_LOGS_COLLECTOR_TIMEOUT'],
    },
    {
      title: 'The command line wins',
      text: '`--since 2h` or `--since-time` on `support-bundle` or `preflight` replaces the time limit of every logs collector in the run, and so also turns their line and byte caps off.',
      source: ['cmd/troubleshoot/cli/run.go#parseTimeFlags', 'pkg/collect/logs.go#CollectLogs.CollectWithClient', 'pkg/preflight/run.go#parseTimeFlags'],
    },
    {
      title: 'The pre-check looks elsewhere',
      text: 'Before the run, the permission check asks about the namespace of `--namespace`, else the collector\'s `namespace`, else `default`, while the collector itself lists pods in its own `namespace` (all namespaces when empty). A check can pass for one namespace while the list fails for another, or the reverse.',
      source: ['pkg/apis/troubleshoot/v1beta2/collector_shared.go#Collect.AccessReviewSpecs', 'pkg/apis/troubleshoot/v1beta2/collector_shared.go#pickNamespaceOrDefault'],
    },
    {
      title: 'Two ways to lack permission',
      text: 'When the pre-check fails, the collector does not run at all and is listed in `skipped-collectors.json` with the reason (with the default `--collect-without-permissions=true`; with `false` the whole run may stop instead). `errors.json` under the collector\'s name appears only when the pre-check passed and the pod list itself failed.',
      source: ['pkg/supportbundle/collect.go#runCollectors', 'pkg/preflight/collect.go#CollectWithContext', 'pkg/collect/collector.go#WriteSkippedCollectors', 'pkg/collect/logs.go#CollectLogs.CollectWithClient'],
    },
  ],
};

export default logs;
