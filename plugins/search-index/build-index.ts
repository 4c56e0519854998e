/**
 * Builds the embedded search index from the docs' source files. Shared by the Docusaurus plugin
 * (./index.ts), the golden-query test (tests/unit/search-ranking.spec.ts) and the benchmark
 * (scripts/bench-search.mjs), so all three index exactly the same text.
 *
 * The unit is the section: the page's introduction (before the first h2) and each h2/h3 with the
 * anchor Docusaurus gives it. A section holds its heading, its prose (paragraphs, lists, tables,
 * admonitions, and the text of reference components such as field tables) and the keys and values
 * of its code examples. The files are described in src/components/SearchEngine/format.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import {createHash} from 'node:crypto';
import {createSlugger, loadFreshModule} from '@docusaurus/utils';
import MiniSearch from 'minisearch';
import {FIELDS, miniSearchOptions, type SectionDoc} from '../../src/components/SearchEngine/engine';
import {
  pageTextFile,
  termShardFile,
  type IndexBase,
  type PageText,
  type TermShard,
} from '../../src/components/SearchEngine/format';

/** One page to index: where it is served and where its source is. */
export interface SourcePage {
  permalink: string;
  /** Absolute path of the Markdown/MDX file. */
  file: string;
  title: string;
  /** The sidebar section the page belongs to ("Collect"), shown next to the title. */
  category?: string;
  /** The front matter description: indexed with the title of the page's introduction. */
  description?: string;
}

export interface Section {
  heading: string;
  anchor: string;
  text: string[];
  code: string[];
}

type Data = unknown;

/** Turns inline Markdown into the text a reader sees. Code spans are kept verbatim. */
export function inlineText(md: string): string {
  return md
    // images keep their alt text, links their label (which may hold code spans)
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]+)\]\[[^\]]*\]/g, '$1')
    .split(/(`+[^`]+?`+)/)
    .map((part, i) => (i % 2 === 1 ? part.replace(/^`+|`+$/g, '') : prose(part)))
    .join('')
    .replace(/[ \t]+/g, ' ')
    .trim();
}

function prose(md: string): string {
  return (
    md
      // MDX comments and HTML comments
      .replace(/\{\/\*[\s\S]*?\*\/\}/g, '')
      .replace(/<!--[\s\S]*?-->/g, '')
      // HTML/JSX tags
      .replace(/<\/?[A-Za-z][^<>]*>/g, '')
      // emphasis markers: ** and __ always, single * and _ only around words
      .replace(/(\*\*|__)(?=\S)([\s\S]*?\S)\1/g, '$2')
      .replace(/(^|[\s(])[*_](?=\S)([^*_\n]*?\S)[*_](?=[\s).,;:!?]|$)/g, '$1$2')
      .replace(/~~([^~]+)~~/g, '$1')
      .replace(/\\([\\`*_{}[\]()#+\-.!<>|])/g, '$1')
      .replace(/&nbsp;/g, ' ')
      .replace(/&amp;/g, '&')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
  );
}

/**
 * The keys and values of a code example, one distinct line each, without YAML punctuation:
 * `  - logs:` becomes `logs`, `maxLines: 2000` stays. Comments are kept as text.
 */
export function codeLines(code: string, seen: Set<string>): string[] {
  const out: string[] = [];
  for (const raw of code.split('\n')) {
    const line = raw
      .replace(/^\s*(?:-\s+)*/, '')
      .replace(/^#\s*/, '')
      .replace(/:\s*[|>][-+]?\s*$/, '')
      .replace(/:\s*$/, '')
      .replace(/^([^:]*:\s*)(["'])(.*)\2$/, '$1$3')
      .replace(/^(["'])(.*)\1$/, '$2')
      .trim();
    if (!/[\p{L}\p{N}]/u.test(line) || line.length > 200) continue;
    if (seen.has(line)) continue;
    seen.add(line);
    out.push(line);
  }
  return out;
}

interface FieldLike {
  name: string;
  type?: string;
  required?: boolean;
  default?: string;
  description?: string;
  values?: string[];
  fields?: FieldLike[];
}

function isFieldList(value: unknown): value is FieldLike[] {
  return Array.isArray(value) && value.every((f) => f && typeof f === 'object' && typeof f.name === 'string');
}

/** The rows of a field table as sentences: `limits.maxLines (integer, default 10000): ...`. */
export function fieldRows(fields: FieldLike[], parent?: string): {text: string[]; keys: string[]} {
  const text: string[] = [];
  const keys: string[] = [];
  for (const field of fields) {
    const name = parent ? `${parent}.${field.name}` : field.name;
    const facts = [field.type, field.required ? 'required' : '', field.default ? `default ${field.default}` : '']
      .filter(Boolean)
      .join(', ');
    let row = `${name}${facts ? ` (${facts})` : ''}: ${inlineText(field.description ?? '')}`;
    if (field.values?.length) row += ` Allowed values: ${field.values.join(', ')}.`;
    text.push(row);
    keys.push(name);
    if (field.fields) {
      const nested = fieldRows(field.fields, name);
      text.push(...nested.text);
      keys.push(...nested.keys);
    }
  }
  return {text, keys};
}

/** Strings a reader would see in any other reference object, for components we do not know. */
function genericText(value: Data, out: string[] = [], depth = 0): string[] {
  if (depth > 6 || value == null) return out;
  if (typeof value === 'string') {
    out.push(inlineText(value));
  } else if (Array.isArray(value)) {
    for (const v of value) genericText(v, out, depth + 1);
  } else if (typeof value === 'object') {
    for (const [key, v] of Object.entries(value)) {
      if (key === 'sources' || key === 'url' || key === 'sample') continue;
      genericText(v, out, depth + 1);
    }
  }
  return out;
}

/**
 * What a reference component renders, as text and keys, given its props (already resolved to the
 * reference data they name). The components live in src/components and render the data of
 * reference/; this reads the same data. `load` reads a module of reference/ by path.
 */
export async function componentText(
  component: string,
  props: Record<string, Data>,
  load: (module: string, name: string) => Promise<Data>,
): Promise<{text: string[]; keys: string[]}> {
  const value = Object.values(props)[0];
  const obj = (value ?? {}) as Record<string, Data>;
  switch (component) {
    case 'FieldTable': {
      // The shared rows (collectorName, exclude) are the same in every collector's table and are
      // indexed once, where SharedFieldTable renders them (the collectors overview).
      const fields = isFieldList(obj.fields) ? obj.fields : isFieldList(value) ? value : [];
      return fieldRows(fields);
    }
    case 'SharedFieldTable': {
      const fields = await load('reference/shared', 'sharedCollectorFields');
      return fieldRows(isFieldList(fields) ? fields : []);
    }
    case 'BundleOutputs': {
      const outputs = Array.isArray(obj.outputs) ? (obj.outputs as {path: string; description?: string}[]) : [];
      return {
        text: outputs.map((o) => `${o.path}: ${inlineText(o.description ?? '')}`),
        keys: outputs.map((o) => o.path),
      };
    }
    case 'ReadBy': {
      const analyzers = Array.isArray(obj.analyzers) ? (obj.analyzers as string[]) : [];
      return {text: analyzers.length ? [`Read by the analyzers: ${analyzers.join(', ')}.`] : [], keys: analyzers};
    }
    case 'CollectorCatalog': {
      const list = (value ?? (await load('reference/collectors/index', 'collectors'))) as
        | {key: string; title: string; summary: string; deprecatedFor?: string}[]
        | undefined;
      const rows = [...(list ?? [])].sort((a, b) => a.key.localeCompare(b.key));
      return {
        text: rows.map((c) => `${c.key} | ${c.title}${c.deprecatedFor ? ' (deprecated)' : ''} | ${inlineText(c.summary)}`),
        keys: rows.map((c) => c.key),
      };
    }
    default: {
      if (value == null) return {text: [], keys: []};
      const text = genericText(value).filter(Boolean);
      const keys = isFieldList(obj.fields) ? fieldRows(obj.fields).keys : [];
      return {text, keys};
    }
  }
}

/** Components that render reference data without being given it in props. */
const SELF_LOADING = new Set(['SharedFieldTable', 'CollectorCatalog']);

/** `import a, {b as c} from '@site/reference/x'` → {a: [file, 'default'], c: [file, 'b']}. */
function parseImports(source: string, siteDir: string, file: string): Map<string, [string, string]> {
  const imports = new Map<string, [string, string]>();
  const re = /^import\s+([\s\S]*?)\s+from\s+['"]([^'"]+)['"];?\s*$/gm;
  for (const m of source.matchAll(re)) {
    const [, clause, spec] = m as unknown as [string, string, string];
    let target: string;
    if (spec.startsWith('@site/')) target = path.join(siteDir, spec.slice('@site/'.length));
    else if (spec.startsWith('.')) target = path.resolve(path.dirname(file), spec);
    else continue;
    if (!path.relative(path.join(siteDir, 'reference'), target).match(/^[^.]/)) continue;
    const def = /^([A-Za-z_$][\w$]*)/.exec(clause);
    if (def && !clause.startsWith('{')) imports.set(def[1]!, [target, 'default']);
    const named = /\{([^}]*)\}/.exec(clause);
    for (const part of named?.[1]?.split(',') ?? []) {
      const [orig, alias] = part.trim().split(/\s+as\s+/);
      if (orig) imports.set((alias ?? orig).trim(), [target, orig.trim()]);
    }
  }
  return imports;
}

async function loadReference(target: string, name: string): Promise<Data> {
  const file = ['.ts', '.tsx', '.js', '.json', '/index.ts'].map((ext) => target + ext).find((f) => fs.existsSync(f)) ??
    (fs.existsSync(target) ? target : undefined);
  if (!file) return undefined;
  const mod = (await loadFreshModule(file)) as Record<string, Data>;
  if (name === 'default') return mod;
  return mod[name] ?? (mod.default as Record<string, Data> | undefined)?.[name];
}

function resolveMember(value: Data, members: string[]): Data {
  let v = value;
  for (const m of members) v = v == null ? undefined : (v as Record<string, Data>)[m];
  return v;
}

const headingRe = /^(#{1,6})\s+(.*?)\s*#*\s*$/;
const fenceRe = /^\s*(`{3,}|~{3,})(.*)$/;
const componentRe = /<([A-Z][\w.]*)\b([^<>]*?)\/?>/g;
const propRe = /(\w+)=\{\s*([A-Za-z_$][\w$]*(?:\.[\w$]+)*)\s*\}/g;

/** Splits one Markdown/MDX file into sections. `title` names the introduction section. */
export async function parseSections(source: string, file: string, siteDir: string): Promise<Section[]> {
  const body = source.replace(/^---\n[\s\S]*?\n---\n/, '');
  const imports = parseImports(body, siteDir, file);
  const slugger = createSlugger();
  const sections: Section[] = [{heading: '', anchor: '', text: [], code: []}];
  const seenCode = new Set<string>();
  let current = sections[0]!;
  let fence: {marker: string; lines: string[]} | null = null;
  let paragraph: string[] = [];
  let inExport = false;

  const flush = () => {
    const text = inlineText(paragraph.join(' '));
    if (text) current.text.push(text);
    paragraph = [];
  };

  for (const line of body.split('\n')) {
    if (fence) {
      if (line.trim().startsWith(fence.marker) && line.trim().replace(/[`~]/g, '') === '') {
        current.code.push(...codeLines(fence.lines.join('\n'), seenCode));
        fence = null;
      } else {
        fence.lines.push(line);
      }
      continue;
    }
    const fenceMatch = fenceRe.exec(line);
    if (fenceMatch) {
      flush();
      fence = {marker: fenceMatch[1]!, lines: []};
      continue;
    }
    if (inExport) {
      if (/^\S/.test(line) && !/^[}\])]/.test(line)) inExport = false;
      else continue;
    }
    if (/^(import|export)\s/.test(line)) {
      flush();
      inExport = line.startsWith('export') && !/;\s*$/.test(line);
      continue;
    }
    const heading = headingRe.exec(line);
    if (heading) {
      flush();
      const level = heading[1]!.length;
      const raw = heading[2]!;
      const custom = /\s*\{#([^}]+)\}\s*$/.exec(raw);
      const text = inlineText(custom ? raw.slice(0, custom.index) : raw);
      const anchor = custom ? custom[1]! : slugger.slug(text);
      if (level === 2 || level === 3) {
        current = {heading: text, anchor, text: [], code: []};
        sections.push(current);
      } else if (level > 3) {
        current.text.push(text);
      }
      continue;
    }
    // Reference components: <FieldTable collector={logs} />, <SharedFieldTable />
    let handled = false;
    for (const m of line.matchAll(componentRe)) {
      const [, component, attrs] = m as unknown as [string, string, string];
      const props: Record<string, Data> = {};
      for (const p of attrs.matchAll(propRe)) {
        const [, prop, expr] = p as unknown as [string, string, string];
        const [ident, ...members] = expr.split('.');
        const imported = imports.get(ident!);
        if (!imported) continue;
        props[prop] = resolveMember(await loadReference(imported[0], imported[1]), members);
      }
      if (Object.keys(props).length || SELF_LOADING.has(component)) {
        flush();
        const {text, keys} = await componentText(component, props, (module, name) =>
          loadReference(path.join(siteDir, module), name),
        );
        current.text.push(...text);
        current.code.push(...keys.filter((k) => !seenCode.has(k)));
        keys.forEach((k) => seenCode.add(k));
        handled = true;
      }
    }
    if (handled) continue;
    const trimmed = line.trim();
    if (trimmed === '' || /^:::\s*$/.test(trimmed) || /^\|?\s*:?-{2,}/.test(trimmed)) {
      flush();
      continue;
    }
    // Admonition opening: keep its title.
    const admonition = /^:::\s*\w+\s*(.*)$/.exec(trimmed);
    if (admonition) {
      flush();
      if (admonition[1]) current.text.push(inlineText(admonition[1].replace(/^\[|\]$/g, '')));
      continue;
    }
    // Table rows become one line each, cells separated by " | ".
    if (trimmed.startsWith('|')) {
      flush();
      const cells = trimmed.replace(/^\||\|$/g, '').split(/(?<!\\)\|/).map((c) => inlineText(c)).filter(Boolean);
      if (cells.length) current.text.push(cells.join(' | '));
      continue;
    }
    // List items and block quotes start a new line of text.
    const item = /^(\s*)(?:[-*+]|\d+[.)])\s+(.*)$/.exec(line);
    if (item) {
      flush();
      paragraph.push(item[2]!);
      continue;
    }
    paragraph.push(trimmed.replace(/^>\s?/, ''));
  }
  flush();
  return sections.filter((s) => s.heading || s.text.length || s.code.length);
}

export interface BuiltIndex {
  /** File name → content; all files go in one directory, `index.json` is the entry point. */
  files: Map<string, string>;
  /** A hash of all files, for the directory name. */
  hash: string;
}

/** Raw size of postings per term shard; shards are contiguous ranges of the sorted vocabulary. */
const SHARD_BYTES = 16_000;

/** The sections of the given pages: the index's base (no postings yet), MiniSearch's documents and the page texts. */
export async function collectSections(
  pages: SourcePage[],
  siteDir: string,
): Promise<{base: IndexBase; docs: SectionDoc[]; texts: PageText[]}> {
  const base: IndexBase = {v: 2, pages: [], sections: [], fields: FIELDS, lengths: [], averageFieldLength: [], vocab: []};
  const docs: SectionDoc[] = [];
  const texts: PageText[] = [];
  const sorted = [...pages].sort((a, b) => a.permalink.localeCompare(b.permalink));
  for (const page of sorted) {
    const source = fs.readFileSync(page.file, 'utf8');
    const sections = await parseSections(source, page.file, siteDir);
    const p = base.pages.length;
    base.pages.push([page.permalink, page.title, page.category ?? '']);
    const pageText: PageText = [];
    for (const s of sections) {
      const id = base.sections.length;
      const text = s.text.join('\n');
      const code = s.code.join('\n');
      base.sections.push([p, s.heading, s.anchor]);
      const title = s.heading === '' && page.description ? `${page.title} ${page.description}` : page.title;
      docs.push({id, title, heading: s.heading, text, code});
      pageText.push([id, text, code]);
    }
    texts.push(pageText);
  }
  return {base, docs, texts};
}

/**
 * The index of the given pages, split into the files the client loads (see
 * src/components/SearchEngine/format.ts): MiniSearch builds the full index here, and its
 * serialized postings are cut into alphabetical ranges of terms, so that a query, whose prefix
 * and fuzzy matches mostly share its first letters, loads one or two shards.
 */
export async function buildSearchIndex(pages: SourcePage[], siteDir: string): Promise<BuiltIndex> {
  const {base, docs, texts} = await collectSections(pages, siteDir);
  const mini = new MiniSearch<SectionDoc>(miniSearchOptions);
  mini.addAll(docs);
  const js = mini.toJSON();
  for (const [shortId, id] of Object.entries(js.documentIds)) {
    if (Number(shortId) !== id) throw new Error('search index: unexpected MiniSearch document ids');
  }
  base.averageFieldLength = js.averageFieldLength;
  for (let id = 0; id < docs.length; id++) {
    const lengths = js.fieldLength[id] ?? [];
    for (let f = 0; f < FIELDS.length; f++) base.lengths.push(lengths[f] ?? 0);
  }

  const files = new Map<string, string>();
  const entries = [...js.index].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0)) as TermShard;
  let shard: TermShard = [];
  let bytes = 0;
  const flush = () => {
    if (shard.length === 0) return;
    files.set(termShardFile(base.vocab.length), JSON.stringify(shard));
    base.vocab.push(shard.map(([term]) => term).join(' '));
    shard = [];
    bytes = 0;
  };
  for (const entry of entries) {
    shard.push(entry);
    bytes += JSON.stringify(entry).length;
    if (bytes >= SHARD_BYTES) flush();
  }
  flush();
  texts.forEach((t, p) => files.set(pageTextFile(p), JSON.stringify(t)));
  files.set('index.json', JSON.stringify(base));

  const hash = createHash('sha256');
  for (const [name, content] of [...files].sort(([a], [b]) => a.localeCompare(b))) hash.update(name).update(content);
  return {files, hash: hash.digest('hex').slice(0, 10)};
}

/** Writes the files of an index into `dir`, which is emptied first. */
export function writeIndex(index: BuiltIndex, dir: string): void {
  fs.rmSync(dir, {recursive: true, force: true});
  fs.mkdirSync(dir, {recursive: true});
  for (const [name, content] of index.files) fs.writeFileSync(path.join(dir, name), content);
}

function frontMatter(source: string): Record<string, string> {
  const m = /^---\n([\s\S]*?)\n---\n/.exec(source);
  const out: Record<string, string> = {};
  for (const line of m?.[1]?.split('\n') ?? []) {
    const kv = /^(\w+):\s*(.*)$/.exec(line);
    if (kv) out[kv[1]!] = kv[2]!.replace(/^['"]|['"]$/g, '');
  }
  return out;
}

function categoryLabel(dir: string): string | undefined {
  for (const name of ['_category_.yml', '_category_.yaml', '_category_.json']) {
    const file = path.join(dir, name);
    if (!fs.existsSync(file)) continue;
    const m = /"?label"?\s*:\s*["']?([^"'\n,]+)/.exec(fs.readFileSync(file, 'utf8'));
    if (m) return m[1]!.trim();
  }
  return undefined;
}

/**
 * The docs pages as Docusaurus routes them, read from the files (for tests and the benchmark,
 * which run without Docusaurus; the plugin uses the docs plugin's own loaded content).
 * Handles `slug`, `id`, `title`, `unlisted`/`draft`, index pages and number prefixes.
 */
export function docsFromFiles(siteDir: string, routeBasePath = 'docs'): SourcePage[] {
  const docsDir = path.join(siteDir, 'docs');
  const pages: SourcePage[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.mdx?$/.test(entry.name) && !entry.name.startsWith('_')) {
        const source = fs.readFileSync(full, 'utf8');
        const fm = frontMatter(source);
        if (fm.draft === 'true' || fm.unlisted === 'true') continue;
        const rel = path.relative(docsDir, full).replace(/\\/g, '/');
        const dirRel = path.posix.dirname(rel) === '.' ? '' : path.posix.dirname(rel);
        const strip = (s: string) => s.replace(/(^|\/)\d+[-_.]/g, '$1');
        const base = fm.id ?? strip(path.posix.basename(rel).replace(/\.mdx?$/, ''));
        const isIndex = !fm.id && /^(index|readme)$/i.test(base) || base === path.posix.basename(dirRel);
        let slug: string;
        if (fm.slug) {
          slug = fm.slug.startsWith('/') ? fm.slug : `/${strip(dirRel)}/${fm.slug}`.replace(/^\/\//, '/');
        } else {
          slug = isIndex ? `/${strip(dirRel)}/` : `/${[strip(dirRel), base].filter(Boolean).join('/')}`;
        }
        slug = slug.replace(/\/+/g, '/');
        const h1 = /^#\s+(.+)$/m.exec(source.replace(/^---\n[\s\S]*?\n---\n/, ''));
        pages.push({
          permalink: `/${routeBasePath}${slug}`.replace(/\/+/g, '/'),
          file: full,
          title: fm.title ?? (h1 ? inlineText(h1[1]!) : base),
          description: fm.description,
          category: dirRel ? categoryLabel(path.join(docsDir, dirRel.split('/')[0]!)) : undefined,
        });
      }
    }
  };
  walk(docsDir);
  return pages;
}
