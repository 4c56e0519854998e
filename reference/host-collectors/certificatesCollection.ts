import type {HostCollectorEntry} from '../model';

const certificatesCollection: HostCollectorEntry = {
  kind: 'hostCollector',
  key: 'certificatesCollection',
  title: 'Certificates Collection',
  summary: 'Reads PEM certificate files on the machine and records, for every certificate in them, its subject, issuer, names, validity dates and whether it is valid now.',
  goType: {name: 'HostCertificatesCollection', source: 'pkg/apis/troubleshoot/v1beta2/hostcollector_shared.go#HostCertificatesCollection'},
  fields: [
    {
      name: 'paths',
      type: 'string[]',
      required: true,
      format: 'file-path',
      description: 'The certificate files to read, one path each. Every `CERTIFICATE` block in a file is parsed, so a file with a chain yields one record per certificate; other PEM blocks, such as keys, are skipped.',
      notes: [
        {
          text: 'Paths are read as written: no globs and no directories. A directory, a file the user may not read and a file that does not exist are all recorded as `cert-missing`.',
          source: ['pkg/collect/host_certificates_collection.go#HostCertsParser'],
        },
      ],
    },
  ],
  outputs: [
    {
      path: 'host-collectors/certificatesCollection/<collectorName>.json',
      format: 'json',
      description:
        'A list with one item per path, in the order of `paths`: the path, a `message` (`cert-valid` when at least one certificate was parsed, `cert-missing` when the file could not be read, `cert-invalid` when it holds no certificate or one that does not parse) and, for `cert-valid`, the `certificateChain`. `isValid` is true when the time of collection lies between `notBefore` and `notAfter`. `<collectorName>` is `certificatesCollection` when the collector has no name.',
      sample:
        '[\n\t{\n\t\t"certificatePath": "/etc/example/tls.crt",\n\t\t"certificateChain": [\n\t\t\t{\n\t\t\t\t"certificate": "",\n\t\t\t\t"subject": "CN=api.example.internal",\n\t\t\t\t"subjectAlternativeNames": ["api.example.internal"],\n\t\t\t\t"issuer": "CN=Example Internal CA",\n\t\t\t\t"notAfter": "2026-09-30T12:00:00Z",\n\t\t\t\t"notBefore": "2025-09-30T12:00:00Z",\n\t\t\t\t"isValid": true,\n\t\t\t\t"isCA": false\n\t\t\t}\n\t\t],\n\t\t"message": "cert-valid"\n\t},\n\t{\n\t\t"certificatePath": "/etc/example/old.crt",\n\t\t"message": "cert-missing"\n\t}\n]',
    },
  ],
  requirements: {
    root: 'partial',
    platforms: ['linux', 'darwin'],
    notes: [
      {
        text: 'Certificate files are often world-readable, but those under directories such as `/etc/kubernetes/pki` may not be; a file the user cannot open is recorded as `cert-missing`.',
        source: ['pkg/collect/host_certificates_collection.go#HostCertsParser'],
      },
    ],
  },
  sideEffects: [],
  gotchas: [
    {
      title: 'Validity is fixed at collection time',
      text: '`isValid` compares the certificate\'s dates with the clock when the file was read. The expiry window of the analyzer is measured when it runs, which is later when you analyze an old bundle.',
      source: ['pkg/collect/host_certificates_collection.go#HostCertsParser', 'pkg/analyze/host_certificates_collection.go#AnalyzeHostCertificatesCollection.analyzeHostAnalyzeCertificatesResult'],
    },
    {
      title: 'One bad certificate hides the rest of its file',
      text: 'If any `CERTIFICATE` block of a file does not parse, the whole file is recorded as `cert-invalid` with no chain, even when the other certificates in it are fine.',
      source: ['pkg/collect/host_certificates_collection.go#HostCertsParser'],
    },
  ],
};

export default certificatesCollection;
