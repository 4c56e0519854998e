/**
 * The base URL the site is built for: `/`, or a sub-path set at build time with BASE_URL
 * (`BASE_URL=/troubleshoot/ npm run build`), with the slashes Docusaurus expects. Read the same way
 * by docusaurus.config.ts and by scripts/finish-build.mjs, which records it for nginx.
 */
import {normalizeUrl} from '@docusaurus/utils';

export function baseUrlFromEnv(env) {
  return normalizeUrl(['/', env.BASE_URL ?? '', '/']);
}
