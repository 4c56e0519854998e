/**
 * Where the differential tests of reference/go may see the port and the Go reference disagree, and
 * why: the one list of such differences. Most are versions: the reference is built from Debian's
 * packages (Go 1.19, Sprig 3.2.3, Masterminds/semver 3.2.0, Knetic/govaluate of 2017), while the
 * ports follow what Troubleshoot v0.133.0 pins in go.mod (Go 1.26.5, Sprig 3.3.0,
 * Masterminds/semver 3.5.0, casbin/govaluate 1.10.0). A few are what a JavaScript value cannot
 * hold. Each names the inputs it covers and its cause, with how the cause was checked. A test
 * skips the inputs a difference covers, and fails when a listed difference no longer shows, so the
 * list cannot go stale.
 */
export interface VersionDifference {
  /** The port it concerns: the name of its differential test. */
  port: 'glob' | 'regexp' | 'template' | 'yaml' | 'blang' | 'masterminds' | 'govaluate' | 'strconv';
  /** The inputs it covers (a pattern, template, version range, expression...), with what Go answered for it. */
  covers: (input: string, go: Record<string, unknown>) => boolean;
  /** A change between the versions, a limit of JavaScript's values, or Go itself differing by platform. */
  kind: 'version' | 'representation' | 'platform';
  /** What differs, which version behaves which way, and how that is known. */
  cause: string;
}

const versionDifferences: VersionDifference[] = [
  {
    port: 'regexp',
    kind: 'version',
    covers: (pattern) => pattern.includes("(?<"),
    cause:
      'Named groups written (?<name>...): Go 1.22 added this spelling beside (?P<name>...) (release notes of Go 1.22, regexp/syntax), so Go 1.26 accepts it and Go 1.19 reports "invalid or unsupported Perl syntax: `(?<`"; re2js accepts it as Go 1.22 and later do. A (?<= or (?<! is refused by both, with other wording: "invalid named capture" since Go 1.22.',
  },
  {
    port: 'strconv',
    kind: 'version',
    covers: (input, go) => go.unassigned === true,
    cause:
      'Quote of a code point Unicode 13.0 leaves unassigned and a later version assigns (U+061D, U+0870-U+088E, ...): Go 1.19 has Unicode 13.0 tables and escapes it as \\uXXXX; Go 1.26 has Unicode 15.0 and the port uses the JavaScript engine\'s Unicode (15.1 in Node 20), so both print it. The Go side marks each code point its tables do not know.',
  },
  {
    port: 'masterminds',
    kind: 'version',
    covers: (constraint) => constraint.includes('!') || /[0-9xX*]-[0-9A-Za-z]/.test(constraint),
    cause:
      'Pre-release versions against constraints with != or with a pre-release in an AND group: since v3.4.0 (#267, "Handle pre-releases for an and group if one constraint includes them") a group that names a pre-release lets pre-releases through all its constraints, and != refuses pre-releases otherwise; v3.2.0 (Debian) decided constraint by constraint, != only for x-ranges. Checked with `git diff v3.2.0 v3.4.0 -- constraints.go` in the Masterminds/semver mirror, and by running this test against the mirror\'s newest commit (71f2b39, April 2026, after v3.4.0; the v3.5.0 tag go.mod names is not in the mirror): 0 differences there.',
  },
  {
    port: 'govaluate',
    kind: 'version',
    covers: (_expression, go) => /^(Unbalanced parenthesis|Unclosed parameter bracket|Unclosed string literal|Unexpected end of expression|Unable to compile regexp pattern|Too (few|many) arguments)/.test(String(go.parseError ?? '')),
    cause:
      'Error messages that casbin/govaluate lower-cased ("unbalanced parenthesis", "unexpected end of expression", ...) in commit 4be17cb, 2025-06-27, "fix lint issues", before v1.10.0; Debian packages Knetic/govaluate at 9aa4983 (2017-10-21), with capitals. Checked in the casbin/govaluate mirror (`git show 4be17cb`).',
  },
  {
    port: 'govaluate',
    kind: 'version',
    covers: (expression) => /[A-Za-z_]\.[A-Za-z_]/.test(expression),
    cause:
      'A dotted name such as foo.bar: Knetic/govaluate refuses it while parsing ("Unable to access unexported field \'bar\' in token \'foo.bar\'"); casbin/govaluate dropped that parse-time check in 97e0ed2 (2023-11-22, "support map as parameter") and checks accessors when evaluating, so v1.10.0 parses the expression and the port reports what follows. Checked in the casbin/govaluate mirror (`git log -S`).',
  },
  {
    port: 'govaluate',
    kind: 'platform',
    covers: (expression) => /\*\*\s*1\.5/.test(expression),
    cause:
      'A power with a fractional exponent (`x ** 1.5`): math.Pow computes it with Exp and Log, which Go implements in assembly on amd64 (the reference) and in Go on arm64, and the port with JavaScript\'s Math.exp and Math.log: the last digit can differ. Integer exponents follow pow.go exactly. Checked by building the reference with casbin/govaluate v1.10.0 from its mirror: these are the only differences left there.',
  },
  {
    port: 'template',
    kind: 'version',
    covers: (template) => /^\{\{ (add1?|sub|mul|div|mod|max|min|biggest|int|int64|slice|mustSlice) .*"1\.5"/.test(template),
    cause:
      'A decimal string where Sprig wants an integer (`int "1.5"`, `add "1.5"`): spf13/cast v1.9.0 and later read "1.5" as 1 (ac48031, 2025-05-31, "support converting float string numbers to integer types"); go.mod pins cast v1.10.0, Debian packages v1.5.0, which reads 0 (so div and mod by it divide by zero). Checked in the spf13/cast mirror (trimDecimal in number.go at v1.10.0).',
  },
  {
    port: 'template',
    kind: 'version',
    covers: (template) => /^\{\{ (semver|semverCompare) /.test(template),
    cause:
      'Masterminds/semver error messages: "Invalid Semantic Version" became "invalid semantic version" (a2cd9c2, 2025-06-26, v3.4.0) and "improper constraint: abc" became "improper constraint: \\"abc\\"" (d985eca, 2026-04-08, after v3.4.0); go.mod pins v3.5.0, Debian\'s Sprig builds against v3.2.0. Checked in the Masterminds/semver mirror.',
  },
  {
    port: 'template',
    kind: 'version',
    covers: (template) => template.includes('sha512sum'),
    cause: 'sha512sum: added in Sprig 3.3.0 (#400, CHANGELOG of v3.3.0 in the Masterminds/sprig mirror); Debian\'s Sprig 3.2.3 has no such function.',
  },
  {
    port: 'template',
    kind: 'version',
    covers: (template) => /^\{\{ range 3 \}\}/.test(template),
    cause:
      '`range` over an integer: Go 1.19 refuses it ("range can\'t iterate over 3"); text/template ranges over integers since Go 1.22, so Go 1.26 counts 0, 1, 2 as the port does. Taken from the Go 1.22 release notes; no Go 1.26 source is at hand to check it.',
  },
  {
    port: 'template',
    kind: 'version',
    covers: (_template, go) => /incompatible types for comparison$/.test(String(go.error ?? '')),
    cause:
      'The comparison functions\' message: the port names the two kinds ("incompatible types for comparison: string and int"), Go 1.19 does not. Not verified: no Go 1.26 source is at hand, and the wording is kept as the port\'s authors read it; a reader searching the message finds both forms.',
  },
  {
    port: 'yaml',
    kind: 'representation',
    covers: (doc) => /(^|\n|- )-0(\.0*)?:/.test(doc),
    cause:
      'A float key -0.0: a JavaScript Map stores the key -0 as 0 (keys compare with SameValueZero), so the port writes it back as 0 where Go keeps -0.',
  },
];

/** The differences of one port. */
export const differencesOf = (port: VersionDifference['port']) => versionDifferences.filter((d) => d.port === port);
