/**
 * The reader's words mapped to the docs' own terms, for ask mode: a question says "the last two
 * hours", the docs say `--since`. Only terms the docs use are targets (a test checks each one is
 * in the built index), and the reader's word is kept too, so a mapping can add passages but
 * never hide one. Written by hand because it encodes how readers phrase things, which no data
 * holds; compound names (`node resources` → `nodeResources`) come from the index itself.
 */
export const synonyms: Record<string, string[]> = {
  hour: ['since'],
  minute: ['since'],
  day: ['since'],
  recent: ['since'],
  secret: ['redact'],
  sensitive: ['redact'],
  safe: ['redact'],
  leak: ['redact'],
  private: ['redact'],
  mask: ['redact'],
  hide: ['redact'],
  scrub: ['redact'],
  sanitize: ['redact'],
  obfuscate: ['redact'],
  ci: ['interactive'],
  pipeline: ['interactive'],
  automation: ['interactive'],
  script: ['interactive'],
  night: ['schedule', 'cron'],
  nightly: ['schedule', 'cron'],
  daily: ['schedule', 'cron'],
  hourly: ['schedule', 'cron'],
  weekly: ['schedule', 'cron'],
  periodically: ['schedule', 'cron'],
  automatically: ['schedule', 'cron'],
  recurring: ['schedule', 'cron'],
  crash: ['crashloopbackoff'],
  crashloop: ['crashloopbackoff'],
  permission: ['rbac'],
  rbac: ['permission'],
  ram: ['memory'],
  core: ['cpu'],
  cert: ['certificate'],
  tls: ['certificate'],
  db: ['database'],
  postgresql: ['postgres'],
  k8s: ['kubernetes'],
  offline: ['air-gapped'],
  airgap: ['air-gapped'],
  airgapped: ['air-gapped'],
};
