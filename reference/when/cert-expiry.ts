import {fail, ok, type WhenGrammar} from './grammar';

/** The pattern both certificate analyzers look for in a warn outcome's `when` (Go: `notAfter \< Today \+ (\d+) days`). */
const certExpiryPattern = /notAfter < Today \+ ([0-9]+) days/;

/** Go's strconv.Atoi on a 64-bit platform: the digits must fit in an int64. */
const fitsGoInt = (digits: string) => BigInt(digits) <= 9223372036854775807n;

/**
 * certificates (in-cluster) and certificatesCollection (host): `fail` and `pass` fire on the
 * certificate's validity alone; only a `warn` reads `when`, for a number of days.
 */
const certExpiry: WhenGrammar = {
  id: 'cert-expiry',
  title: 'days before a certificate expires',
  summary:
    'Only `warn` outcomes read `when`, and only this exact phrase: `notAfter < Today + <days> days`, case as shown, one space between the parts, a whole number of days. The warning fires for a certificate that is valid now and expires within that many days; any other text makes the `warn` outcome fire never. On `fail` and `pass` outcomes `when` is ignored: `fail` fires for every certificate that is expired or not yet valid, `pass` for every valid one.',
  forms: [
    {form: 'notAfter < Today + 30 days', meaning: 'on a `warn`: the certificate expires within 30 days (any whole number)'},
    {form: '(empty)', meaning: 'on `fail` or `pass`: the usual choice, since `when` is not read there; on a `warn`, the warning never fires'},
  ],
  source: [
    'pkg/analyze/certificates.go#AnalyzeCertificates.analyzeAnalyzeCertificatesResult',
    'pkg/analyze/host_certificates_collection.go#AnalyzeHostCertificatesCollection.analyzeHostAnalyzeCertificatesResult',
  ],
  parse(when, severity) {
    if (severity !== 'warn') return ok;
    const match = certExpiryPattern.exec(when);
    if (!match) {
      return fail(
        when === ''
          ? 'a warn outcome without `when` never fires; write "notAfter < Today + 30 days" with the number of days you want'
          : `a warn outcome fires only when its \`when\` contains "notAfter < Today + <days> days" exactly (case, spaces and the word "days" included), such as "notAfter < Today + 30 days"`,
      );
    }
    if (!fitsGoInt(match[1]!)) return fail(`${match[1]} days is too large a number: the analyzer fails to run`);
    return ok;
  },
};

export default certExpiry;
