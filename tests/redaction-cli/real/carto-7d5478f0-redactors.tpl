{{- define "carto.replicated.commonChecks.redactors" }}
- name: launchdarkly-sdk-keys
  removals:
    regex:
      - redactor: '(?P<mask>\bsdk-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b)'
- name: sk-prefixed-keys
  removals:
    regex:
      - redactor: '(?P<mask>\bsk-[A-Za-z0-9_-]{20,}\b)'
- name: aws-access-key-ids
  removals:
    regex:
      - redactor: '(?P<mask>\b(?:AKIA|ASIA)[0-9A-Z]{16}\b)'
{{- end -}}
