/**
 * The Markdown of each registered reference component (plugins/reference-pages/remark.ts), made
 * from the same data the component renders: the page data and catalogs the reference-pages plugin
 * writes, and the CLI and redaction registries the static components read. One renderer per
 * component; the words around the data follow the components' (./labels.ts).
 */
import type {BlockContent, PhrasingContent} from 'mdast';
import type {Field} from '../../reference/model';
import type {CatalogRow, LinkedEntry, PageData, SchemaRow} from '../reference-pages/page-data';
import {sharedFields} from '../../reference/shared';
import {commands, exitCodes, kubectlFlags} from '../../reference/cli/index';
import {envVar, type CliCommand, type CliFlag} from '../../reference/cli/model';
import {builtInRules} from '../../reference/redaction/index';
import type {RedactionCategory} from '../../reference/redaction/model';
import {troubleshootSource} from '../../reference/source';
import type {BundleMapData, MapRow} from '../bundle-map/data';
import {buildTree, type TreeFolder} from '../bundle-map/tree';
import {bundleNames, emptyFlagDefaults, formatNames, placeNames, platformNames, rootText, specList} from '../reference-pages/labels';
import {
  behaviour,
  codeBlock,
  inlineCode,
  joined,
  link,
  list,
  paragraph,
  referenceText,
  sources,
  strong,
  table,
  text,
} from './mdast';

/**
 * What a renderer gets: the element's string attributes, and its data found the way
 * plugins/reference-pages/remark.ts finds it (each getter fails as the remark plugin does).
 */
export interface ComponentCall {
  name: string;
  attributes: Record<string, string>;
  /** The page data of the one entry the element renders (its `of` kind, or the page's entry). */
  entry(): PageData;
  /** The page data of every entry it renders (Gotchas). */
  entries(): PageData[];
  /** The catalog rows of its `kind` (Catalog, RoleBuilder). */
  rows(): CatalogRow[];
  /** Its `kind`, or the kind the page is bound to (SharedFields). */
  kind(): string;
  /** The bundle map (BundleMap). */
  bundleMap(): BundleMapData;
  /** The published JSON Schemas (SchemaList). */
  schemaList(): SchemaRow[];
  /** The page the element is on, for what only the HTML page can do. */
  permalink: string;
}

export type Renderer =
  | {inline?: false; render(call: ComponentCall): BlockContent[]}
  | {inline: true; render(call: ComponentCall): PhrasingContent[]};

function need(value: string | undefined, what: string, call: ComponentCall): string {
  if (value === undefined) throw new Error(`<${call.name}>: no ${what}`);
  return value;
}

/** An entry's key, linked to its page when it has one. */
function entryLink(entry: LinkedEntry): PhrasingContent {
  return entry.url ? link(entry.url, inlineCode(entry.key)) : inlineCode(entry.key);
}

// Fields --------------------------------------------------------------------------------------

function fieldMeaning(field: Field, since: string | undefined): PhrasingContent[] {
  const out: PhrasingContent[] = [...referenceText(field.description)];
  if (field.values) {
    out.push(
      text(` One of${field.valuesIgnoreCase ? ', in any letter case,' : ''} `),
      ...joined(field.values.map((value) => [inlineCode(value)]), ', '),
      text('.'),
    );
  }
  if (field.kubernetesType) {
    out.push(text(' See '), link(field.kubernetesType.url, text(field.kubernetesType.name)), text(' in the Kubernetes API reference.'));
  }
  if (since) out.push(text(` Since ${since}.`));
  for (const note of field.notes ?? []) out.push(text(' '), ...behaviour(note));
  return out;
}

/** One row per field, nested fields after their parent with the parent's path. */
function fieldRows(fields: Field[], parent: string | undefined, since: Record<string, string>): PhrasingContent[][][] {
  return fields.flatMap((field) => {
    const path = parent ? `${parent}.${field.name}` : field.name;
    const qualifiers = [...(field.format ? [formatNames[field.format]] : []), ...(field.required ? ['required'] : [])];
    const type = [inlineCode(field.type), ...(qualifiers.length ? [text(`, ${qualifiers.join(', ')}`)] : [])];
    const fallback = field.default !== undefined ? [inlineCode(field.default)] : field.defaultText ? referenceText(field.defaultText) : [];
    return [
      [[inlineCode(path)], type, fallback, fieldMeaning(field, since[path])],
      ...(field.fields && !field.kubernetesType ? fieldRows(field.fields, path, since) : []),
    ];
  });
}

export function fieldTable(fields: Field[], since: Record<string, string> = {}): BlockContent {
  return table(['Field', 'Type', 'Default', 'Meaning'], fieldRows(fields, undefined, since));
}

// CLI -----------------------------------------------------------------------------------------

function flagTable(flags: readonly CliFlag[], command?: CliCommand): BlockContent {
  const rows = flags.map((flag): PhrasingContent[][] => {
    const env = command && envVar(command, flag.name);
    const fallback: PhrasingContent[] = [];
    if (flag.default !== null && !emptyFlagDefaults.has(flag.default)) fallback.push(inlineCode(flag.default));
    if (flag.defaultText) fallback.push(...(fallback.length ? [text('; ')] : []), ...referenceText(flag.defaultText));
    const meaning: PhrasingContent[] = [
      ...referenceText(flag.description),
      ...(flag.hidden ? [text(' Hidden from the help output.')] : []),
      ...(env ? [text(' Also set by '), inlineCode(env), text('.')] : []),
      ...(flag.notes ?? []).flatMap((note) => [text(' '), ...behaviour(note)]),
    ];
    const type = [inlineCode(flag.type), ...(flag.required ? [text(', required')] : [])];
    return [[inlineCode(`${flag.shorthand ? `-${flag.shorthand}, ` : ''}--${flag.name}`)], type, fallback, meaning];
  });
  return table(['Flag', 'Type', 'Default', 'Meaning'], rows);
}

// Bundle map ----------------------------------------------------------------------------------

/** The rows of the map in the order of its tree: each folder's folders, then its files. */
function treeRows(folder: TreeFolder<MapRow>): {rows: MapRow[]; folders: string[]} {
  const rows: MapRow[] = [];
  const folders: string[] = [];
  const walk = (current: TreeFolder<MapRow>) => {
    folders.push(current.path);
    current.folders.forEach(walk);
    for (const file of current.files) rows.push(...file.rows);
  };
  walk(folder);
  return {rows, folders};
}

function mapEntryLink(data: BundleMapData, id: string): PhrasingContent[] {
  const entry = data.entries[id];
  if (!entry) return [inlineCode(id)];
  return [entryLink(entry), ...(id.startsWith('hostAnalyzer/') ? [text(' (host)')] : [])];
}

function bundleMapTree(data: BundleMapData): BlockContent[] {
  const {rows, folders} = treeRows(buildTree(data.rows));
  const notes = new Map(data.notes.map((note) => [note.folder, note.behaviour]));
  const out: BlockContent[] = [];
  const top = notes.get('');
  if (top) out.push(paragraph(...behaviour(top)));
  const folderNotes = folders.filter((folder) => folder && notes.has(folder));
  if (folderNotes.length) out.push(list(folderNotes.map((folder) => [inlineCode(`${folder}/`), text(': '), ...behaviour(notes.get(folder)!)])));
  out.push(
    table(
      ['Path', 'Format', 'Written by', 'What it holds', 'Read by'],
      rows.map((row) => {
        const writer = row.writer ? data.entries[row.writer] : undefined;
        const by: PhrasingContent[] = writer
          ? [text(row.writer!.startsWith('hostCollector/') ? 'host collector ' : 'collector '), entryLink(writer)]
          : [text(row.origin === 'run' ? 'the run itself' : 'no collector')];
        if (row.bundles) by.push(text(` (in the ${row.bundles.map((bundle) => bundleNames[bundle]).join(' and ')}${row.when ? `, ${row.when}` : ''})`));
        const holds: PhrasingContent[] = [...referenceText(row.description), ...(row.origin === 'run' ? sources(row.source ?? []) : [])];
        if (row.fields.length) {
          holds.push(
            text(' From the spec: '),
            ...joined(
              row.fields.map((field) => [
                inlineCode(`<${field.placeholder}>`),
                text(' is '),
                field.url ? link(field.url, inlineCode(field.field)) : inlineCode(field.field),
              ]),
            ),
            text('.'),
          );
        }
        const readers = row.readers.filter((reader) => !reader.anyFile);
        return [[inlineCode(row.path)], row.format ? [text(row.format)] : [], by, holds, joined(readers.map((reader) => mapEntryLink(data, reader.id)))];
      }),
    ),
  );
  return out;
}

function bundleMapReads(data: BundleMapData): BlockContent[] {
  const paths = new Map(data.rows.map((row) => [row.anchor, row.path]));
  const groups = [
    {kind: 'analyzer/', label: 'Analyzers'},
    {kind: 'hostAnalyzer/', label: 'Host analyzers'},
  ];
  return groups.flatMap(({kind, label}) => {
    const reads = data.reads.filter((read) => read.reader.startsWith(kind));
    return [
      paragraph(strong(text(`${label}: ${reads.length} read paths`))),
      list(
        reads.map((read) => [
          ...mapEntryLink(data, read.reader),
          text(' reads '),
          inlineCode(read.path),
          text('. '),
          ...(read.writtenBy === 'any'
            ? [text(`Any file the spec names (${read.formats?.join(', ') ?? ''}).`)]
            : read.rows.length > 0
              ? [text('In the map: '), ...joined(read.rows.map((anchor) => [inlineCode(paths.get(anchor) ?? anchor)])), text('.')]
              : [text('No output of the collectors it names covers this path.')]),
        ]),
      ),
    ];
  });
}

// Renderers -----------------------------------------------------------------------------------

export const renderers: Record<string, Renderer> = {
  EntryFacts: {
    render(call) {
      const data = call.entry();
      const {entry, deprecatedFor} = data;
      const facts: PhrasingContent[][] = [
        entry.kind === 'document'
          ? [inlineCode(`kind: ${entry.key}`)]
          : [inlineCode(entry.key), text(' in '), inlineCode(specList[entry.kind] ?? entry.kind)],
      ];
      if (entry.kind === 'collector') facts.push([text(`Runs ${placeNames[entry.execution.where]}`)]);
      if (entry.kind === 'hostCollector' && !entry.unimplemented) facts.push([text('Runs on the host, or in a pod on each node')]);
      if (entry.kind === 'collector' && entry.runsByDefault) facts.push([text('Added to every spec by default')]);
      if (data.since.key) facts.push([text(`Since Troubleshoot ${data.since.key}`)]);
      if (deprecatedFor) facts.push([text('Deprecated: use '), entryLink(deprecatedFor)]);
      const {repository, commit, release} = data.source;
      facts.push([text('Read from Troubleshoot '), link(`${repository}/tree/${commit}`, text(release))]);
      return [paragraph(...joined(facts, ' · ', ' · '))];
    },
  },

  Fields: {
    render(call) {
      const {entry, fields, shared, since} = call.entry();
      const out: BlockContent[] = [fieldTable([...fields, ...shared.fields], since.fields)];
      if (shared.fields.length > 0 && shared.url) {
        out.push(
          paragraph(
            ...joined(shared.fields.map((field) => [inlineCode(field.name)])),
            text(` are accepted by every ${/ollector$/.test(entry.kind) ? 'collector' : 'analyzer'}: `),
            link(shared.url, text('shared fields')),
            text('.'),
          ),
        );
      }
      return out;
    },
  },

  SharedFields: {
    render(call) {
      const kind = call.kind();
      return [fieldTable(sharedFields(kind as Parameters<typeof sharedFields>[0]))];
    },
  },

  Outputs: {
    render(call) {
      const {entry} = call.entry();
      if (entry.kind !== 'collector' && entry.kind !== 'hostCollector') return [];
      return [
        list(
          entry.outputs.map((output) => [
            paragraph(inlineCode(output.path), text(` (${output.format}): `), ...referenceText(output.description)),
            ...(output.sample ? [codeBlock(output.sample, output.format === 'json' || output.format === 'yaml' ? output.format : 'text')] : []),
          ]),
        ),
      ];
    },
  },

  ReadBy: {
    render(call) {
      const {readBy, anyFileReaders} = call.entry();
      const out: BlockContent[] = [
        readBy.length > 0
          ? list(readBy.map((analyzer) => [entryLink(analyzer), text(`: ${analyzer.title}`)]))
          : paragraph(text('No analyzer reads this output by itself.')),
      ];
      if (anyFileReaders.length > 0) {
        out.push(
          paragraph(
            ...joined(anyFileReaders.map((entry) => [entryLink(entry)])),
            text(` can read ${readBy.length > 0 ? 'these files too' : 'these files'} when pointed at them by path.`),
          ),
        );
      }
      return out;
    },
  },

  Reads: {
    render(call) {
      const data = call.entry();
      const {entry} = data;
      if (entry.kind !== 'analyzer' && entry.kind !== 'hostAnalyzer') return [];
      return [
        list(
          entry.reads.map((read, i) => {
            const writers = data.writers[i] ?? [];
            const by: PhrasingContent[] =
              writers === 'any'
                ? [text(' Any collector can write it; the spec names the file.')]
                : [
                    text(' Written by '),
                    ...joined(
                      writers.map((writer) => [entryLink(writer), ...(writer.runsByDefault ? [text(' (runs by default)')] : [])]),
                      ' or ',
                    ),
                    text('.'),
                  ];
            return [inlineCode(read.path), text(': '), ...referenceText(read.description), ...by];
          }),
        ),
      ];
    },
  },

  Outcomes: {
    render(call) {
      const {entry, when} = call.entry();
      if (entry.kind !== 'analyzer' && entry.kind !== 'hostAnalyzer') return [];
      const {outcomes} = entry;
      if (!outcomes.hasOutcomes) return [paragraph(...behaviour(outcomes.results))];
      const out: BlockContent[] = [];
      for (const {field, grammar} of when) {
        if (when.length > 1) out.push(paragraph(strong(...(field ? [text('With '), inlineCode(field), text(':')] : [text('Otherwise:')]))));
        out.push(paragraph(...referenceText(grammar.summary)));
        if (grammar.forms.length > 0) out.push(list(grammar.forms.map((form) => [inlineCode(form.form), text(': '), ...referenceText(form.meaning)])));
      }
      const examples = outcomes.examples.filter(Boolean);
      if (examples.length > 0) {
        out.push(paragraph(text('Examples: '), ...joined(examples.map((example) => [inlineCode(JSON.stringify(example))]), ', '), text('.')));
      }
      out.push(paragraph(...behaviour(outcomes.order)));
      if (outcomes.templateVariables && outcomes.templateVariables.length > 0) {
        out.push(
          paragraph(inlineCode('message'), text(' is a Go template; it may print:')),
          list(outcomes.templateVariables.map((variable) => [inlineCode(`{{ ${variable.name} }}`), text(': '), ...referenceText(variable.meaning)])),
        );
      }
      out.push(paragraph(strong(text('When no outcome matches:')), text(' '), ...behaviour(outcomes.noMatch)));
      return out;
    },
  },

  Gotchas: {
    render(call) {
      const gotchas = call.entries().flatMap((page) => page.entry.gotchas);
      return gotchas.length ? [list(gotchas.map(behaviour))] : [];
    },
  },

  Permissions: {
    render(call) {
      const {entry} = call.entry();
      if (entry.kind !== 'collector') return [];
      if (entry.permissions.length === 0) return [paragraph(text('It needs no Kubernetes permission.'))];
      return [
        list(
          entry.permissions.map((rule) => [
            ...joined(rule.verbs.map((verb) => [inlineCode(verb)]), ', '),
            text(' on '),
            inlineCode(rule.resource),
            ...(rule.apiGroup ? [text(' (group '), inlineCode(rule.apiGroup), text(')')] : []),
            text(rule.scope === 'cluster' ? ' across the cluster' : ' in the namespace'),
            ...(rule.when ? [text(', '), ...referenceText(rule.when)] : []),
            text(`${rule.prechecked ? '; checked before the collector runs' : ''}.`),
          ]),
        ),
      ];
    },
  },

  Requirements: {
    render(call) {
      const {entry} = call.entry();
      if (entry.kind !== 'hostCollector') return [];
      const {requirements, sideEffects, unimplemented} = entry;
      const items: PhrasingContent[][] = [];
      if (unimplemented) items.push([strong(text('Not implemented.')), text(' '), ...behaviour(unimplemented)]);
      else {
        const platforms = requirements.platforms.map((p) => platformNames[p]).join(' and ');
        items.push([text(`${rootText[requirements.root]} It works on ${platforms}${requirements.platforms.length === 1 ? ' only' : ''}.`)]);
      }
      items.push(...requirements.notes.map(behaviour));
      items.push(...sideEffects.map((effect) => [strong(text('Side effect:')), text(' '), ...behaviour(effect)]));
      return [list(items)];
    },
  },

  Catalog: {
    render(call) {
      const rows = call.rows();
      const runs = rows.some((row) => row.where);
      const reads = rows.some((row) => row.reads);
      const header = ['Key', 'Page', 'What it does', ...(runs ? ['Runs'] : []), ...(reads ? ['Reads'] : [])];
      return [
        table(
          header,
          rows.map((row) => [
            [inlineCode(row.key)],
            [row.url ? link(row.url, text(row.title)) : text(row.title)],
            [
              ...referenceText(row.summary),
              ...(row.deprecatedFor ? [text(' Deprecated: use '), entryLink(row.deprecatedFor), text(' instead.')] : []),
              ...(row.since ? [text(` Since ${row.since}.`)] : []),
            ],
            ...(runs ? [row.where ? [text(placeNames[row.where])] : []] : []),
            ...(reads ? [joined((row.reads ?? []).map((path) => [inlineCode(path)]), ', ')] : []),
          ]),
        ),
      ];
    },
  },

  RoleBuilder: {
    render(call) {
      const collectors = call.rows().filter((row) => row.permissions);
      return [
        paragraph(
          text('The Kubernetes permissions of each collector, one RBAC rule per item; the role builder on '),
          link(call.permalink, text('the HTML page')),
          text(' turns the rules of a chosen set of collectors into a Role and a ClusterRole.'),
        ),
        table(
          ['Collector', 'Permissions'],
          collectors.map((row) => [
            [entryLink(row)],
            (row.permissions ?? []).length === 0
              ? [text('none')]
              : joined(
                  (row.permissions ?? []).map((rule) => [
                    inlineCode(`${rule.verbs.join(', ')} ${rule.apiGroup ? `${rule.apiGroup}/` : ''}${rule.resource}`),
                    text(` (${rule.scope === 'cluster' ? 'cluster' : 'namespace'}${rule.when ? ', ' : ''}`),
                    ...(rule.when ? referenceText(rule.when) : []),
                    text(')'),
                  ]),
                  '; ',
                  '; ',
                ),
          ]),
        ),
      ];
    },
  },

  CliCommand: {
    render(call) {
      const path = need(call.attributes.path, 'path attribute', call);
      const command = commands.find((c) => c.path === path);
      if (!command) throw new Error(`<CliCommand path="${path}">: no such command in reference/cli`);
      const binary = path.split(' ')[0];
      const usage = binary === path ? command.use : `${path.split(' ').slice(0, -1).join(' ')} ${command.use}`;
      const out: BlockContent[] = [paragraph(inlineCode(usage), text(': '), ...referenceText(command.summary))];
      out.push(...(command.notes ?? []).map((note) => paragraph(...behaviour(note))));
      out.push(command.flags.length > 0 ? flagTable(command.flags, command) : paragraph(text('It has no flags of its own.')));
      if (command.kubectlFlags) {
        const url = call.attributes.kubectlFlagsUrl;
        out.push(
          paragraph(
            text('It also takes the kubectl connection flags'),
            ...(url ? [text(' ('), link(url, text('listed once')), text(')')] : []),
            text(', such as '),
            inlineCode('--kubeconfig'),
            text(', '),
            inlineCode('--context'),
            text(' and '),
            inlineCode('-n, --namespace'),
            text('.'),
          ),
        );
      }
      return out;
    },
  },

  KubectlFlags: {
    render: () => [flagTable(kubectlFlags)],
  },

  ExitCodes: {
    render(call) {
      const command = need(call.attributes.command, 'command attribute', call);
      const codes = exitCodes.filter((code) => code.commands.some((c) => c === command || c.startsWith(`${command} `)));
      return [
        list(
          codes.map((code) => [
            paragraph(
              inlineCode(String(code.code)),
              ...(code.constant ? [text(' '), inlineCode(code.constant)] : []),
              text(': '),
              ...referenceText(code.meaning),
            ),
            list(code.when.map(behaviour)),
          ]),
        ),
      ];
    },
  },

  BuiltInRules: {
    render(call) {
      const category = call.attributes.category as RedactionCategory | undefined;
      const rules = builtInRules.filter((rule) => !category || rule.category === category);
      if (rules.length === 0) return [paragraph(text('No built-in rule covers this.'))];
      return [
        list(
          rules.map((rule) => [
            paragraph(
              inlineCode(rule.id),
              text(` (${rule.form}, `),
              ...(rule.files.length > 0 ? [text('only in '), ...joined(rule.files.map((file) => [inlineCode(file)]), ', ', ', ')] : [text('every file')]),
              text('): '),
              ...referenceText(rule.matches),
              ...sources(rule.source),
            ),
            paragraph(text(`In the redaction report: "${rule.reportName}"`)),
            codeBlock(`before ${rule.before}\nafter  ${rule.after}`, 'text'),
          ]),
        ),
      ];
    },
  },

  RuleCount: {
    inline: true,
    render(call) {
      const {category, form} = call.attributes;
      return [text(String(builtInRules.filter((rule) => (!category || rule.category === category) && (!form || rule.form === form)).length))];
    },
  },

  BundleMap: {
    render(call) {
      const data = call.bundleMap();
      const part = call.attributes.part;
      return [
        ...(!part || part === 'finder'
          ? [
              paragraph(
                text('On '),
                link(call.permalink, text('the HTML version of this page')),
                text(', a box takes a path from your bundle and names the rows of the map below that match it.'),
              ),
            ]
          : []),
        ...(!part || part === 'tree' ? bundleMapTree(data) : []),
        ...(!part || part === 'reads' ? bundleMapReads(data) : []),
      ];
    },
  },

  SchemaList: {
    render: (call) => [
      paragraph(text(`JSON Schemas of the spec kinds, generated from the reference of Troubleshoot ${troubleshootSource.release}:`)),
      table(
        ['kind', 'schema URL'],
        call.schemaList().map((row) => [[row.page ? link(row.page, text(row.kind)) : text(row.kind)], [inlineCode(row.url)]]),
      ),
    ],
  },

  RedactionTester: {
    render: (call) => [
      paragraph(
        text('The redaction tester runs in the browser on '),
        link(call.permalink, text('the HTML version of this page')),
        text(': paste a sample file and a Redactor spec to see the file as the CLI would write it into the bundle.'),
      ),
    ],
  },
};

/** The release the reference was read from, for the llms.txt header. */
export const referenceRelease = troubleshootSource.release;
