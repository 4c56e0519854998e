import type {Behaviour, HostAnalyzerEntry} from '../model';

const evaluate = 'pkg/analyze/host_analyzer.go#evaluateOutcomes';
const retrieve = 'pkg/analyze/collected_contents.go#retrieveCollectedContents';

/*
 * Behaviour shared by the host analyzers that go through analyzeHostCollectorResults and
 * evaluateOutcomes (pkg/analyze/host_analyzer.go), exported for the other network host analyzers
 * (tcpLoadBalancer, httpLoadBalancer, udpPortStatus, tcpConnect, ipv4Interfaces, subnetAvailable,
 * subnetContainsIP, http).
 */

/** How the generic host loop picks an outcome; `extra` adds what an error in `when` does. */
export function hostFirstMatch(extra = ''): Behaviour {
  return {
    text: `Outcomes are tried from top to bottom and the first that holds gives the one result, titled with \`checkName\` or the analyzer's default title; an outcome without \`when\` always holds.${extra ? ` ${extra}` : ''}`,
    source: [evaluate, 'pkg/analyze/host_analyzer.go#analyzeHostCollectorResults'],
  };
}

/** What the generic host loop gives when no outcome holds. */
export const hostNoMatch: Behaviour = {
  text: 'No result at all: the check is missing from the output and does not change the exit code. The only trace is a `no outcome matched` log line, printed only with `--debug` or `-v`. End the list with an outcome without `when`.',
  source: [evaluate, 'pkg/analyze/analyzer.go#HostAnalyze', 'pkg/logger/logger.go#SetupLogger'],
};

/** The analyzer shows nothing when its collector wrote no file. */
export function missingFileGotcha(collector: string): Behaviour {
  return {
    title: 'No file, no result',
    text: `When the \`${collector}\` collector is missing from the spec, has a different \`collectorName\`, was excluded or stopped before writing its file, the analyzer finds nothing and gives no result at all: the check disappears, and the only trace is a \`no outcome matched\` log line, printed only with \`--debug\` or \`-v\`. Give the collector and the analyzer the same \`collectorName\`.`,
    source: [retrieve, 'pkg/analyze/download.go#fileContentProvider.getFileContents', 'pkg/analyze/analyzer.go#HostAnalyze', 'pkg/logger/logger.go#SetupLogger'],
  };
}

/** The per-node lookup that runHostCollectorsInPod bundles do not satisfy. */
export function perNodeGotcha(localPath: string, nodePath: string, podPath: string): Behaviour {
  return {
    title: 'Bundles made in pods fail this check',
    text: `The analyzer first reads \`${localPath}\`. Only when that file is missing and \`host-collectors/system/node_list.json\` exists, as in a support bundle made with \`runHostCollectorsInPod: true\`, does it look for one file per node, at \`${nodePath}\`. Those bundles store the file at \`${podPath}\` instead, so the check becomes a fail reading \`Analyzer Failed: ... failed to retrieve content for node <node>\` (as the code reads). Analyze such bundles with \`textAnalyze\` or \`jsonCompare\` on the per-node path.`,
    source: [retrieve, 'pkg/supportbundle/collect.go#runRemoteHostCollectors', 'pkg/analyze/analyzer.go#HostAnalyze'],
  };
}

const tcpPortStatus: HostAnalyzerEntry = {
  kind: 'hostAnalyzer',
  key: 'tcpPortStatus',
  title: 'TCP port status',
  summary: 'Picks an outcome from the status word the tcpPortStatus collector wrote, such as `connected` or `address-in-use`.',
  goType: {name: 'TCPPortStatusAnalyze', source: 'pkg/apis/troubleshoot/v1beta2/hostanalyzer_shared.go#TCPPortStatusAnalyze'},
  fields: [
    {
      name: 'collectorName',
      type: 'string',
      default: 'tcpPortStatus',
      description: 'The `collectorName` of the tcpPortStatus collector whose file to read: the analyzer opens `host-collectors/tcpPortStatus/<collectorName>.json`.',
    },
  ],
  reads: [
    {
      path: 'host-collectors/tcpPortStatus/<collectorName>.json',
      writtenBy: ['tcpPortStatus'],
      description: 'The status word and message of one port test. Only `status` is compared.',
    },
  ],
  outcomes: {
    hasOutcomes: true,
    when: 'status-literal-tcp-port',
    examples: ['connected', 'address-in-use', 'connection-refused', 'connection-timeout', 'invalid-address', 'error'],
    order: hostFirstMatch('A word the collector never writes does not cause an error; that outcome just never holds.'),
    noMatch: hostNoMatch,
  },
  gotchas: [
    {
      title: 'Read the words the other way round',
      text: '`connected` is the good answer for a port that must be free: the collector could bind it and reach it. `address-in-use` means another program already holds the port.',
      source: ['pkg/collect/host_network.go#checkTCPConnection'],
    },
    missingFileGotcha('tcpPortStatus'),
    perNodeGotcha(
      'host-collectors/tcpPortStatus/<collectorName>.json',
      'host-collectors/tcpPortStatus/<node>/<collectorName>.json',
      'host-collectors/<node>/tcpPortStatus/<collectorName>.json',
    ),
  ],
};

export default tcpPortStatus;
