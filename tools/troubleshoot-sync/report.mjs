/**
 * The drift between two readings of the Troubleshoot source (two releases, or the vendored snapshot
 * and a fresh read): spec keys, fields and types, CLI commands, flags, defaults and exit codes,
 * functions, messages and code facts added, removed or changed, each with the reference entries,
 * pages and behaviour statements of this project it touches.
 */
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import YAML from 'yaml';
import {projectRoot} from './snapshot.mjs';

const require = createRequire(import.meta.url);

/** What of the project a change can touch: registry entries, their pages, behaviour statements. */
export async function loadProject(root = projectRoot) {
  const {loadFreshModule} = require('@docusaurus/utils');
  const {registries, entryId} = await loadFreshModule(path.join(root, 'reference/index.ts'));
  const {listOfKind} = await loadFreshModule(path.join(root, 'reference/since-paths.ts'));
  const {allBehaviours} = await loadFreshModule(path.join(root, 'tests/lib/behaviours.ts'));
  const entries = Object.values(registries).flat();
  const pages = [];
  const walk = (dir) => {
    for (const e of fs.readdirSync(dir, {withFileTypes: true})) {
      const full = path.join(dir, e.name);
      if (e.isDirectory()) walk(full);
      else if (/\.mdx?$/.test(e.name)) {
        const text = fs.readFileSync(full, 'utf8');
        const front = /^---\n([\s\S]*?)\n---/.exec(text);
        const binding = front ? YAML.parse(front[1])?.reference : undefined;
        pages.push({file: path.relative(root, full), text, binds: binding === undefined ? [] : [binding].flat()});
      }
    }
  };
  walk(path.join(root, 'docs'));
  const citing = new Map();
  for (const {at, behaviour} of allBehaviours()) {
    for (const ref of behaviour.source) citing.set(ref, [...(citing.get(ref) ?? []), at]);
  }
  for (const entry of entries) citing.set(entry.goType.source, [...(citing.get(entry.goType.source) ?? []), `${entryId(entry)} goType`]);
  return {entries, entryId, listOfKind, pages, citing};
}

const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);
const fieldKey = (f) => f.json || `(inline ${f.go})`;
const describeField = (f) => `${f.type}${f.omitempty ? ', omitempty' : ''}${f.inline ? ', inline' : ''}${f.embedded ? ', embedded' : ''}`;

/** Struct names reachable from a type, through fields (pointers, slices, maps and inline members). */
function reachable(types, start) {
  const seen = new Set();
  const visit = (name) => {
    if (!types[name] || seen.has(name)) return;
    seen.add(name);
    for (const f of types[name].fields ?? []) for (const id of f.type.match(/\w+/g) ?? []) visit(id);
  };
  visit(start);
  return seen;
}

/** The structs each registry entry's YAML reaches, from the v1beta2 types. */
function entryTypes(project, types) {
  const out = new Map();
  if (!project || !types) return out;
  const itemOf = Object.fromEntries(Object.entries(types.lists));
  for (const entry of project.entries) {
    const list = project.listOfKind[entry.kind];
    let start;
    if (entry.kind === 'document') start = types.kinds[entry.key];
    else if (list && itemOf[list]) start = types.types[itemOf[list]]?.fields.find((f) => f.json === entry.key)?.type.replace(/[[\]*]/g, '');
    if (start) out.set(project.entryId(entry), reachable(types.types, start));
  }
  return out;
}

export function diffSnapshots(from, to) {
  const changes = {kinds: [], keys: [], fields: [], commands: [], flags: [], kubectlFlags: [], exitCodes: [], functions: [], messages: [], codeFacts: []};
  for (const version of new Set([...Object.keys(from.types ?? {}), ...Object.keys(to.types ?? {})])) {
    const a = from.types?.[version] ?? {kinds: {}, lists: {}, types: {}};
    const b = to.types?.[version] ?? {kinds: {}, lists: {}, types: {}};
    for (const kind of new Set([...Object.keys(a.kinds), ...Object.keys(b.kinds)])) {
      if (!a.kinds[kind]) changes.kinds.push({version, kind, change: 'added'});
      else if (!b.kinds[kind]) changes.kinds.push({version, kind, change: 'removed'});
    }
    const keysOf = (t) => {
      const out = {};
      for (const [list, item] of Object.entries(t.lists)) for (const f of t.types[item]?.fields ?? []) if (f.json) out[`${list}.${f.json}`] = f.type;
      return out;
    };
    const ka = keysOf(a);
    const kb = keysOf(b);
    for (const key of new Set([...Object.keys(ka), ...Object.keys(kb)])) {
      if (!(key in ka)) changes.keys.push({version, key, change: 'added', type: kb[key]});
      else if (!(key in kb)) changes.keys.push({version, key, change: 'removed', type: ka[key]});
      else if (ka[key] !== kb[key]) changes.keys.push({version, key, change: 'changed', detail: `${ka[key]} -> ${kb[key]}`});
    }
    for (const type of new Set([...Object.keys(a.types), ...Object.keys(b.types)])) {
      const fa = new Map((a.types[type]?.fields ?? []).map((f) => [fieldKey(f), f]));
      const fb = new Map((b.types[type]?.fields ?? []).map((f) => [fieldKey(f), f]));
      if (!a.types[type] || !b.types[type]) {
        changes.fields.push({version, type, field: null, change: a.types[type] ? 'type removed' : 'type added', detail: [...(a.types[type] ? fa : fb).keys()].join(', ')});
        continue;
      }
      for (const name of new Set([...fa.keys(), ...fb.keys()])) {
        const x = fa.get(name);
        const y = fb.get(name);
        if (!x) changes.fields.push({version, type, field: name, change: 'added', detail: describeField(y)});
        else if (!y) changes.fields.push({version, type, field: name, change: 'removed', detail: describeField(x)});
        else if (describeField(x) !== describeField(y) || x.yaml !== y.yaml) changes.fields.push({version, type, field: name, change: 'changed', detail: `${describeField(x)} -> ${describeField(y)}`});
      }
      if (!same(a.types[type].enum, b.types[type].enum)) changes.fields.push({version, type, field: null, change: 'enum changed', detail: `${(a.types[type].enum ?? []).join('|')} -> ${(b.types[type].enum ?? []).join('|')}`});
    }
  }
  const ca = new Map((from.cli?.commands ?? []).map((c) => [c.path, c]));
  const cb = new Map((to.cli?.commands ?? []).map((c) => [c.path, c]));
  for (const p of new Set([...ca.keys(), ...cb.keys()])) {
    const x = ca.get(p);
    const y = cb.get(p);
    if (!x || !y) {
      changes.commands.push({command: p, change: x ? 'removed' : 'added'});
      continue;
    }
    for (const prop of ['use', 'args', 'aliases', 'hidden', 'deprecated', 'runnable', 'envPrefix', 'envKeyReplacer', 'flagsReadVia', 'addsKubectlFlags']) {
      if (!same(x[prop], y[prop])) changes.commands.push({command: p, change: 'changed', detail: `${prop}: ${JSON.stringify(x[prop])} -> ${JSON.stringify(y[prop])}`});
    }
    diffFlags(p, x.flags, y.flags, changes.flags);
  }
  const [ka, kb] = [from.cli?.kubectlFlags, to.cli?.kubectlFlags];
  if (ka?.version !== kb?.version) changes.kubectlFlags.push({command: 'kubectl', flag: '*', change: 'module changed', detail: `k8s.io/cli-runtime ${ka?.version} -> ${kb?.version}${ka?.flags && kb?.flags ? '' : '; flags not read: give --cli-runtime'}`});
  if (ka?.flags && kb?.flags) diffFlags('kubectl', ka.flags, kb.flags, changes.kubectlFlags);
  const ea = new Map((from.cli?.exitCodes ?? []).map((e) => [e.code, e]));
  const eb = new Map((to.cli?.exitCodes ?? []).map((e) => [e.code, e]));
  for (const code of new Set([...ea.keys(), ...eb.keys()])) {
    const x = ea.get(code);
    const y = eb.get(code);
    if (!x || !y) {
      changes.exitCodes.push({code, change: x ? 'removed' : 'added'});
      continue;
    }
    if (x.constant !== y.constant) changes.exitCodes.push({code, change: 'changed', detail: `constant ${x.constant} -> ${y.constant}`});
    if (!same(x.commands, y.commands)) changes.exitCodes.push({code, change: 'changed', detail: `commands [${x.commands.join(', ')}] -> [${y.commands.join(', ')}]`});
    const sa = new Map(x.sites.map((s) => [s.at, s.commands.join(', ')]));
    const sb = new Map(y.sites.map((s) => [s.at, s.commands.join(', ')]));
    for (const at of new Set([...sa.keys(), ...sb.keys()])) {
      if (!sa.has(at)) changes.exitCodes.push({code, change: 'site added', site: at, detail: `for ${sb.get(at)}`});
      else if (!sb.has(at)) changes.exitCodes.push({code, change: 'site removed', site: at, detail: `for ${sa.get(at)}`});
      else if (sa.get(at) !== sb.get(at)) changes.exitCodes.push({code, change: 'site changed', site: at, detail: `for ${sa.get(at)} -> ${sb.get(at)}`});
    }
  }
  const symbols = (index) => {
    const out = new Map();
    for (const [file, table] of Object.entries(index ?? {})) for (const [name, v] of Object.entries(table)) out.set(`${file}#${name}`, v);
    return out;
  };
  const fa = symbols(from.functions);
  const fb = symbols(to.functions);
  for (const ref of new Set([...fa.keys(), ...fb.keys()])) {
    if (!fa.has(ref)) changes.functions.push({ref, change: 'added', kind: fb.get(ref).split(' ')[0]});
    else if (!fb.has(ref)) changes.functions.push({ref, change: 'removed', kind: fa.get(ref).split(' ')[0]});
    else if (fa.get(ref) !== fb.get(ref)) changes.functions.push({ref, change: 'changed', kind: fb.get(ref).split(' ')[0]});
  }
  const texts = (m) => new Map(Object.entries(m ?? {}).map(([ref, list]) => [ref, new Set(list.map((x) => x.text))]));
  const ma = texts(from.messages);
  const mb = texts(to.messages);
  for (const ref of new Set([...ma.keys(), ...mb.keys()])) {
    const x = ma.get(ref) ?? new Set();
    const y = mb.get(ref) ?? new Set();
    for (const t of y) if (!x.has(t)) changes.messages.push({ref, change: 'added', text: t});
    for (const t of x) if (!y.has(t)) changes.messages.push({ref, change: 'removed', text: t});
  }
  diffCodeFacts(from.codeFacts ?? {}, to.codeFacts ?? {}, (ref) => fa.has(ref), (ref) => fb.has(ref), changes.codeFacts);
  for (const list of Object.values(changes)) list.sort((p, q) => JSON.stringify(p).localeCompare(JSON.stringify(q)));
  return changes;
}

/**
 * Per function or variable: the fields it sets, the chains it reads and its table strings, added or
 * removed, and its switch clauses. A symbol declared on both sides without facts on one of them has
 * empty facts there.
 */
function diffCodeFacts(a, b, declaredBefore, declaredAfter, out) {
  const count = (f) => `assigns ${f.assigns?.length ?? 0}, reads ${f.reads?.length ?? 0}, switches ${f.switches?.length ?? 0}, strings ${f.strings?.length ?? 0}`;
  const strings = (f) => (f.strings ?? []).map((s) => `${s.field}=${JSON.stringify(s.text)}`);
  // Only the longest chains are kept: one a new chain continues is still read, not removed.
  const continued = (chain, list) => list.some((v) => v.length > chain.length && v.startsWith(chain) && '.(['.includes(v[chain.length]));
  const delta = (label, x = [], y = []) => {
    const added = y.filter((v) => !x.includes(v)).map((v) => `+${v}`);
    const removed = x.filter((v) => !y.includes(v) && !continued(v, y)).map((v) => `-${v}`);
    return added.length || removed.length ? [`${label} ${[...added, ...removed].join(' ')}`] : [];
  };
  // A clause is known by its switch's tag and its case expressions; equal clauses of two switches pool their reads.
  const clauses = (f) => {
    const out = new Map();
    for (const sw of f.switches ?? []) {
      for (const c of sw.cases) {
        const key = `switch ${sw.tag ? `${sw.tag} ` : ''}{ ${c.default ? 'default' : `case ${c.case.join(', ')}`} }`;
        out.set(key, [...new Set([...(out.get(key) ?? []), ...(c.reads ?? [])])]);
      }
    }
    return out;
  };
  for (const ref of new Set([...Object.keys(a), ...Object.keys(b)])) {
    const [x, y] = [a[ref] ?? (declaredBefore(ref) ? {} : undefined), b[ref] ?? (declaredAfter(ref) ? {} : undefined)];
    if (!x || !y) {
      out.push({ref, change: x ? 'removed' : 'added', detail: count(x ?? y)});
      continue;
    }
    const details = [...delta('assigns', x.assigns, y.assigns), ...delta('reads', x.reads, y.reads), ...delta('strings', strings(x), strings(y))];
    const [ca, cb] = [clauses(x), clauses(y)];
    for (const key of new Set([...ca.keys(), ...cb.keys()])) {
      if (!ca.has(key) || !cb.has(key)) details.push(`${key} ${ca.has(key) ? 'removed' : 'added'}`);
      else details.push(...delta(`${key} reads`, ca.get(key), cb.get(key)));
    }
    if (details.length) out.push({ref, change: 'changed', detail: details.join('; ')});
  }
}

function diffFlags(where, a, b, out) {
  const fa = new Map(a.map((f) => [f.name, f]));
  const fb = new Map(b.map((f) => [f.name, f]));
  for (const name of new Set([...fa.keys(), ...fb.keys()])) {
    const x = fa.get(name);
    const y = fb.get(name);
    if (!x || !y) {
      const f = x ?? y;
      out.push({command: where, flag: name, change: x ? 'removed' : 'added', detail: `${f.type}, default ${JSON.stringify(f.default)}${f.shorthand ? `, -${f.shorthand}` : ''}`});
      continue;
    }
    for (const prop of ['type', 'default', 'shorthand', 'persistent', 'hidden', 'required', 'deprecated']) {
      if (!same(x[prop] ?? null, y[prop] ?? null)) out.push({command: where, flag: name, change: 'changed', detail: `${prop}: ${JSON.stringify(x[prop] ?? null)} -> ${JSON.stringify(y[prop] ?? null)}`});
    }
  }
}

/** Adds to each change the entries, pages and behaviour statements it touches. */
export function touches(changes, project, from, to) {
  if (!project) return changes;
  const pagesOfEntry = (id) => project.pages.filter((p) => p.binds.includes(id)).map((p) => p.file);
  const pagesOfCommand = (command) => project.pages.filter((p) => p.text.includes(`path="${command}"`)).map((p) => p.file);
  const entryOfKey = (list, key) => project.entries.filter((e) => project.listOfKind[e.kind] === list && e.key === key).map(project.entryId);
  const reach = new Map([...entryTypes(project, from.types?.v1beta2), ...entryTypes(project, to.types?.v1beta2)]);
  for (const c of changes.keys) {
    const [list, key] = c.key.split('.');
    c.entries = c.version === 'v1beta2' ? entryOfKey(list, key) : [];
  }
  for (const c of changes.fields) {
    c.entries = c.version === 'v1beta2' ? [...reach].filter(([, types]) => types.has(c.type)).map(([id]) => id).sort() : [];
  }
  for (const c of [...changes.keys, ...changes.fields]) {
    c.pages = [...new Set(c.entries.flatMap(pagesOfEntry))].sort();
    c.behaviours = c.entries.reduce((n, id) => n + [...project.citing.values()].flat().filter((at) => at.startsWith(`${id} `)).length, 0);
  }
  for (const c of [...changes.commands, ...changes.flags]) {
    c.pages = pagesOfCommand(c.command);
    c.behaviours = [...project.citing.values()].flat().filter((at) => at.startsWith(`cli "${c.command}" --${c.flag ?? ''}`)).length;
  }
  for (const c of changes.kubectlFlags) {
    c.pages = project.pages.filter((p) => /kubectlFlagsUrl|<KubectlFlags/.test(p.text)).map((p) => p.file).slice(0, 1);
  }
  for (const c of changes.exitCodes) {
    c.pages = project.pages.filter((p) => /<ExitCodes/.test(p.text)).map((p) => p.file);
    c.behaviours = [...project.citing.values()].flat().filter((at) => at.startsWith(`exit code ${c.code} `)).length;
  }
  for (const c of [...changes.functions, ...changes.messages, ...changes.codeFacts]) c.cited = project.citing.get(c.ref) ?? [];
  return changes;
}

const list = (items) => (items?.length ? items.join(', ') : '');
const touched = (c) => {
  const parts = [];
  if (c.entries?.length) parts.push(`entries: ${list(c.entries)}`);
  if (c.pages?.length) parts.push(`pages: ${list(c.pages)}`);
  if (c.behaviours) parts.push(`${c.behaviours} behaviour statements`);
  if (c.cited?.length) parts.push(`cited by: ${list(c.cited)}`);
  return parts.length ? `\n  touches ${parts.join('; ')}` : '';
};

/** The report as Markdown. */
export function formatReport(changes, fromLabel, toLabel) {
  const out = [`# Troubleshoot drift: ${fromLabel} -> ${toLabel}`, ''];
  const section = (title, items, line) => {
    out.push(`## ${title} (${items.length})`, '');
    for (const c of items) out.push(`- ${line(c)}${touched(c)}`);
    if (items.length) out.push('');
  };
  section('Spec kinds', changes.kinds, (c) => `${c.version} ${c.kind}: ${c.change}`);
  section('Spec keys', changes.keys, (c) => `${c.version} ${c.key}: ${c.change}${c.type ? ` (${c.type})` : ''}${c.detail ? ` (${c.detail})` : ''}`);
  section('Spec fields and types', changes.fields, (c) => `${c.version} ${c.type}${c.field ? `.${c.field}` : ''}: ${c.change}${c.detail ? ` (${c.detail})` : ''}`);
  section('Commands', changes.commands, (c) => `\`${c.command}\`: ${c.change}${c.detail ? ` (${c.detail})` : ''}`);
  section('Flags and defaults', changes.flags, (c) => `\`${c.command} --${c.flag}\`: ${c.change} (${c.detail})`);
  section('kubectl connection flags', changes.kubectlFlags, (c) => (c.flag === '*' ? `${c.change}: ${c.detail}` : `\`--${c.flag}\`: ${c.change} (${c.detail})`));
  section('Exit codes', changes.exitCodes, (c) => `${c.code}: ${c.change}${c.site ? ` at ${c.site}` : ''}${c.detail ? ` (${c.detail})` : ''}`);
  const cited = changes.functions.filter((c) => c.cited?.length);
  const counts = ['added', 'removed', 'changed'].map((k) => `${changes.functions.filter((c) => c.change === k).length} ${k}`).join(', ');
  out.push(`## Functions, methods, types, constants and variables (${counts})`, '');
  out.push(`Cited by this project (${cited.length}):`, '');
  for (const c of cited) out.push(`- ${c.ref} (${c.kind}): ${c.change}${touched(c)}`);
  out.push('', 'Not cited:', '');
  const byFile = new Map();
  for (const c of changes.functions.filter((x) => !x.cited?.length)) {
    const [file, name] = c.ref.split('#');
    const mark = {added: '+', removed: '-', changed: '~'}[c.change];
    byFile.set(file, [...(byFile.get(file) ?? []), `${mark}${name}`]);
  }
  for (const [file, names] of byFile) out.push(`- ${file}: ${names.join(' ')}`);
  out.push('');
  const citedMessages = changes.messages.filter((c) => c.cited?.length);
  out.push(`## Messages (${changes.messages.filter((c) => c.change === 'added').length} added, ${changes.messages.filter((c) => c.change === 'removed').length} removed; in cited functions: ${citedMessages.length})`, '');
  for (const c of citedMessages) out.push(`- ${c.ref}: ${c.change} ${JSON.stringify(c.text)}${touched(c)}`);
  out.push('');
  const citedFacts = changes.codeFacts.filter((c) => c.cited?.length);
  out.push(`## Code facts: fields set, chains read, switch clauses, table strings (${changes.codeFacts.length} symbols; cited by this project: ${citedFacts.length})`, '');
  for (const c of citedFacts) out.push(`- ${c.ref}: ${c.change} (${c.detail})${touched(c)}`);
  out.push('', 'Not cited:', '');
  for (const c of changes.codeFacts.filter((x) => !x.cited?.length)) out.push(`- ${c.ref}: ${c.change} (${c.detail})`);
  out.push('');
  return out.join('\n');
}
