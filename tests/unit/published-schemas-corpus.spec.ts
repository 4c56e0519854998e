/**
 * The published JSON Schemas (reference/schema) on the spec checker's corpus
 * (tests/spec-checker-corpus.ts): an editor or a CI validator using them finds the mistake of each
 * broken case on the line where the checker reports it, and accepts the valid cases.
 *
 * Each document of a case is validated by ajv (draft 7, all errors) against the schema of its
 * kind. A document whose kind is missing or unknown could be mapped to any of the schemas, so each
 * of them must find the mistake. Errors are placed on lines by tests/lib/schema-lines.ts (an
 * unknown key at its own line, any other error where the value at `instancePath` starts), which
 * is how the checker places its findings. A broken case passes when a document has an error on
 * the line of the case's expected first error under every schema it may be read with. Other
 * errors may come with it: a key put in the wrong place is also missing from the right one
 * (`spec` indented under `metadata` leaves the document without `spec`).
 *
 * Out of scope, by category; each such case shows as a skipped test that names its category:
 * - template: a v1beta3 or Helm template is a spec only once rendered (`preflight template`);
 * - v1beta3: a v1beta3 document may hold a `docString` beside each entry key, which the schemas
 *   (those of v1beta2, whose list items hold one key) report as unknown; the checker knows it;
 * - embedded in a Secret or ConfigMap: a schema of the file sees the Secret, not the spec it carries;
 * - YAML syntax: text the YAML parser rejects (tabs, duplicate keys, unclosed quotes) has no value
 *   to validate; the editor's YAML parser reports it;
 * - `when` grammar: to a schema, an outcome's `when` is any string; its grammar is the analyzer's.
 * A broken case in none of these is a schema matter: when no schema error is on its line, the test
 * fails, and either the generator misses something or the case needs a category here (a check
 * across documents, which no schema of one document can make, would be one).
 */
import {test, expect} from '@playwright/test';
import Ajv, {type ValidateFunction} from 'ajv';
import YAML, {LineCounter, isMap, isScalar, isSeq, type Document, type Node} from 'yaml';
import {allSchemas, schemaFileName} from '../../reference/schema/generate';
import {registries} from '../../reference/index';
import {corpus, isTemplated, type CorpusCase} from '../spec-checker-corpus';
import {errorLine} from '../lib/schema-lines';

const schemas = allSchemas(new Map());
const ajv = new Ajv({allErrors: true, strict: false});
const byKind = new Map<string, ValidateFunction>(registries.document.map((d) => [d.key, ajv.compile(schemas.get(schemaFileName(d.key))!)]));

interface Parsed {
  docs: Document.Parsed[];
  lines: LineCounter;
}

const parse = (spec: string): Parsed => {
  const lines = new LineCounter();
  return {docs: YAML.parseAllDocuments(spec, {lineCounter: lines, uniqueKeys: true}) as Document.Parsed[], lines};
};

const kindOf = (doc: Document) => (doc.toJS() as {kind?: unknown} | null)?.kind;

/** The path of every key (`['spec', 'analyzers', 0, 'clusterVersion']`), with the key's line. */
function keyLines(node: Node | null, path: (string | number)[], lines: LineCounter, out: {path: (string | number)[]; line: number}[] = []) {
  if (isSeq(node)) node.items.forEach((item, i) => keyLines(item as Node, [...path, i], lines, out));
  if (isMap(node)) {
    for (const pair of node.items) {
      const key = isScalar(pair.key) ? String(pair.key.value) : '';
      const offset = (pair.key as Node | null)?.range?.[0];
      if (offset !== undefined) out.push({path: [...path, key], line: lines.linePos(offset).line});
      keyLines(pair.value as Node | null, [...path, key], lines, out);
    }
  }
  return out;
}

/** Whether `line` holds the `when` of an outcome (`outcomes[i].<severity>.when`). */
function isWhenOfOutcome({docs, lines}: Parsed, line: number): boolean {
  return docs.some((doc) =>
    keyLines(doc.contents as Node | null, [], lines).some(({path, line: at}) => at === line && path.at(-1) === 'when' && path.at(-4) === 'outcomes'),
  );
}

/** The category of a case the schemas are not expected to judge, or undefined for a schema matter. */
function outOfScope(c: CorpusCase, parsed: Parsed): string | undefined {
  if (isTemplated(c.spec)) return 'template';
  if (parsed.docs.some((doc) => doc.errors.length > 0)) return 'YAML syntax';
  if (parsed.docs.some((doc) => doc.get('apiVersion') === 'troubleshoot.sh/v1beta3')) return 'v1beta3';
  if (parsed.docs.some((doc) => ['Secret', 'ConfigMap'].includes(String(kindOf(doc))))) return 'embedded in a Secret or ConfigMap';
  if (c.expect.firstError && isWhenOfOutcome(parsed, c.expect.firstError.line)) return '`when` grammar';
  return undefined;
}

/** For each schema a document may be read with, the errors it reports, with their lines. */
function readings({lines}: Parsed, doc: Document): string[][] {
  const known = byKind.get(String(kindOf(doc)));
  return (known ? [known] : [...byKind.values()]).map((validate) => {
    validate(doc.toJS());
    return (validate.errors ?? []).map((error) => `line ${errorLine(doc, lines, error)}: ${error.instancePath || '(root)'} ${error.message} ${JSON.stringify(error.params)}`);
  });
}

// The cases out of the schemas' scope get no test of their own: the summary test below lists them.
for (const c of corpus.filter((c) => outOfScope(c, parse(c.spec)) === undefined)) {
  test(c.name, () => {
    const parsed = parse(c.spec);
    const reports = parsed.docs.map((doc) => readings(parsed, doc));
    const all = reports.flat(2).join('\n');
    if (c.expect.firstError) {
      const expected = `line ${c.expect.firstError.line}:`;
      const found = reports.some((perSchema) => perSchema.every((errors) => errors.some((error) => error.startsWith(expected))));
      expect(found, `no schema error on line ${c.expect.firstError.line}; errors:\n${all || '(none)'}`).toBe(true);
    } else {
      expect(all, 'a valid spec of the corpus').toBe('');
    }
  });
}

test('most broken cases of the corpus are schema matters, and the rest are listed by category', () => {
  const byCategory = new Map<string, string[]>();
  for (const c of corpus.filter((c) => c.expect.firstError)) {
    const category = outOfScope(c, parse(c.spec)) ?? 'schema matter';
    byCategory.set(category, [...(byCategory.get(category) ?? []), c.name]);
  }
  for (const [category, names] of byCategory) console.log(`${category} (${names.length}):\n  ${names.join('\n  ')}`);
  expect(byCategory.get('schema matter')?.length ?? 0).toBeGreaterThanOrEqual(45);
});
