import type {Field} from '../types';

/**
 * Fields of the Go type `Database`, which the postgres, mysql, mssql, redis and clickhouse
 * collectors share, and of its `TLSParams`, which the http collector's requests reuse
 * (pkg/apis/troubleshoot/v1beta2/collector_shared.go). What the TLS fields do is defined by
 * createTLSConfig and getTLSParamsFromSecret in pkg/collect/util.go; collectors that treat a
 * field differently override its description in their own file.
 */

/** The `uri` field, with the connection-string format of one driver in front of what all share. */
export function databaseUriField(format: string): Field {
  return {
    name: 'uri',
    type: 'string',
    required: true,
    description: `${format} Credentials travel inside it, so a spec that holds real ones belongs in a Kubernetes secret, not in a shared file. An empty or unparsable value is recorded as the error of the connection instead of stopping the bundle.`,
  };
}

/** Marks a field (and its sub-fields) as accepted by the spec but never read by one collector. */
export function notReadBy(collector: string, field: Field): Field {
  return {
    name: field.name,
    type: field.type,
    ...(field.required ? {required: true} : {}),
    description: `Accepted in the spec but not read by the ${collector} collector.`,
    ...(field.fields ? {fields: field.fields.map((f) => notReadBy(collector, f))} : {}),
  };
}

/** `parameters` as every database collector except mysql sees it. */
export const parametersField: Field = {
  name: 'parameters',
  type: 'string[]',
  description:
    'Names of server variables to copy into the output. Only the `mysql` collector reads this list; the other database collectors accept it and do nothing with it.',
};

export const tlsSkipVerifyField: Field = {
  name: 'skipVerify',
  type: 'boolean',
  default: 'false',
  description:
    'Use TLS but accept any server certificate. When true, every other `tls` setting is ignored, client certificates included.',
};

export const tlsSecretField: Field = {
  name: 'secret',
  type: 'object',
  description:
    'A Kubernetes secret to read the certificates from, fetched with the credentials of whoever runs the command. Its data must hold `cacert`, and may hold `clientCert` and `clientKey` (both or neither). When `secret` is set, the inline `cacert`, `clientCert` and `clientKey` are ignored.',
  fields: [
    {
      name: 'name',
      type: 'string',
      required: true,
      description: 'The name of the secret.',
    },
    {
      name: 'namespace',
      type: 'string',
      required: true,
      description: 'The namespace of the secret. There is no fallback to the bundle\'s namespace, so an empty value makes the lookup fail.',
    },
  ],
};

export const tlsCACertField: Field = {
  name: 'cacert',
  type: 'string',
  description:
    'PEM text of the certificate authority that signed the server\'s certificate. It is added to the system\'s trusted roots. Unless `skipVerify` is true, a CA (here or in `secret`) is needed: without one the collector records an error instead of connecting.',
};

export const tlsClientCertField: Field = {
  name: 'clientCert',
  type: 'string',
  description: 'PEM text of a client certificate, for servers that require mutual TLS. Give `clientKey` with it.',
};

export const tlsClientKeyField: Field = {
  name: 'clientKey',
  type: 'string',
  description: 'PEM text of the private key that belongs to `clientCert`.',
};

/** The sub-fields of `tls`, in the order of the Go type. */
export const tlsFields: Field[] = [
  tlsSkipVerifyField,
  tlsSecretField,
  tlsCACertField,
  tlsClientCertField,
  tlsClientKeyField,
];

/** `tls` as the mysql, redis and clickhouse collectors use it. */
export const databaseTlsField: Field = {
  name: 'tls',
  type: 'object',
  description:
    'Connect over TLS with these settings. When `tls` is present the connection uses TLS even if the URI does not ask for it.',
  fields: tlsFields,
};
