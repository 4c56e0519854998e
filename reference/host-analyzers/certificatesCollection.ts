import type {HostAnalyzerEntry} from '../model';

const analyze = 'pkg/analyze/host_certificates_collection.go#AnalyzeHostCertificatesCollection.Analyze';
const perChain = 'pkg/analyze/host_certificates_collection.go#AnalyzeHostCertificatesCollection.analyzeHostAnalyzeCertificatesResult';

const certificatesCollection: HostAnalyzerEntry = {
  kind: 'hostAnalyzer',
  key: 'certificatesCollection',
  title: 'Certificates Collection',
  summary: 'Gives every certificate the certificatesCollection collector read a result: fail when it is expired or not yet valid, warn when it expires within a number of days, pass otherwise.',
  goType: {name: 'HostCertificatesCollectionAnalyze', source: 'pkg/apis/troubleshoot/v1beta2/hostanalyzer_shared.go#HostCertificatesCollectionAnalyze'},
  fields: [
    {
      name: 'collectorName',
      type: 'string',
      default: 'certificatesCollection',
      description:
        'The `collectorName` of the certificatesCollection collector to read: the analyzer opens `host-collectors/certificatesCollection/<collectorName>.json`.',
      notes: [
        {
          text: 'Unlike most host analyzers, this one fails when the file is not there: a wrong name, or a collector that did not run, gives a fail `Analyzer Failed: ... failed to get contents of certificatesCollection.json`.',
          source: [analyze, 'pkg/analyze/analyzer.go#HostAnalyze'],
        },
      ],
    },
  ],
  reads: [
    {
      path: 'host-collectors/certificatesCollection/<collectorName>.json',
      writtenBy: ['certificatesCollection'],
      description: 'The list of files read and, for each, its certificates with their validity at collection time and their expiry date. Only this local path is read; there is no per-node lookup.',
    },
  ],
  outcomes: {
    hasOutcomes: true,
    when: 'cert-expiry',
    examples: ['notAfter < Today + 30 days', 'notAfter < Today + 90 days'],
    order: {
      text: 'There is no first match: every outcome is tried against every certificate of every file, and each one that applies adds a result. A `fail` applies to a certificate that was not valid at collection time and a `pass` to a valid one, whatever their `when` says. A `warn` applies to a valid certificate whose `notAfter` comes before the time of analysis plus the days in its `when`; a `warn` whose `when` does not contain `notAfter < Today + <days> days`, spelt with single spaces, never applies. A firing `warn` discards the passes queued so far for the same file, but a `pass` listed after the `warn` is still added. The messages are extended by the code: `<message>, obtained from <path>`, and for a warning `<message> in <days> days, obtained from <path>`. A file that could not be read gives a fixed fail, `Certificate is missing, cannot be obtained from <path>`, whatever the outcomes say.',
      source: [perChain, analyze],
    },
    noMatch: {
      text: 'A certificate no outcome applies to gets no result. When no certificate of any file got one (every file held no certificate, say), the analyzer gives a single warn with the message `no results`.',
      source: [perChain, 'pkg/analyze/host_analyzer.go#resultCollector.get'],
    },
  },
  gotchas: [
    {
      title: 'Put `pass` before `warn`',
      text: 'A warning discards only the passes queued before it. With the usual order fail, warn, pass, a certificate that expires soon gets both a warn and a pass; list `pass` before `warn` to get only the warning.',
      source: [perChain],
    },
    {
      title: 'Repeated pass results',
      text: 'The queue of passes is shared by all certificates of one file and added to the results again after each certificate, so a file with a leaf and its CA gives three passes: the first certificate twice, then the second.',
      source: [perChain],
    },
    {
      title: 'Unparsable files vanish',
      text: 'A file recorded as `cert-invalid` (no certificate in it, or one that does not parse) has no certificates to judge and adds no result at all. Only unreadable or missing files get the fixed fail.',
      source: [analyze, perChain],
    },
    {
      title: '"in N days" is your threshold',
      text: 'The ` in <days> days` added to a warning repeats the number from `when`, not the time left. Write the message so that it still reads true with the addition, such as `Expires within the renewal window` becoming `Expires within the renewal window in 30 days`.',
      source: [perChain],
    },
    {
      title: 'Every result has the same title',
      text: 'All results carry `checkName` (or `Host Certificates Collection`); only the added `obtained from <path>` says which file a result is about, not which certificate of it.',
      source: ['pkg/analyze/host_certificates_collection.go#AnalyzeHostCertificatesCollection.Title', perChain],
    },
    {
      title: 'Item without a severity',
      text: 'An item under `outcomes` with none of `fail`, `warn` or `pass` makes the analyzer fail with `empty outcome` as soon as there is a certificate to judge.',
      source: [perChain],
    },
  ],
};

export default certificatesCollection;
