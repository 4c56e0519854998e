import type {AnalyzerEntry} from '../model';

const certificates: AnalyzerEntry = {
  kind: 'analyzer',
  key: 'certificates',
  title: 'Certificates',
  summary:
    'Reports, for every certificate the certificates collector parsed, whether it is valid now and whether it expires within a number of days you choose.',
  goType: {name: 'CertificatesAnalyze', source: 'pkg/apis/troubleshoot/v1beta2/analyzer_shared.go#CertificatesAnalyze'},
  fields: [],
  reads: [
    {
      path: 'certificates/certificates.json',
      writtenBy: ['certificates'],
      description: 'The certificates of every secret and ConfigMap the collector read, each with its key name, validity flag and expiry date.',
    },
  ],
  outcomes: {
    hasOutcomes: true,
    when: 'cert-expiry',
    examples: ['notAfter < Today + 30 days', 'notAfter < Today + 7 days'],
    order: {
      text: 'There is no first match: every outcome is tried against every certificate, and each one that applies adds a result. A `fail` outcome applies to a certificate that was not valid when collected (expired or not yet valid). A `pass` applies to a valid one, and a `warn` to a valid one whose expiry is earlier than now plus the days in its `when`; a `warn` whose `when` does not contain exactly `notAfter < Today + <days> days` never applies. A firing `warn` throws away the passes queued so far for the same secret or ConfigMap, but a `pass` listed after the `warn` is still added. Messages are prefixed with the certificate\'s key name and followed by where it came from: `<key> <message>, obtained from <name> secret within <namespace> namespace` (`configmap` for a ConfigMap); a warning adds ` in <days> days` after your text, with the number from `when`.',
      source: ['pkg/analyze/certificates.go#AnalyzeCertificates.analyzeAnalyzeCertificatesResult', 'pkg/collect/certificates.go#CertParser'],
    },
    noMatch: {
      text: 'A certificate that no outcome applies to gets no result. When that is true of every certificate (or the collector parsed none), there is no result at all; only a log line printed with `--debug` or `-v` says `no outcome matched`.',
      source: ['pkg/analyze/certificates.go#AnalyzeCertificates.analyzeAnalyzeCertificatesResult', 'pkg/analyze/analyzer.go#Analyze', 'pkg/logger/logger.go#SetupLogger'],
    },
  },
  gotchas: [
    {
      title: 'Put `pass` before `warn`',
      text: 'A firing warning discards the pass results queued before it, not the ones after it. With the usual order fail, warn, pass, a certificate that expires soon gets both a warn and a pass. List the `pass` outcome before the `warn` to get only the warning.',
      source: ['pkg/analyze/certificates.go#AnalyzeCertificates.analyzeAnalyzeCertificatesResult'],
    },
    {
      title: 'Repeated pass results',
      text: 'The queue of pass results is shared by all certificates of one secret or ConfigMap and is added to the results again after each certificate. A source with two valid certificates (a leaf and its issuer in `tls.crt`, say) gives three pass results: the first certificate twice, then the second.',
      source: ['pkg/analyze/certificates.go#AnalyzeCertificates.analyzeAnalyzeCertificatesResult'],
    },
    {
      title: '"in N days" is your threshold',
      text: 'The ` in <days> days` added to a warning repeats the number in `when`, not the time left: a certificate that expires tomorrow, caught by `notAfter < Today + 30 days`, reads `... in 30 days`. Word the message so that the added text still reads true: `expires before the cut-off` becomes `expires before the cut-off in 30 days`.',
      source: ['pkg/analyze/certificates.go#AnalyzeCertificates.analyzeAnalyzeCertificatesResult'],
    },
    {
      title: 'Two clocks',
      text: 'Whether a certificate is valid was decided when it was collected; the expiry window is measured from the moment the analyzer runs. Analyzing an old bundle later with `support-bundle analyze` moves the window but not the validity.',
      source: ['pkg/collect/certificates.go#CertParser', 'pkg/analyze/certificates.go#AnalyzeCertificates.analyzeAnalyzeCertificatesResult'],
    },
    {
      title: 'Missing sources are silent',
      text: 'A secret or ConfigMap that could not be read, or a key with no certificate in it, is recorded in the collector\'s `errors` list, which this analyzer never looks at: it adds no result for it.',
      source: ['pkg/analyze/certificates.go#AnalyzeCertificates.analyzeAnalyzeCertificatesResult'],
    },
    {
      title: 'Every result has the same title',
      text: 'All results carry `checkName` (or `Certificates Verification`); only the message says which certificate it is about.',
      source: ['pkg/analyze/certificates.go#AnalyzeCertificates.Title'],
    },
    {
      title: 'Item without a severity',
      text: 'An item under `outcomes` with none of `fail`, `warn` or `pass` (a misspelt key, say) makes the analyzer fail with `empty outcome` as soon as there is a certificate to check, which drops the check.',
      source: ['pkg/analyze/certificates.go#AnalyzeCertificates.analyzeAnalyzeCertificatesResult', 'pkg/analyze/download.go#AnalyzeLocal'],
    },
  ],
};

export default certificates;
