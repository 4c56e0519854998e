/**
 * The parts of Go's strings package (and unicode.IsSpace) whose behaviour differs from JavaScript's
 * own: what counts as space when trimming and splitting, and SplitN's limit.
 */

/** What unicode.IsSpace calls space: ASCII white space, U+0085, U+00A0 and Unicode's White_Space. */
const goSpace = '\\t\\n\\v\\f\\r \\u0085\\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000';
const goTrimPattern = new RegExp(`^[${goSpace}]+|[${goSpace}]+$`, 'g');

/** strings.TrimSpace (unlike String.trim it keeps U+FEFF and removes U+0085). */
export const trimSpace = (text: string) => text.replace(goTrimPattern, '');

/** strings.Fields: runs of white space separate fields. */
export const fields = (text: string) => trimSpace(text).split(new RegExp(`[${goSpace}]+`)).filter(Boolean);

/** strings.SplitN(s, sep, n) for n > 0: at most n parts, the last one holding the rest. */
export function splitN(text: string, separator: string, n: number): string[] {
  const parts: string[] = [];
  let rest = text;
  while (parts.length < n - 1) {
    const at = rest.indexOf(separator);
    if (at < 0) break;
    parts.push(rest.slice(0, at));
    rest = rest.slice(at + separator.length);
  }
  parts.push(rest);
  return parts;
}
