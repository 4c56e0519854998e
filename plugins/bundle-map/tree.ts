/**
 * The rows of the bundle map as a tree of folders: each path pattern split at the slashes outside
 * `<...>` and `[...]`, so that `configmaps/[<namespace>/]<name>[/<key>].json` is the file
 * `[<namespace>/]<name>[/<key>].json` in `configmaps/`. Rows with the same pattern (several
 * collectors write `cluster-resources/pods/logs/...`) share one file. Pure, for the page and the tests.
 */

/** The path split at each `/` that is not inside `<...>` or `[...]`. */
export function patternSegments(pattern: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let current = '';
  for (const c of pattern) {
    if (c === '<' || c === '[') depth++;
    if (c === '>' || c === ']') depth = Math.max(0, depth - 1);
    if (c === '/' && depth === 0) {
      out.push(current);
      current = '';
    } else current += c;
  }
  out.push(current);
  return out;
}

export interface TreeFile<R> {
  name: string;
  /** The full pattern. */
  path: string;
  rows: R[];
}

export interface TreeFolder<R> {
  name: string;
  /** The folder's path from the top folder ('' for the top folder). */
  path: string;
  folders: TreeFolder<R>[];
  files: TreeFile<R>[];
}

/** Fixed names first, alphabetically; then names that start with a placeholder or an optional part. */
const byName = (a: {name: string}, b: {name: string}) =>
  Number(/^[<[]/.test(a.name)) - Number(/^[<[]/.test(b.name)) || a.name.localeCompare(b.name);

export function buildTree<R extends {path: string}>(rows: readonly R[]): TreeFolder<R> {
  const root: TreeFolder<R> = {name: '', path: '', folders: [], files: []};
  for (const row of rows) {
    const segments = patternSegments(row.path);
    let folder = root;
    for (const segment of segments.slice(0, -1)) {
      let next = folder.folders.find((f) => f.name === segment);
      if (!next) {
        next = {name: segment, path: folder.path ? `${folder.path}/${segment}` : segment, folders: [], files: []};
        folder.folders.push(next);
      }
      folder = next;
    }
    const name = segments[segments.length - 1]!;
    const file = folder.files.find((f) => f.name === name);
    if (file) file.rows.push(row);
    else folder.files.push({name, path: row.path, rows: [row]});
  }
  const sort = (folder: TreeFolder<R>) => {
    folder.folders.sort(byName);
    folder.files.sort(byName);
    folder.folders.forEach(sort);
  };
  sort(root);
  return root;
}

/** How many rows a folder holds, at any depth. */
export function rowCount<R>(folder: TreeFolder<R>): number {
  return folder.files.reduce((n, file) => n + file.rows.length, 0) + folder.folders.reduce((n, f) => n + rowCount(f), 0);
}
