/**
 * What the site's security headers must say, checked on responses of the nginx-served build
 * (deploy/nginx, with the headers scripts/finish-build.mjs wrote for that build).
 */

/** A Content-Security-Policy as directive name → sources. */
export function cspDirectives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name!.toLowerCase(), sources]),
  );
}

/**
 * What is wrong with the security headers of a response without Algolia: a policy that allows
 * another host, inline or eval'd script other than hashed ones, or framing; a missing nosniff,
 * Referrer-Policy or restrictive Permissions-Policy.
 */
export function securityHeaderProblems(headers: Record<string, string>): string[] {
  const problems: string[] = [];
  const policy = headers['content-security-policy'];
  if (!policy) return ['no Content-Security-Policy'];
  const directives = cspDirectives(policy);
  for (const [name, sources] of directives) {
    for (const source of sources) {
      if (/^(https?:|wss?:|\*|blob:|filesystem:)|^[a-z0-9.-]+\.[a-z]{2,}/i.test(source)) problems.push(`${name} allows ${source}`);
    }
  }
  if (!directives.has('default-src')) problems.push('no default-src');
  const scripts = directives.get('script-src') ?? directives.get('default-src') ?? [];
  const unsafeScript = scripts.filter((source) => source !== "'self'" && !/^'sha256-[A-Za-z0-9+/]+=*'$/.test(source));
  if (unsafeScript.length) problems.push(`script-src allows ${unsafeScript.join(' ')}`);
  if (directives.get('object-src')?.join(' ') !== "'none'") problems.push("object-src is not 'none'");
  if (directives.get('frame-ancestors')?.join(' ') !== "'none'") problems.push("frame-ancestors is not 'none'");
  if (headers['x-content-type-options'] !== 'nosniff') problems.push('X-Content-Type-Options is not nosniff');
  const referrer = ['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'];
  if (!referrer.includes(headers['referrer-policy'] ?? '')) problems.push(`Referrer-Policy is "${headers['referrer-policy']}"`);
  const permissions = headers['permissions-policy'] ?? '';
  for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
    if (!permissions.split(/,\s*/).includes(`${feature}=()`)) problems.push(`Permissions-Policy does not turn off ${feature}`);
  }
  return problems;
}
