import type {Behaviour, HostAnalyzerEntry} from '../model';

const retrieve = 'pkg/analyze/collected_contents.go#retrieveCollectedContents';

/**
 * What happens to a host analyzer that finds its file through retrieveCollectedContents when the
 * support bundle ran its host collectors in pods: the files are stored per node under another
 * layout than the one the analyzer looks for. Shared by the host analyzers of this helper's keys.
 */
export function inPodLayoutGotcha(localDir: string, file: string, analyzerSource: string): Behaviour {
  const tail = localDir.replace(/^host-collectors\//, '');
  return {
    title: 'Not found with `runHostCollectorsInPod`',
    text: `When a support bundle runs host collectors in pods, each node's file is stored as \`host-collectors/<node>/${tail}/${file}\`. The analyzer does not find \`${localDir}/${file}\`, reads the node list and then looks for \`${localDir}/<node>/${file}\`, which does not exist either, so it fails with \`Analyzer Failed: ... failed to retrieve content for node <node>\`. Run the spec on the machine itself (a HostPreflight, or a support bundle without \`runHostCollectorsInPod\`) to use this analyzer.`,
    source: [retrieve, 'pkg/supportbundle/collect.go#runRemoteHostCollectors', analyzerSource],
  };
}

/** A missing local file and no node list: nothing at all, in both CLIs (they read the bundle from disk). */
export function noFileBehaviour(analyzerSource: string): Behaviour {
  return {
    title: 'No file, no result',
    text: 'When the collector did not run or failed, there is no file and no node list, and the analyzer shows nothing at all: no pass, no fail. A catch-all outcome does not help, since no outcome is evaluated. The only trace is a `no outcome matched` log line, printed only with `--debug` or `-v`. Keep the collector in the same spec and make sure it can run.',
    source: [retrieve, 'pkg/analyze/download.go#fileContentProvider.getFileContents', 'pkg/analyze/analyzer.go#HostAnalyze', analyzerSource, 'pkg/logger/logger.go#SetupLogger'],
  };
}

const analyze = 'pkg/analyze/host_certificate.go#AnalyzeHostCertificate.Analyze';

const certificate: HostAnalyzerEntry = {
  kind: 'hostAnalyzer',
  key: 'certificate',
  title: 'Certificate',
  summary: 'Picks an outcome from the one-word state the certificate collector recorded for a certificate and key pair.',
  goType: {name: 'CertificateAnalyze', source: 'pkg/apis/troubleshoot/v1beta2/hostanalyzer_shared.go#CertificateAnalyze'},
  fields: [
    {
      name: 'collectorName',
      type: 'string',
      default: 'certificate',
      description: 'The `collectorName` of the certificate collector to read: the analyzer opens `host-collectors/certificate/<collectorName>.json`.',
      notes: [
        {
          text: 'Collector and analyzer both fall back to `certificate`. Once the collector has a name, the analyzer needs the same one; with a wrong name it finds no file and shows no result.',
          source: [analyze, 'pkg/collect/host_certificate.go#CollectHostCertificate.Collect'],
        },
      ],
    },
  ],
  reads: [
    {
      path: 'host-collectors/certificate/<collectorName>.json',
      writtenBy: ['certificate'],
      description: 'The word the collector wrote, with white space around it removed.',
    },
  ],
  outcomes: {
    hasOutcomes: true,
    when: 'key-pair-status',
    examples: ['key-pair-valid', 'key-pair-missing', 'key-pair-mismatch', 'key-pair-invalid'],
    order: {
      text: 'Outcomes are tried from top to bottom and the first whose `when` equals the recorded word gives the result; an outcome without `when` always holds. The title is `checkName`, or `Certificate Key Pair`.',
      source: ['pkg/analyze/host_analyzer.go#evaluateOutcomes', 'pkg/analyze/host_certificate.go#AnalyzeHostCertificate.Title'],
    },
    noMatch: {
      text: 'No result at all, and no change to the exit code. The only trace is a `no outcome matched` log line, printed only with `--debug` or `-v`. End the list with an outcome without `when`, so that every word the collector can write leads somewhere.',
      source: ['pkg/analyze/host_analyzer.go#evaluateOutcomes', 'pkg/analyze/analyzer.go#HostAnalyze', 'pkg/logger/logger.go#SetupLogger'],
    },
  },
  gotchas: [
    {
      title: 'A misspelt word is silent',
      text: 'The comparison is plain string equality and never fails, so `when: key-pair-Valid` or `when: "valid"` is simply never chosen and the check falls through to the next outcome.',
      source: ['pkg/analyze/host_certificate.go#AnalyzeHostCertificate.CheckCondition'],
    },
    {
      title: 'Name the pair in the title',
      text: 'Every result is titled `checkName` (or `Certificate Key Pair`) and the message is printed as written, so with several pairs give each analyzer a `checkName` that says which files it is about.',
      source: ['pkg/analyze/host_certificate.go#AnalyzeHostCertificate.Title'],
    },
    noFileBehaviour(analyze),
    inPodLayoutGotcha('host-collectors/certificate', '<collectorName>.json', analyze),
  ],
};

export default certificate;
