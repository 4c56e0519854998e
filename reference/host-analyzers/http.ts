import type {HostAnalyzerEntry} from '../model';
import {hostFirstMatch, hostNoMatch, missingFileGotcha, perNodeGotcha} from './tcpPortStatus';

const compare = 'pkg/analyze/host_http.go#compareHostHTTPConditionalToActual';

const http: HostAnalyzerEntry = {
  kind: 'hostAnalyzer',
  key: 'http',
  title: 'HTTP',
  summary: 'Checks the status code of the response the host http collector saved, or whether its request failed.',
  goType: {name: 'HTTPAnalyze', source: 'pkg/apis/troubleshoot/v1beta2/hostanalyzer_shared.go#HTTPAnalyze'},
  fields: [
    {
      name: 'collectorName',
      type: 'string',
      default: 'result',
      description: 'The `collectorName` of the http host collector whose file to read: the analyzer opens `host-collectors/http/<collectorName>.json`.',
    },
  ],
  reads: [
    {
      path: 'host-collectors/http/<collectorName>.json',
      writtenBy: ['http'],
      description: 'The saved response or the error of the request. Only the status code and the presence of an error are used.',
    },
  ],
  outcomes: {
    hasOutcomes: true,
    when: 'http-expr',
    examples: ['error', 'statusCode == 200', 'statusCode >= 500', 'statusCode != 200', 'statusCode >= 200 && statusCode < 300'],
    order: {
      ...hostFirstMatch(
        'A `when` that does not parse stops the analyzer when its outcome is reached, and the check becomes a fail whose message starts with `Analyzer Failed:`. So does a `when` that names anything but `statusCode`, but only when a response arrived: after a failed request every expression other than `error` is simply false.',
      ),
      source: ['pkg/analyze/host_analyzer.go#evaluateOutcomes', 'pkg/analyze/host_http.go#compareHostHTTPConditionalToActual', 'pkg/analyze/analyzer.go#HostAnalyze'],
    },
    noMatch: hostNoMatch,
  },
  gotchas: [
    {
      title: 'A failed request matches only `error`',
      text: 'When no response arrived, every expression is false without being evaluated. A list such as `statusCode != 200` then a catch-all pass would pass a service that is down; put an `error` outcome first.',
      source: [compare],
    },
    {
      title: 'Mistakes are visible here',
      text: 'Unlike the in-cluster `http` analyzer, whose check disappears on a bad expression, the host analyzer reports the problem as a fail result. Expression errors that need a response, such as naming `body`, appear only when a response arrived.',
      source: [compare, 'pkg/analyze/analyzer.go#HostAnalyze'],
    },
    {
      title: 'Only the status code',
      text: 'Expressions see `statusCode` and nothing else. To test the body, point `jsonCompare` or `textAnalyze` at `host-collectors/http/<collectorName>.json`.',
      source: [compare],
    },
    missingFileGotcha('http'),
    perNodeGotcha(
      'host-collectors/http/<collectorName>.json',
      'host-collectors/http/<node>/<collectorName>.json',
      'host-collectors/<node>/http/<collectorName>.json',
    ),
  ],
};

export default http;
