import type {AnalyzerEntry} from '../model';

const event: AnalyzerEntry = {
  kind: 'analyzer',
  key: 'event',
  title: 'Event',
  summary: 'Checks whether a Kubernetes event with a given reason (and optionally kind and message pattern) was recorded in one namespace.',
  goType: {name: 'EventAnalyze', source: 'pkg/apis/troubleshoot/v1beta2/analyzer_shared.go#EventAnalyze'},
  fields: [
    {
      name: 'reason',
      type: 'string',
      required: true,
      description: 'The event reason to look for, such as `BackOff`, `FailedScheduling`, `Unhealthy` or `OOMKilling`. Compared without regard to case.',
      notes: [
        {
          text: 'Without `reason` the analyzer fails with `reason is required`: the check is dropped from the results, and only a log line printed with `--debug` or `-v` says why.',
          source: ['pkg/analyze/event.go#AnalyzeEvent.Analyze', 'pkg/analyze/download.go#AnalyzeLocal', 'pkg/logger/logger.go#SetupLogger'],
        },
      ],
    },
    {
      name: 'namespace',
      type: 'string',
      default: 'default',
      description: 'The one namespace whose events are read.',
      notes: [
        {
          text: 'If `clusterResources` saved no events file for the namespace (it was not collected, or listing events there was forbidden), the analyzer fails: the check is dropped from the results, and only a log line printed with `--debug` or `-v` says why.',
          source: ['pkg/analyze/event.go#AnalyzeEvent.Analyze', 'pkg/analyze/download.go#fileContentProvider.getFileContents', 'pkg/logger/logger.go#SetupLogger'],
        },
      ],
    },
    {
      name: 'kind',
      type: 'string',
      defaultText: 'any kind',
      description: 'Only events about objects of this kind, such as `Pod` or `Node`, compared with the event\'s `involvedObject.kind` without regard to case.',
    },
    {
      name: 'regex',
      type: 'string',
      format: 're2',
      description: 'Only events whose message matches this regular expression (anywhere in the message).',
      notes: [
        {
          text: 'A pattern that does not compile is not reported: the analyzer behaves as if no event matched, so a `"false"` outcome fires.',
          source: ['pkg/analyze/event.go#getEvent'],
        },
      ],
    },
    {
      name: 'collectorName',
      type: 'string',
      description: 'Used only as the result title when `checkName` is empty. It does not choose which file is read: events always come from `clusterResources`.',
      notes: [
        {
          text: 'The title is `checkName`, else `collectorName`, else `Event`. The path read is built from `namespace` alone.',
          source: ['pkg/analyze/event.go#AnalyzeEvent.Title', 'pkg/analyze/event.go#AnalyzeEvent.Analyze'],
        },
      ],
    },
  ],
  reads: [
    {
      path: 'cluster-resources/events/<namespace>.json',
      writtenBy: ['clusterResources'],
      description: 'The events of the namespace named by `namespace` (`default` when empty), as an event list.',
    },
  ],
  outcomes: {
    hasOutcomes: true,
    when: 'event-bool',
    examples: ['true', 'false', 'True', '1'],
    order: {
      text: 'Outcomes are tried from top to bottom; within one item, `fail` is tested before `warn` and `warn` before `pass`. The first whose `when` equals whether a matching event was found gives the result.',
      source: ['pkg/analyze/event.go#analyzeEventResult'],
    },
    noMatch: {
      text: 'The result has the check\'s title but no severity and no message. `preflight` leaves it out of its text, JSON and YAML output and shows it unmarked in the interactive view; `analysis.json` and the `support-bundle` output give it an empty severity. It does not change the exit code.',
      source: ['pkg/analyze/event.go#analyzeEventResult', 'pkg/preflight/text_results.go#ShowTextResultsStructured', 'pkg/preflight/text_results.go#outputResult', 'pkg/convert/supportbundle.go#FromAnalyzerResult', 'pkg/preflight/run.go#checkOutcomesToExitCode'],
    },
    templateVariables: [
      {name: '.Reason', meaning: 'the event\'s reason, as recorded'},
      {name: '.Message', meaning: 'the event\'s message'},
      {name: '.Type', meaning: '`Normal` or `Warning`'},
      {name: '.Count', meaning: 'how many times the event occurred'},
      {name: '.InvolvedObject.Kind', meaning: 'the kind of the object the event is about'},
      {name: '.InvolvedObject.Name', meaning: 'the name of that object'},
      {name: '.InvolvedObject.Namespace', meaning: 'the namespace of that object'},
      {name: '.Source.Component', meaning: 'the component that reported the event, such as `kubelet`'},
      {name: '.Source.Host', meaning: 'the node that reported it, when set'},
      {name: '.FirstTimestamp', meaning: 'when the event was first seen'},
      {name: '.LastTimestamp', meaning: 'when it was last seen'},
    ],
  },
  gotchas: [
    {
      title: 'Every outcome needs `when`',
      text: 'An empty `when` is not a catch-all here: it fails to parse, and the check is dropped from the results with only a log line printed with `--debug` or `-v` to say why. Write `"true"` or `"false"` on each outcome.',
      source: ['pkg/analyze/event.go#analyzeEventResult', 'pkg/analyze/download.go#AnalyzeLocal', 'pkg/logger/logger.go#SetupLogger'],
    },
    {
      title: 'Only the first matching event',
      text: 'The analyzer stops at the first event in the file that matches; the message describes that one event, not a count of them.',
      source: ['pkg/analyze/event.go#getEvent'],
    },
    {
      title: 'Templates only with a match',
      text: 'The message is rendered as a Go template with the matched event as data. For a `"false"` outcome there is no event, and the message is shown as written, template fields included. When rendering fails, the message becomes `Event matched. Reason: <reason> Name: <object name> Message: <event message>`.',
      source: ['pkg/analyze/event.go#decorateMessage'],
    },
    {
      title: 'Only events still stored',
      text: 'The analyzer sees only the events the API server still held when `clusterResources` listed them, and old events are removed after a while. A `"false"` outcome means no such event was stored at collection time, not that it never happened.',
      source: ['pkg/analyze/event.go#AnalyzeEvent.Analyze'],
    },
  ],
};

export default event;
