/**
 * The security headers deploy/nginx/site.conf sends with every response, as pure functions of
 * what a build holds (its inline scripts) and how it was configured (Algolia), so that a test can
 * run them with any configuration. scripts/finish-build.mjs writes their result into the build.
 */
import {createHash} from 'node:crypto';

/** The contents of every inline <script> (no src) of a page that the browser runs. */
export function inlineScripts(html) {
  const scripts = [];
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const type = /\btype=["']?([^"'\s>]+)/i.exec(match[1])?.[1];
    // JSON data blocks are not executed, so CSP does not apply to them.
    if (type && type !== 'text/javascript' && type !== 'module') continue;
    if (match[2].length) scripts.push(match[2]);
  }
  return scripts;
}

/** The CSP source that allows one inline script: the SHA-256 of its text, as the browser hashes it. */
export function scriptHash(script) {
  return `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
}

/**
 * Algolia DocSearch as docusaurus.config.ts turns it on: all three of ALGOLIA_APP_ID,
 * ALGOLIA_SEARCH_API_KEY and ALGOLIA_INDEX_NAME set at build time, ALGOLIA_ASSISTANT_ID for Ask AI.
 */
/** @returns {Algolia | undefined} */
export function algoliaFromEnv(env) {
  if (!env.ALGOLIA_APP_ID || !env.ALGOLIA_SEARCH_API_KEY || !env.ALGOLIA_INDEX_NAME) return undefined;
  return {appId: env.ALGOLIA_APP_ID, askAi: Boolean(env.ALGOLIA_ASSISTANT_ID)};
}

/**
 * The hosts DocSearch's client calls (@docsearch/react): the application's search host and the
 * three fallbacks it retries, and with Ask AI the Ask AI API. Insights are off in the config, so
 * neither insights.algolia.io nor the search-insights script from a CDN is needed.
 */
/** @param {Algolia} algolia */
export function algoliaOrigins({appId, askAi}) {
  return [
    `https://${appId}-dsn.algolia.net`,
    ...[1, 2, 3].map((n) => `https://${appId}-${n}.algolianet.com`),
    ...(askAi ? ['https://askai.algolia.com'] : []),
  ];
}

/**
 * @typedef {{appId: string, askAi: boolean}} Algolia
 * @typedef {{scriptHashes?: string[], algolia?: Algolia}} PolicyInput
 */

/**
 * The Content-Security-Policy: everything from the site itself; scripts only from files and the
 * hashed inline scripts of the build; no other host except Algolia's API when it is configured.
 * @param {PolicyInput} input
 */
export function contentSecurityPolicy({scriptHashes = [], algolia} = {}) {
  const sources = (...list) => list.join(' ');
  return [
    "default-src 'self'",
    `script-src ${sources("'self'", ...[...new Set(scriptHashes)].sort())}`,
    // The pages carry style attributes (React's and the build-time highlighter's tokens).
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src ${sources("'self'", ...(algolia ? algoliaOrigins(algolia) : []))}`,
    // The spec checker and the redaction tester run in workers loaded from the site's own files.
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * Every security header of the site, by name.
 * @param {PolicyInput} input
 */
export function securityHeaders(input) {
  return {
    'Content-Security-Policy': contentSecurityPolicy(input),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy':
      'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), interest-cohort=()',
    'X-Frame-Options': 'DENY',
  };
}

/** The headers as nginx `add_header` lines; `always` sends them with error responses too. */
export function nginxHeaders(headers) {
  return Object.entries(headers)
    .map(([name, value]) => `add_header ${name} "${value}" always;`)
    .join('\n');
}
