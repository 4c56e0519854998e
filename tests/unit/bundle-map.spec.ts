/**
 * The bundle map (plugins/bundle-map): its rows are exactly the registries' output paths, the files
 * the run writes and the read paths no output covers; every read path is indexed; links and anchors
 * are computed, not guessed; and the box's matcher names the right writer, with the right values,
 * for a table of realistic paths (tests/lib/bundle-map-paths.ts, also run on the built page).
 */
import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {entryId, registries} from '../../reference/index';
import {allFields} from '../../reference/shared';
import {patternsOverlap} from '../../reference/paths';
import {sourceRefPattern} from '../../reference/source';
import type {ReaderEntry, WriterEntry} from '../../reference/model';
import {bundleMapData, perNodePath, type MapRow} from '../../plugins/bundle-map/data';
import {runFiles, folderNotes} from '../../plugins/bundle-map/fixed-files';
import {fieldAnchor, fileAnchor, outputAnchor, readAnchor} from '../../reference/anchors';
import {cleanPath, createMatcher} from '../../plugins/bundle-map/match';
import {buildTree, patternSegments, rowCount, type TreeFolder} from '../../plugins/bundle-map/tree';
import {bindingKey, boundViews, bundleMapView, parseBinding} from '../../plugins/reference-pages/binding';
import {docFiles} from '../lib/examples';
import {parseDoc} from '../lib/mdx';
import {projectRoot} from '../lib/paths';
import {unresolvedSourceRefs} from '../lib/source-refs';
import {bundlePathCases} from '../lib/bundle-map-paths';

const writers: WriterEntry[] = [...registries.collector, ...registries.hostCollector];
const readers: ReaderEntry[] = [...registries.analyzer, ...registries.hostAnalyzer];

/** A page map as the plugin builds it: every entry with a page, and the map's own page. */
const mapPage = '/docs/support-bundle/bundle-layout';
const pages = new Map<string, string>([
  ...[...writers, ...readers].map((entry): [string, string] => [entryId(entry), `/docs/test/${entry.kind}/${entry.key}`]),
  [bundleMapView, mapPage],
]);
const data = bundleMapData(pages);
const matcher = createMatcher(data.rows);
const writerOf = (row: MapRow) => row.writer ?? `run:${row.path}`;

test.describe('bundle map data', () => {
  test('has one row per output of every collector and host collector, per file of the run, and nothing else', () => {
    const expected = [
      ...runFiles.map((file) => `run ${file.path}`),
      ...writers.flatMap((writer) => writer.outputs.map((output, i) => `${entryId(writer)}#${i} ${output.path}`)),
    ];
    const uncovered = data.rows.filter((row) => row.origin === 'read');
    const actual = data.rows
      .filter((row) => row.origin !== 'read')
      .map((row) => (row.origin === 'run' ? `run ${row.path}` : `${row.writer}#${row.anchor.split('-').pop()} ${row.path}`));
    expect(actual.sort()).toEqual(expected.sort());
    // A row that is only read stands for a read path no output of its named writers covers.
    for (const row of uncovered) {
      const read = data.reads.find((r) => `${r.anchor}-unwritten` === row.anchor);
      expect(read?.rows, row.anchor).toEqual([]);
      expect(read?.path).toBe(row.path);
    }
    console.log(`${data.rows.length} rows: ${runFiles.length} files of the run, ${data.rows.length - runFiles.length - uncovered.length} outputs, ${uncovered.length} read paths no output covers`);
  });

  test('indexes every read path of every analyzer and host analyzer, once', () => {
    const expected = readers.flatMap((reader) => reader.reads.map((read, i) => `${entryId(reader)}#${i} ${read.path}`));
    const actual = data.reads.map((read) => `${read.reader}#${read.index} ${read.path}`);
    expect(actual.sort()).toEqual(expected.sort());
    // Every path an analyzer reads from a named writer is a row, or is written by a row it links to.
    for (const read of data.reads) {
      if (read.writtenBy === 'any') continue;
      const linked = read.rows.length > 0 || data.rows.some((row) => row.anchor === `${read.anchor}-unwritten`);
      expect(linked, read.anchor).toBe(true);
    }
  });

  test('gives every row and read path a unique anchor computed from its entry and position', () => {
    const anchors = [...data.rows.map((row) => row.anchor), ...data.reads.map((read) => read.anchor)];
    expect(new Set(anchors).size).toBe(anchors.length);
    for (const writer of writers) {
      writer.outputs.forEach((output, i) => {
        const row = data.rows.find((r) => r.anchor === outputAnchor(writer.kind, writer.key, i));
        expect(row?.path, `${entryId(writer)} output ${i}`).toBe(output.path);
        expect(row?.writer).toBe(entryId(writer));
      });
    }
    for (const reader of readers) {
      reader.reads.forEach((read, i) => expect(data.reads.find((r) => r.anchor === readAnchor(reader.kind, reader.key, i))?.path).toBe(read.path));
    }
    for (const file of runFiles) expect(data.rows.find((row) => row.anchor === fileAnchor(file.path))?.path).toBe(file.path);
    for (const anchor of anchors) expect(anchor, anchor).toMatch(/^[a-z][\w-]*$/i);
  });

  test('lists as readers exactly the analyzers that name the writer and read an overlapping path, then those reading any file of the format', () => {
    for (const row of data.rows.filter((r) => r.origin === 'output')) {
      const writer = writers.find((w) => entryId(w) === row.writer)!;
      const sameSide = readers.filter((r) => (writer.kind === 'collector' ? r.kind === 'analyzer' : r.kind === 'hostAnalyzer'));
      const named = sameSide
        .filter((reader) => reader.reads.some((read) => read.writtenBy !== 'any' && read.writtenBy.includes(writer.key) && patternsOverlap(read.path, row.path)))
        .map(entryId);
      const anyFile = sameSide
        .filter((reader) => !named.includes(entryId(reader)))
        .filter((reader) => reader.reads.some((read) => read.writtenBy === 'any' && (read.formats ?? []).includes(row.format!)))
        .map(entryId);
      expect(row.readers.filter((r) => !r.anyFile).map((r) => r.id).sort(), row.anchor).toEqual(named.sort());
      expect(row.readers.filter((r) => r.anyFile).map((r) => r.id).sort(), row.anchor).toEqual(anyFile.sort());
      for (const reader of row.readers) {
        const read = readers.find((r) => entryId(r) === reader.id)!.reads[reader.read]!;
        if (!reader.anyFile) expect(patternsOverlap(read.path, row.path), `${row.anchor} ← ${reader.id}`).toBe(true);
      }
    }
    // Files written after the analysis have no reader.
    for (const file of runFiles.filter((f) => f.afterAnalysis)) {
      expect(data.rows.find((row) => row.path === file.path)?.readers).toEqual([]);
    }
  });

  test('links each placeholder a field decides to that field on the writer page', () => {
    let linkedFields = 0;
    for (const row of data.rows.filter((r) => r.origin === 'output')) {
      const writer = writers.find((w) => entryId(w) === row.writer)!;
      const names = allFields(writer).map((f) => f.name);
      for (const field of row.fields) {
        linkedFields++;
        expect(names, row.anchor).toContain(field.field);
        expect(row.path).toContain(field.placeholder);
        expect(field.url).toBe(`${pages.get(entryId(writer))}#${fieldAnchor(writer.kind, field.field)}`);
      }
    }
    // The field that names most paths is linked wherever it appears.
    const named = data.rows.filter((row) => /<collectorName>/.test(row.path) && row.origin === 'output');
    for (const row of named) expect(row.fields.map((f) => f.field), row.anchor).toContain('collectorName');
    expect(linkedFields).toBeGreaterThan(50);
    // Links and entries come from the page map, never from names.
    for (const entry of Object.values(data.entries)) expect(entry.url).toBe(pages.get(entry.id));
    const withoutPages = bundleMapData(new Map());
    expect(Object.values(withoutPages.entries).every((entry) => entry.url === undefined)).toBe(true);
    expect(withoutPages.rows.flatMap((row) => row.fields).every((field) => field.url === undefined)).toBe(true);
  });

  test('gives host collector outputs their per-node path', () => {
    for (const row of data.rows.filter((r) => r.writer?.startsWith('hostCollector/'))) {
      expect(row.perNode, row.anchor).toBe(perNodePath(row.path));
      expect(row.perNode, row.anchor).toMatch(/^host-collectors\/<node>\//);
    }
    expect(data.rows.filter((r) => r.writer?.startsWith('collector/')).every((row) => row.perNode === undefined)).toBe(true);
  });

  test('the tree holds every row once, under the folders of its path', () => {
    const tree = buildTree(data.rows);
    expect(rowCount(tree)).toBe(data.rows.length);
    const seen: string[] = [];
    const walk = (folder: TreeFolder<MapRow>) => {
      for (const file of folder.files) {
        for (const row of file.rows) {
          seen.push(row.anchor);
          expect(row.path).toBe(folder.path ? `${folder.path}/${file.name}` : file.name);
        }
      }
      folder.folders.forEach(walk);
    };
    walk(tree);
    expect(seen.sort()).toEqual(data.rows.map((r) => r.anchor).sort());
    expect(patternSegments('configmaps/[<namespace>/]<name>[/<key>].json')).toEqual(['configmaps', '[<namespace>/]<name>[/<key>].json']);
    expect(patternSegments('<...name>/<pod>/<container>.log')).toEqual(['<...name>', '<pod>', '<container>.log']);
  });

  test('the files of the run and the folder notes name code that exists', () => {
    const refs = [...runFiles.flatMap((file) => file.source), ...folderNotes.flatMap((note) => note.behaviour.source)];
    for (const ref of refs) expect(ref, ref).toMatch(sourceRefPattern);
    for (const file of runFiles) {
      expect(file.description.trim().length, file.path).toBeGreaterThan(40);
      expect(file.bundles.length, file.path).toBeGreaterThan(0);
    }
    const problems = unresolvedSourceRefs(refs);
    expect(problems, problems.join('\n')).toEqual([]);
  });

  test('exactly one page binds the bundle map, and it renders it', () => {
    const bound = docFiles()
      .map(parseDoc)
      .filter((doc) => boundViews(doc.frontMatter[bindingKey]).includes(bundleMapView));
    expect(bound.map((doc) => path.relative(projectRoot, doc.file))).toEqual(['docs/support-bundle/bundle-layout.mdx']);
    const doc = bound[0]!;
    // The view is not an entry or a kind: remark and the reference tests do not see it.
    expect(parseBinding(doc.frontMatter[bindingKey])).toEqual([]);
    const source = fs.readFileSync(doc.file, 'utf8');
    for (const part of ['finder', 'tree', 'reads']) expect(source).toContain(`<BundleMap part="${part}" />`);
    expect(source).toMatch(/^### What is execution-data\/summary\.txt\?$/m);
  });
});

test.describe('bundle map matcher', () => {
  test(`names the writer and fills the placeholders of ${bundlePathCases.length} realistic paths`, () => {
    expect(bundlePathCases.length).toBeGreaterThanOrEqual(40);
    const problems: string[] = [];
    for (const c of bundlePathCases) {
      const result = matcher.match(c.path);
      const hit = result.best.find((m) => writerOf(m.row) === c.writer);
      if (!hit) {
        problems.push(`${c.path}: best ${result.best.map((m) => `${writerOf(m.row)} ${m.pattern}`).join(' | ') || 'nothing'}; expected ${c.writer}`);
        continue;
      }
      const values = Object.fromEntries(hit.values.map((v) => [v.name, v.value]));
      if (JSON.stringify(values, Object.keys(values).sort()) !== JSON.stringify(c.values ?? {}, Object.keys(c.values ?? {}).sort())) {
        problems.push(`${c.path}: ${c.writer} values ${JSON.stringify(values)}, expected ${JSON.stringify(c.values ?? {})}`);
      }
      if (result.topFolder !== c.topFolder) problems.push(`${c.path}: top folder ${result.topFolder}, expected ${c.topFolder}`);
      if (hit.perNode !== Boolean(c.perNode)) problems.push(`${c.path}: per node ${hit.perNode}`);
      if (result.onlyNamedByFields && !/^[<[]/.test(hit.pattern)) problems.push(`${c.path}: flagged as named only by fields`);
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });

  test('the table covers every collector and host collector that writes a file, and every file of the run', () => {
    const covered = new Set(bundlePathCases.map((c) => c.writer));
    const missing = [
      ...writers.filter((w) => w.outputs.length > 0).map(entryId),
      ...runFiles.map((file) => `run:${file.path}`),
    ].filter((id) => !covered.has(id));
    expect(missing).toEqual([]);
  });

  test('cleans up what is pasted: quotes, ./, backslashes, doubled and trailing slashes', () => {
    expect(cleanPath(' "./cluster-resources//nodes.json/" ')).toBe('cluster-resources/nodes.json');
    expect(cleanPath('host-collectors\\system\\cpu.json')).toBe('host-collectors/system/cpu.json');
    expect(cleanPath('/version.yaml')).toBe('version.yaml');
    const numbered = matcher.match('support-bundle-2026-01-31T08_00_00 (1)/version.yaml');
    expect(numbered.topFolder).toBe('support-bundle-2026-01-31T08_00_00 (1)');
    expect(writerOf(numbered.best[0]!.row)).toBe('run:version.yaml');
  });

  test('drops a top folder of another name (from -o) only when the path fits better without it', () => {
    const custom = matcher.match('incident-4711/cluster-resources/nodes.json');
    expect(custom.topFolder).toBe('incident-4711');
    expect(custom.path).toBe('cluster-resources/nodes.json');
    expect(writerOf(custom.best[0]!.row)).toBe('collector/clusterResources');
    const kept = matcher.match('cluster-resources/pods/shop.json');
    expect(kept.topFolder).toBeUndefined();
  });

  test('puts the most specific pattern first, and all writers of a shared path together', () => {
    const logs = matcher.match('cluster-resources/pods/logs/shop/api-7d9/api.log');
    expect(logs.best.map((m) => writerOf(m.row)).sort()).toEqual(
      ['collector/clusterResources', 'collector/logs', 'collector/longhorn', 'collector/runPod'].sort(),
    );
    // Patterns that start with a field-named folder fit too, further down.
    expect(logs.others.some((m) => m.pattern.startsWith('<...name>'))).toBe(true);
    expect(logs.others.every((m) => m.literal < logs.best[0]!.literal)).toBe(true);
    expect(logs.onlyNamedByFields).toBe(false);
    // A placeholder written twice takes one value: `<...name>/<name>.json` is not `cluster-resources/nodes.json`.
    const nodes = matcher.match('cluster-resources/nodes.json');
    expect([...nodes.best, ...nodes.others].some((m) => m.row.writer === 'collector/runPod')).toBe(false);
  });

  test('says when nothing fits, or only field-named paths do, and offers the closest patterns', () => {
    const typo = matcher.match('cluster-resource/deployments/shop.json');
    expect(typo.onlyNamedByFields).toBe(true);
    expect(typo.closest[0]?.pattern).toBe('cluster-resources/deployments/<namespace>.json');
    const missingSegment = matcher.match('cluster-resources/pods/logs/shop/api.log');
    expect(missingSegment.closest[0]?.pattern).toBe('cluster-resources/pods/logs/<namespace>/<pod>/<container>.log');
    const summary = matcher.match('execution-data/sumary.txt');
    expect(summary.closest[0]?.pattern).toBe('execution-data/summary.txt');
    const none = matcher.match('.hidden');
    expect(none.best.length === 0 || none.onlyNamedByFields).toBe(true);
    expect(none.closest.length).toBeGreaterThan(0);
    const empty = matcher.match('   ');
    expect(empty.best).toEqual([]);
    expect(empty.closest).toEqual([]);
  });

  test('matches the per-node copies of host collector files', () => {
    const cpu = matcher.match('host-collectors/node-1/system/cpu.json');
    expect(writerOf(cpu.best[0]!.row)).toBe('hostCollector/cpu');
    expect(cpu.best[0]!.perNode).toBe(true);
    expect(cpu.best[0]!.values).toEqual([{name: 'node', value: 'node-1'}]);
    // A host collector's file on the machine of the CLI is not a per-node copy.
    expect(matcher.match('host-collectors/system/cpu.json').best[0]!.perNode).toBe(false);
  });
});
