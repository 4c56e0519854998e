{{- define "carto.replicated.commonChecks.redactors" }}
# IMPORTANT: redactor order matters. Replicated Troubleshoot applies them
# sequentially, so any outer/longer container must be redacted BEFORE its
# inner/shorter substrings. Specifically, the GCP service-account JSON
# (when base64-wrapped) contains a base64-encoded PEM private key inside
# it. If we redact the inner PEM first, the GCP outer match no longer has
# enough remaining bytes to satisfy its length requirement and leaks.

# GCP service account JSON — base64-wrapped whole object. The three prefixes
# cover {"type":"service_account" with three common whitespace layouts.
# DEFAULT_SERVICE_ACCOUNT_KEY__FILE_CONTENT and STORAGE_SERVICE_ACCOUNT_KEY
# inline as base64 of this JSON (~3000+ chars in real bundles).
# MUST run before pem-private-keys-base64.
- name: gcp-sa-json-base64
  removals:
    regex:
      - redactor: '(?P<mask>(?:eyAidHlwZSI6|ewogICJ0eXBlIjogInNlcnZpY2VfYWNjb3VudCI|eyJ0eXBlIjoic2VydmljZV9hY2NvdW50)[A-Za-z0-9+/=]{50,})'
# GCP service account JSON — private_key field inside any JSON object.
- name: gcp-sa-private-key-field
  removals:
    regex:
      - redactor: '"private_key"\s*:\s*"(?P<mask>-----BEGIN[^"]+)"'

# PEM private keys — raw form (e.g. inside replicated-sdk license dump's
# cartoPlatformDefaultSA JSON private_key field after JSON unescaping in logs).
- name: pem-private-keys-raw
  removals:
    regex:
      - redactor: '(?P<mask>-----BEGIN [A-Z ]*PRIVATE KEY-----[\s\S]*?-----END [A-Z ]*PRIVATE KEY-----)'
# PEM private keys — base64-wrapped form (ROUTER_SSL_CERT_KEY__FILE_CONTENT
# inlines as base64 of "-----BEGIN ... PRIVATE KEY-----", which starts with
# LS0tLS1CRUdJTi...). Bounded length keeps it from over-matching short blobs.
- name: pem-private-keys-base64
  removals:
    regex:
      - redactor: '(?P<mask>LS0tLS1CRUdJTi[A-Za-z0-9+/=]{200,})'

# LaunchDarkly SDK and mobile keys (well-known shape).
- name: launchdarkly-sdk-keys
  removals:
    regex:
      - redactor: '(?P<mask>\bsdk-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b)'
- name: launchdarkly-mobile-keys
  removals:
    regex:
      - redactor: '(?P<mask>\bmob-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b)'

# AWS access key IDs (production + STS temporary).
- name: aws-access-key-ids
  removals:
    regex:
      - redactor: '(?P<mask>\b(?:AKIA|ASIA)[0-9A-Z]{16}\b)'

# OpenAI / Anthropic-style `sk-`-prefixed API keys, including sk-svcacct- and
# sk-proj- variants observed in real license dumps.
- name: openai-sk-keys
  removals:
    regex:
      - redactor: '(?P<mask>\bsk-(?:svcacct-|proj-|None-)?[A-Za-z0-9_-]{20,}\b)'

# Google API keys (AIzaSy...) — geminiApiKey, googleMapsApiKey.
- name: google-api-keys
  removals:
    regex:
      - redactor: '(?P<mask>\bAIza[0-9A-Za-z_-]{35}\b)'

# JWT tokens — raw header.payload.signature form.
- name: jwt-tokens
  removals:
    regex:
      - redactor: '(?P<mask>\beyJ[A-Za-z0-9_-]{10,}\.eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}\b)'
# JWT tokens — base64-wrapped form (vitallyToken in license dumps is base64 of
# a JWT, so it starts with ZXlK which is base64 of "eyJ").
- name: jwt-tokens-base64-wrapped
  removals:
    regex:
      - redactor: '(?P<mask>\bZXlK[A-Za-z0-9+/=]{50,}\b)'

# Replicated license entitlement scrub. Scoped to the license-info file only,
# so the regex does not redact unrelated `"value":"..."` JSON fields elsewhere.
# Catches any future entitlement we forget to add a shape rule for, plus the
# ones with no recognisable shape (databaseEncryptionKey, jwtEncryptionKey,
# instanceId, cartoAuthClientId).
- name: carto-license-sensitive-entitlements
  fileSelector:
    files:
      - "**/replicated-sdk/**/replicated-license-info-stdout.txt"
      - "**/replicated-sdk/**/replicated-license-info-stderr.txt"
  removals:
    regex:
      - redactor: '"(?:cartoPlatformDefaultSA|cartoFeaturesFlagSdkKey|openAiApiKey|geminiApiKey|vitallyToken|databaseEncryptionKey|jwtEncryptionKey|ldsConfiguration|cartoAuthClientId|instanceId)"[^}]*"value"\s*:\s*"(?P<mask>[^"]+)"'

# Final fallback: scrub every env value in the tenant-requirements-check pod
# definition. Scoped via fileSelector so it does NOT redact env values across
# the rest of the bundle (which would break debugging of LOG_LEVEL, NODE_ENV,
# bucket names, etc.). Covers values with no recognisable shape — Azure
# storage keys (WORKSPACE_*_STORAGE_ACCESSKEY, 88-char base64), unusual
# Postgres passwords that escape the built-in *PASSWORD* env name match, and
# anything else added here in the future.
- name: tenant-requirements-check-env-fallback
  fileSelector:
    files:
      - "**/tenant-requirements-check/tenant-requirements-check.json"
  removals:
    yamlPath:
      - "spec.containers.*.env.*.value"
      - "spec.initContainers.*.env.*.value"
{{- end -}}
