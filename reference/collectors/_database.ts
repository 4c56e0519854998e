import type {Behaviour, Field, FieldFormat, SourceRef} from '../model';

/**
 * Fields of the Go type `Database`, which the postgres, mysql, mssql, redis and clickhouse
 * collectors share, and of its `TLSParams`, which the http collector's requests reuse
 * (pkg/apis/troubleshoot/v1beta2/collector_shared.go). What the TLS fields do is defined by
 * createTLSConfig, getTLSParamTriplet and getTLSParamsFromSecret in pkg/collect/util.go (used by
 * mysql, redis and clickhouse); collectors that treat a field differently override it in their
 * own file. Descriptions say what a field means; behaviour sits in `notes`, with its source.
 */

/** The `uri` field: the connection-string format of one driver, and what that collector does with it. */
export function databaseUriField(description: string, notes: Behaviour[], format?: FieldFormat): Field {
  return {
    name: 'uri',
    type: 'string',
    required: true,
    ...(format ? {format} : {}),
    description,
    notes,
  };
}

/**
 * Marks a field (and its sub-fields) as accepted by the spec but never read by one collector:
 * the meaning stays, the field's own notes go (they describe a reader), and one note says so.
 */
export function notReadBy(collector: string, field: Field, source: SourceRef, hint = ''): Field {
  const strip = (f: Field): Field => ({
    name: f.name,
    type: f.type,
    ...(f.default !== undefined ? {default: f.default} : {}),
    description: f.description,
    ...(f.fields ? {fields: f.fields.map(strip)} : {}),
  });
  return {
    ...strip(field),
    notes: [
      {
        text: `The ${collector} collector accepts this field but never reads it.${hint ? ` ${hint}` : ''}`,
        source: [source],
      },
    ],
  };
}

/** `parameters` as every database collector except mysql sees it. */
export function parametersNotRead(collector: string, source: SourceRef): Field {
  return notReadBy(
    collector,
    {
      name: 'parameters',
      type: 'string[]',
      description: 'Names of server variables to copy into the output.',
    },
    source,
    'Only the `mysql` collector uses it.',
  );
}

export const tlsSkipVerifyField: Field = {
  name: 'skipVerify',
  type: 'boolean',
  default: 'false',
  description: "Use TLS without checking the server's certificate.",
  notes: [
    {
      text: 'When true, no other `tls` setting is read: no CA, no client certificate, and `secret` is not fetched.',
      source: ['pkg/collect/util.go#createTLSConfig'],
    },
  ],
};

const tlsSecretField: Field = {
  name: 'secret',
  type: 'object',
  description:
    'A Kubernetes secret that holds the certificates under the keys `cacert`, `clientCert` and `clientKey`, instead of writing them inline.',
  notes: [
    {
      text: 'The secret is fetched with the Kubernetes credentials of whoever runs the command. It must have a `cacert` key, and `clientCert` and `clientKey` must be both present or both absent; otherwise the error is recorded and no connection is attempted.',
      source: ['pkg/collect/util.go#getTLSParamsFromSecret'],
    },
    {
      text: 'When `secret` is set, the inline `cacert`, `clientCert` and `clientKey` are not read.',
      source: ['pkg/collect/util.go#getTLSParamTriplet'],
    },
  ],
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
      description: 'The namespace of the secret.',
      notes: [
        {
          text: 'There is no fallback to the namespace of the run or to `default`: left empty, the request names no namespace and the lookup fails.',
          source: ['pkg/collect/util.go#getTLSParamsFromSecret'],
        },
      ],
    },
  ],
};

export const tlsCACertField: Field = {
  name: 'cacert',
  type: 'string',
  description: "PEM text of the certificate authority that signed the server's certificate.",
  notes: [
    {
      text: "The CA is added to the system's trusted roots, not used instead of them. Unless `skipVerify` is true, a CA is required, here or in `secret`: without one, or with text that holds no PEM certificate, the collector records `failed to append CA cert to root CA bundle` and does not connect.",
      source: ['pkg/collect/util.go#createTLSConfig'],
    },
  ],
};

export const tlsClientCertField: Field = {
  name: 'clientCert',
  type: 'string',
  description: 'PEM text of a client certificate, for servers that require mutual TLS.',
  notes: [
    {
      text: 'Give `clientKey` with it: a certificate without its key, or a key without its certificate, is recorded as the error and no connection is made.',
      source: ['pkg/collect/util.go#createTLSConfig'],
    },
  ],
};

const tlsClientKeyField: Field = {
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

/** `tls` as the mysql, redis and clickhouse collectors use it; `source` is where the collector applies it. */
export function databaseTlsField(source: SourceRef): Field {
  return {
    name: 'tls',
    type: 'object',
    description: 'TLS settings for the connection, as inline PEM text or a Kubernetes secret.',
    notes: [
      {
        text: 'When `tls` is present, the connection uses TLS even if the URI does not ask for it, and these settings replace any TLS options the URI sets.',
        source: [source, 'pkg/collect/util.go#createTLSConfig'],
      },
    ],
    fields: tlsFields,
  };
}

/** The RBAC rule that `tls.secret` needs, for collectors that read it through getTLSParamsFromSecret. */
export function tlsSecretPermission(when: string) {
  return {resource: 'secrets', verbs: ['get'], scope: 'namespace' as const, when};
}
