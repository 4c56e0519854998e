import type {CollectorReference, Field} from '../types';

/** The fields of one entry under `secrets` or `configMaps` (CertificateSource in collector_shared.go). */
function certificateSourceFields(kind: 'secret' | 'ConfigMap'): Field[] {
  return [
    {
      name: 'name',
      type: 'string',
      description: `The name of the ${kind} to read; without it the lookup fails and the error is recorded. Every key in its data is parsed as PEM; keys that hold no certificate, such as a private key, are noted in \`errors\` and skipped.`,
    },
    {
      name: 'namespaces',
      type: 'string[]',
      description: `The namespaces in which to look for a ${kind} of that name, one lookup per namespace. An empty list means nothing is read for this entry.`,
    },
  ];
}

const certificates: CollectorReference = {
  key: 'certificates',
  title: 'Certificates',
  summary:
    'Parses the PEM certificates stored in named secrets and ConfigMaps and records subject, issuer, names and validity dates, never the key material.',
  fields: [
    {
      name: 'secrets',
      type: 'object[]',
      description: 'Secrets whose data holds certificates, for example the `tls.crt` and `ca.crt` keys of a TLS secret.',
      fields: certificateSourceFields('secret'),
    },
    {
      name: 'configMaps',
      type: 'object[]',
      description: 'ConfigMaps whose data holds certificates, such as a CA bundle. Only `data` is read, not `binaryData`.',
      fields: certificateSourceFields('ConfigMap'),
    },
  ],
  outputs: [
    {
      path: 'certificates/certificates.json',
      format: 'json',
      description:
        'One entry per secret or ConfigMap and namespace: where it came from, any errors (object not found, key without a certificate), and every certificate of each chain in PEM order. The path is fixed, so a second certificates collector overwrites the first.',
      sample:
        '[\n  {\n    "source": {"secret": "shop-tls", "namespace": "shop"},\n    "errors": ["No certificates found in tls.key"],\n    "certificateChain": [\n      {\n        "certificate": "tls.crt",\n        "subject": "CN=shop.example.com",\n        "subjectAlternativeNames": ["shop.example.com"],\n        "issuer": "CN=Example Issuing CA,O=Example",\n        "notAfter": "2026-06-01T00:00:00Z",\n        "notBefore": "2026-03-03T00:00:00Z",\n        "isValid": true,\n        "isCA": false\n      }\n    ]\n  }\n]',
    },
  ],
  rbac: [
    '`get` on `secrets` in every namespace listed under `secrets`',
    '`get` on `configmaps` in every namespace listed under `configMaps`',
  ],
  analyzers: ['certificates'],
  sources: [
    'pkg/apis/troubleshoot/v1beta2/collector_shared.go',
    'pkg/collect/certificates.go',
    'pkg/collect/util.go',
    'pkg/analyze/certificates.go',
  ],
};

export default certificates;
