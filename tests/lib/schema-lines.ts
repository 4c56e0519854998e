import {isMap, isScalar, isSeq, type Document, type LineCounter, type Node, type Pair} from 'yaml';
import type {ErrorObject} from 'ajv';

/**
 * The line of a YAML document that an ajv error is about, pointed at the way the spec checker
 * points at its findings (plugins/spec-checker/check/schema-walk.ts), so the two can be compared:
 * - `instancePath` is a JSON Pointer (RFC 6901): its segments are unescaped (`~1` is `/`, `~0` is
 *   `~`) and followed through the YAML nodes, a number indexing a list and a string keying a map;
 * - an unknown key (`additionalProperties`) is at the line of that key, inside the map the path
 *   names;
 * - any other error (wrong type, missing required key, value not allowed, several keys in a
 *   one-key list item) is at the line where the value at the path starts: a scalar's own line, the
 *   first key or item of a block map or list, the line of `[` or `{` of a flow collection, and the
 *   first key of the document for the empty path.
 * Returns a 1-based line of the text the document was parsed from (with `lines` as its line counter).
 */
export function errorLine(doc: Document, lines: LineCounter, error: ErrorObject): number | undefined {
  const segments = error.instancePath
    .split('/')
    .slice(1)
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
  const node = nodeAt(doc.contents as Node | null, segments);
  const unknownKey = error.keyword === 'additionalProperties' ? (error.params as {additionalProperty: string}).additionalProperty : undefined;
  const target = unknownKey !== undefined && isMap(node) ? (node.items as Pair<Node, Node>[]).find((pair) => keyText(pair) === unknownKey)?.key : node;
  const offset = target?.range?.[0];
  return offset === undefined ? undefined : lines.linePos(offset).line;
}

const keyText = (pair: Pair<Node, Node>) => String(isScalar(pair.key) ? pair.key.value : pair.key);

function nodeAt(root: Node | null, segments: string[]): Node | null | undefined {
  let node: Node | null | undefined = root;
  for (const segment of segments) {
    if (isSeq(node)) node = node.items[Number(segment)] as Node | undefined;
    else if (isMap(node)) node = (node.items as Pair<Node, Node>[]).find((pair) => keyText(pair) === segment)?.value;
    else return undefined;
  }
  return node;
}
