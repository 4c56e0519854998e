import type {Field, HostCollectorEntry} from '../model';

/** The two paths, shared with the remote collector of the same key (same tags, same code). */
export const certificateFields: Field[] = [
  {
    name: 'certificatePath',
    type: 'string',
    required: true,
    format: 'file-path',
    description: 'The PEM file that holds the certificate, on the machine the collector runs on. With a chain in the file, the first certificate is the one matched against the key.',
    notes: [
      {
        text: 'Write `certificatePath` in camel case. The Go type also carries a YAML tag `certificatepath`, but specs are decoded by their JSON field names, so the lower-case spelling is dropped without a word, the path stays empty and the result is `key-pair-missing`.',
        source: ['pkg/apis/troubleshoot/v1beta2/hostcollector_shared.go#Certificate', 'pkg/loader/loader.go#specLoader.loadFromSplitDocs'],
      },
    ],
  },
  {
    name: 'keyPath',
    type: 'string',
    required: true,
    format: 'file-path',
    description: 'The PEM file that holds the private key of that certificate.',
  },
];

const certificate: HostCollectorEntry = {
  kind: 'hostCollector',
  key: 'certificate',
  title: 'Certificate',
  summary: 'Loads a certificate and its private key from two files on the machine and records in one word whether they form a usable key pair.',
  goType: {name: 'Certificate', source: 'pkg/apis/troubleshoot/v1beta2/hostcollector_shared.go#Certificate'},
  fields: certificateFields,
  outputs: [
    {
      path: 'host-collectors/certificate/<collectorName>.json',
      format: 'text',
      description:
        'One word, not JSON despite the extension: `key-pair-valid`, `key-pair-missing`, `key-pair-switched`, `key-pair-encrypted`, `key-pair-mismatch` or `key-pair-invalid`. `<collectorName>` is `certificate` when the collector has no name.',
      sample: 'key-pair-valid',
    },
  ],
  requirements: {
    root: 'partial',
    platforms: ['linux', 'darwin'],
    notes: [
      {
        text: 'The user running the collector must be able to read both files. Private keys are usually readable by root only; without access the result is `key-pair-invalid`, not a permission error.',
        source: ['pkg/collect/host_certificate.go#CollectHostCertificate.Collect'],
      },
    ],
  },
  sideEffects: [],
  gotchas: [
    {
      title: 'Valid means usable, not current',
      text: 'The check is Go\'s `tls.LoadX509KeyPair`: both files parse and the key matches the certificate. Expiry dates, the issuer and the chain are not looked at, so an expired certificate is still `key-pair-valid`. Use `certificatesCollection` to check expiry.',
      source: ['pkg/collect/host_certificate.go#CollectHostCertificate.Collect'],
    },
    {
      title: 'Unreadable is "invalid"',
      text: 'The word is picked from the text of the error. Only "no such file" gives `key-pair-missing`; a file the user may not read, a path that is a directory, or a file without PEM data all give `key-pair-invalid`. Run as root before reading `key-pair-invalid` as a broken key.',
      source: ['pkg/collect/host_certificate.go#CollectHostCertificate.Collect'],
    },
    {
      title: '`encrypted` is a guess',
      text: 'A key that does not parse is reported as `key-pair-encrypted` when its file contains the text `ENCRYPTED` anywhere, and as `key-pair-invalid` otherwise.',
      source: ['pkg/collect/host_certificate.go#isEncryptedKey'],
    },
    {
      title: 'Anything but valid also counts as a collector error',
      text: 'For every result other than `key-pair-valid` the collector reports an error besides writing its file: a support bundle collected on the machine then also gets `host-collectors/errors/<title>-error.json`, and `preflight` prints `failed to run collector`. The result file is written either way, so the analyzer still works.',
      source: ['pkg/collect/host_certificate.go#CollectHostCertificate.Collect', 'pkg/supportbundle/collect.go#runLocalHostCollectors', 'pkg/preflight/collect.go#CollectHostWithContext'],
    },
    {
      title: 'One file per name',
      text: 'The file name comes from `collectorName` alone. Two certificate collectors without names write the same file and the second wins; give each pair its own `collectorName` and use the same name in its analyzer.',
      source: ['pkg/collect/host_certificate.go#CollectHostCertificate.Collect'],
    },
  ],
};

export default certificate;
