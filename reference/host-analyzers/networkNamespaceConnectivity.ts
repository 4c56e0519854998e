import type {HostAnalyzerEntry} from '../model';
import {perNodeGotcha} from './tcpPortStatus';

const analyze = 'pkg/analyze/host_network_namespace_connectivity.go#AnalyzeHostNetworkNamespaceConnectivity.Analyze';

const networkNamespaceConnectivity: HostAnalyzerEntry = {
  kind: 'hostAnalyzer',
  key: 'networkNamespaceConnectivity',
  title: 'Network namespace connectivity',
  summary: 'Reports the first `pass` outcome when the namespace connectivity test succeeded, and the first `fail` outcome when it did not.',
  goType: {
    name: 'NetworkNamespaceConnectivityAnalyze',
    source: 'pkg/apis/troubleshoot/v1beta2/hostanalyzer_shared.go#NetworkNamespaceConnectivityAnalyze',
  },
  fields: [
    {
      name: 'collectorName',
      type: 'string',
      default: 'networkNamespaceConnectivity',
      description: 'The `collectorName` of the collector whose file to read: the analyzer opens `host-collectors/system/<collectorName>.json`.',
    },
  ],
  reads: [
    {
      path: 'host-collectors/system/<collectorName>.json',
      writtenBy: ['networkNamespaceConnectivity'],
      description: 'The test result. `success` picks the outcome; the other fields are available to the message template.',
    },
  ],
  outcomes: {
    hasOutcomes: true,
    when: 'ignored',
    examples: [],
    order: {
      text: 'The `when` of every outcome is ignored. When the test succeeded, the first `pass` outcome gives the result; when it failed, the first `fail` outcome does. `warn` outcomes are never used, and `uri` is not copied into the result. `message` is rendered as a Go template; a template error turns the check into a fail reading `Analyzer Failed: ...`.',
      source: [analyze, 'internal/util/util.go#RenderTemplate'],
    },
    noMatch: {
      text: 'With no outcome of the needed kind (a failed test and only `pass` outcomes, or the reverse), no result is given and the check silently disappears. Always write one `pass` and one `fail`. When the collector wrote no file, there is no result either.',
      source: [analyze, 'pkg/analyze/collected_contents.go#retrieveCollectedContents'],
    },
    templateVariables: [
      {name: '.FromCIDR', meaning: 'the `fromCIDR` of the collector'},
      {name: '.ToCIDR', meaning: 'the `toCIDR` of the collector'},
      {name: '.Success', meaning: 'true when both the UDP and the TCP exchange worked'},
      {name: '.ErrorMessage', meaning: 'every error of the test, one per line, each with a short label (`UDP connection failed with: ...`)'},
      {name: '.Errors.UDPClient', meaning: 'the error of the UDP client; also `.Errors.UDPServer`, `.Errors.TCPClient`, `.Errors.TCPServer`'},
      {name: '.Errors.FromCIDRCreation', meaning: 'the error stored for a namespace that could not be created; also `.Errors.ToCIDRCreation` (the two are swapped by the collector)'},
      {name: '.Output.Logs', meaning: 'the list of timestamped log lines of the test'},
    ],
  },
  gotchas: [
    {
      title: 'Write `pass` and `fail`, nothing else',
      text: 'The outcome is chosen by the result, not by `when`, and a `warn` outcome is skipped. A spec with a `warn` for the failure case gives no result when the test fails.',
      source: [analyze],
    },
    {
      title: 'Put the reason into the message',
      text: 'The result only says pass or fail. Add `{{ .ErrorMessage }}` to the fail message so that the reader sees which step failed, as in `Traffic from {{ .FromCIDR }} to {{ .ToCIDR }} failed: {{ .ErrorMessage }}`.',
      source: [analyze, 'pkg/collect/host_network_namespace_connectivity.go#NetworkNamespaceConnectivityInfo.ErrorMessage'],
    },
    {
      title: 'No `uri` in the result',
      text: 'The `uri` of the chosen outcome is dropped. Put a link to your runbook into the message text instead.',
      source: [analyze],
    },
    perNodeGotcha(
      'host-collectors/system/<collectorName>.json',
      'host-collectors/system/<node>/<collectorName>.json',
      'host-collectors/<node>/system/<collectorName>.json',
    ),
  ],
};

export default networkNamespaceConnectivity;
