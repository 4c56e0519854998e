import fs from 'node:fs';
import path from 'node:path';
import type {IndexBase} from '../../plugins/search/engine/format';
import type {RenderedPage} from '../../plugins/search/indexing/build-index';
import {buildDir} from './paths';

/** The files of the search index the build wrote (build/assets/search/<hash>/), by name. */
export function builtIndexFiles(): Map<string, string> {
  const root = path.join(buildDir, 'assets', 'search');
  const dirs = fs.readdirSync(root);
  if (dirs.length !== 1) throw new Error(`expected one index directory in ${root}, found ${dirs.length}`);
  const dir = path.join(root, dirs[0]!);
  return new Map(fs.readdirSync(dir).map((name) => [name, fs.readFileSync(path.join(dir, name), 'utf8')]));
}

/** The pages the built index covers, with their rendered HTML, in the index's order. */
export function indexedPages(): RenderedPage[] {
  const base = JSON.parse(builtIndexFiles().get('index.json')!) as IndexBase;
  return base.pages.map(([permalink, , category]) => {
    const route = permalink.replace(/\/$/, '');
    const file = [path.join(buildDir, route, 'index.html'), path.join(buildDir, `${route}.html`)].find((f) => fs.existsSync(f))!;
    return {permalink, category: category || undefined, html: fs.readFileSync(file, 'utf8')};
  });
}
