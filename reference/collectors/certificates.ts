import type {CollectorEntry, Field} from '../model';

/** The fields of one entry under `secrets` or `configMaps` (CertificateSource in collector_shared.go). */
function certificateSourceFields(kind: 'Secret' | 'ConfigMap'): Field[] {
  const lookup = kind === 'Secret' ? 'pkg/collect/certificates.go#secretCertCollector' : 'pkg/collect/certificates.go#configMapCertCollector';
  return [
    {
      name: 'name',
      type: 'string',
      description: `The name of the ${kind} to read. Every key of its data is parsed as PEM.`,
      notes: [
        {
          text: `Without it the lookup fails and the error is recorded in that entry's \`errors\`.`,
          source: [lookup],
        },
      ],
    },
    {
      name: 'namespaces',
      type: 'string[]',
      description: `The namespaces in which to look for a ${kind} of that name, one lookup per namespace.`,
      notes: [
        {
          text: 'There is no default: an empty list reads nothing and leaves no trace in the output.',
          source: ['pkg/collect/certificates.go#CollectCertificates.Collect'],
        },
      ],
    },
  ];
}

const certificates: CollectorEntry = {
  kind: 'collector',
  key: 'certificates',
  title: 'Certificates',
  summary:
    'Parses the PEM certificates stored in named secrets and ConfigMaps and records subject, issuer, names and validity dates, never the key material.',
  goType: {name: 'Certificates', source: 'pkg/apis/troubleshoot/v1beta2/collector_shared.go#Certificates'},
  fields: [
    {
      name: 'secrets',
      type: 'object[]',
      description: 'Secrets whose data holds certificates, for example the `tls.crt` and `ca.crt` keys of a TLS secret.',
      fields: certificateSourceFields('Secret'),
    },
    {
      name: 'configMaps',
      type: 'object[]',
      description: 'ConfigMaps whose data holds certificates, such as a CA bundle.',
      notes: [
        {
          text: 'Only `data` is read; certificates kept under `binaryData` are not seen.',
          source: ['pkg/collect/certificates.go#configMapCertCollector'],
        },
      ],
      fields: certificateSourceFields('ConfigMap'),
    },
  ],
  outputs: [
    {
      path: 'certificates/certificates.json',
      format: 'json',
      description:
        'One entry per secret or ConfigMap and namespace: where it came from, any errors (object not found, key without a certificate), and every certificate found, in PEM order within each key.',
      sample:
        '[\n  {\n    "source": {"secret": "shop-tls", "namespace": "shop"},\n    "errors": ["No certificates found in tls.key"],\n    "certificateChain": [\n      {\n        "certificate": "tls.crt",\n        "subject": "CN=shop.example.com",\n        "subjectAlternativeNames": ["shop.example.com"],\n        "issuer": "CN=Example Issuing CA,O=Example",\n        "notAfter": "2026-06-01T00:00:00Z",\n        "notBefore": "2026-03-03T00:00:00Z",\n        "isValid": true,\n        "isCA": false\n      }\n    ]\n  }\n]',
    },
  ],
  permissions: [
    {resource: 'secrets', verbs: ['get'], scope: 'namespace', when: 'in each namespace listed under `secrets`'},
    {resource: 'configmaps', verbs: ['get'], scope: 'namespace', when: 'in each namespace listed under `configMaps`'},
  ],
  execution: {where: 'api', source: ['pkg/collect/certificates.go#CollectCertificates.Collect']},
  gotchas: [
    {
      title: 'Private keys show up as errors',
      text: 'Every key of the object is parsed, so a TLS secret always reports `No certificates found in tls.key`. The line is expected; the `certificates` analyzer does not read `errors`.',
      source: ['pkg/collect/certificates.go#CertParser', 'pkg/collect/util.go#decodePem', 'pkg/analyze/certificates.go#AnalyzeCertificates.analyzeAnalyzeCertificatesResult'],
    },
    {
      title: 'A missing object gives no analyzer result',
      text: 'An object that was not found or could not be read is recorded only in its entry\'s `errors`. The `certificates` analyzer looks only at the certificates, so that object produces no result at all rather than a failure.',
      source: ['pkg/collect/certificates.go#secretCertCollector', 'pkg/analyze/certificates.go#AnalyzeCertificates.analyzeAnalyzeCertificatesResult'],
    },
    {
      title: 'One bad certificate hides its key',
      text: 'If one `CERTIFICATE` block under a key does not parse, the whole key is dropped with the parser\'s error, including the valid certificates before it in the chain. PEM blocks of other types, such as private keys, are skipped.',
      source: ['pkg/collect/certificates.go#CertParser', 'pkg/collect/util.go#decodePem'],
    },
    {
      title: 'Validity is judged at collection time',
      text: '`isValid` compares the dates with the clock of the machine that runs the collector, not the cluster\'s.',
      source: ['pkg/collect/certificates.go#secretCertCollector', 'pkg/collect/certificates.go#CertParser'],
    },
    {
      title: 'One collector per spec',
      text: 'The output path is fixed, so a second `certificates` collector overwrites the first. Put all sources in one collector.',
      source: ['pkg/collect/certificates.go#CollectCertificates.Collect'],
    },
    {
      title: 'No permission check before the run',
      text: 'Nothing is checked in advance. A missing `get` permission shows up as a `forbidden` message in that entry\'s `errors`, and the other entries are still collected.',
      source: ['pkg/apis/troubleshoot/v1beta2/collector_shared.go#Collect.AccessReviewSpecs', 'pkg/collect/certificates.go#secretCertCollector'],
    },
  ],
};

export default certificates;
