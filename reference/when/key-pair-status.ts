import {fail, ok, type WhenGrammar} from './grammar';

/** What the host certificate collector writes (pkg/collect/host_certificate.go, the KeyPair* constants). */
const keyPairStatuses = [
  'key-pair-valid',
  'key-pair-missing',
  'key-pair-switched',
  'key-pair-encrypted',
  'key-pair-mismatch',
  'key-pair-invalid',
];

/**
 * Host certificate: the one word the collector wrote, compared byte for byte with `when`. The
 * collected word is trimmed, `when` is not, and a word outside the collector's vocabulary never
 * matches, so both are rejected here.
 */
const keyPairStatus: WhenGrammar = {
  id: 'key-pair-status',
  title: 'state of a certificate and key pair',
  summary:
    'The condition is one of the six words the certificate collector can write, compared exactly with what it wrote: lower case, no operator, no spaces around it. Any other text is never equal to the collected word, so its outcome can never be chosen. An empty `when` always holds.',
  forms: [
    {form: 'key-pair-valid', meaning: 'both files were read, the key parses and belongs to the certificate'},
    {form: 'key-pair-missing', meaning: 'one of the two files does not exist'},
    {form: 'key-pair-switched', meaning: 'the certificate path holds a key, or the key path holds a certificate'},
    {form: 'key-pair-encrypted', meaning: 'the key does not parse and its file contains the word `ENCRYPTED`'},
    {form: 'key-pair-mismatch', meaning: 'the key does not belong to the certificate'},
    {form: 'key-pair-invalid', meaning: 'any other failure: no PEM data, a file that cannot be read (permission denied, a directory), an unparsable key'},
    {form: '(empty)', meaning: 'always holds'},
  ],
  source: ['pkg/analyze/host_certificate.go#AnalyzeHostCertificate.CheckCondition', 'pkg/collect/host_certificate.go#CollectHostCertificate.Collect'],
  parse(when) {
    if (when === '' || keyPairStatuses.includes(when)) return ok;
    const trimmed = when.trim();
    if (keyPairStatuses.includes(trimmed)) return fail(`"${when}" has spaces around the word; write "${trimmed}" alone`);
    const lower = trimmed.toLowerCase();
    if (keyPairStatuses.includes(lower)) return fail(`the words are lower case: write "${lower}"`);
    const word = trimmed.split(/\s+/).pop() ?? '';
    if (keyPairStatuses.includes(word)) return fail(`no operator: write the word alone, "${word}"`);
    return fail(`"${when}" is never what the collector writes, so this outcome would never be chosen; use one of ${keyPairStatuses.join(', ')}`);
  },
};

export default keyPairStatus;
