/**
 * YAML as gopkg.in/yaml.v2 reads and writes it for the YAML path redactor (pkg/redact/yaml.go):
 * `yaml.Unmarshal` into `interface{}` and `yaml.Marshal` of the result. On top of the `yaml`
 * package, this keeps what a reader of the rewritten file notices: YAML 1.1 scalars (`yes` is
 * true, `0755` is 493) but timestamps and `1:20` left as text, duplicate keys allowed, only the
 * first document read; on the way out, keys in yaml.v2's order, text that would read back as
 * another type in double quotes, and text with line breaks as a literal block.
 * Not reproduced: where yaml.v2 folds a long plain value over two lines.
 */
import YAML, {isScalar, type Pair, type Scalar} from 'yaml';

/** yaml.v2 decodes these only when a tag asks for them, which the redactor never does. */
const untaggedOnly = (tag: {tag: string; format?: string}) =>
  tag.tag === 'tag:yaml.org,2002:timestamp' || tag.format === 'TIME' || /:(omap|pairs|set)$/.test(tag.tag);

/** The first document of `text` as yaml.v2 decodes it (maps as `Map`, keys keeping their types), or `undefined` if it does not parse. */
export function readYamlV2(text: string): {value: unknown} | undefined {
  try {
    const first = YAML.parseAllDocuments(text, {
      version: '1.1',
      uniqueKeys: false,
      customTags: (tags) => tags.filter((tag) => typeof tag === 'string' || !untaggedOnly(tag)),
    })[0];
    if (!first || first.errors.length > 0) return first ? undefined : {value: null};
    return {value: first.toJS({mapAsMap: true, maxAliasCount: 100})};
  } catch {
    return undefined;
  }
}

/** yaml.v2's resolve(): the words and number forms that read back as something other than text. */
const nonStringWords = new Set(
  'y Y yes Yes YES n N no No NO true True TRUE false False FALSE on On ON off Off OFF ~ null Null NULL .nan .NaN .NAN .inf .Inf .INF +.inf +.Inf +.INF -.inf -.Inf -.INF'.split(' '),
);
const goInt = /^[-+]?(?:0[xX][0-9a-fA-F]+|0[bB][01]+|0[oO]?[0-7]*|[1-9][0-9]*)$/;
const yamlStyleFloat = /^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?$/;
const base60Float = /^[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+(?:\.[0-9_]*)?$/;
const timestamp = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:(?:[Tt](\d{1,2}):(\d{1,2}):(\d{1,2})(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2}))|(?: (\d{1,2}):(\d{1,2}):(\d{1,2})(?:\.\d+)?))?$/;

/** parseTimestamp: the formats yaml.v2 tries, with Go's checks on each field. */
function isTimestamp(text: string): boolean {
  const m = timestamp.exec(text);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const [hour, minute, second] = [m[4] ?? m[7], m[5] ?? m[8], m[6] ?? m[9]].map((part) => Number(part ?? 0)) as [number, number, number];
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth && hour < 24 && minute < 60 && second < 60;
}

/** Whether yaml.v2 may write this text unquoted: it would read back as the same text (encoder.stringv). */
function plainIsSafe(text: string): boolean {
  if (text === '' || nonStringWords.has(text)) return false;
  if (/^[.]/.test(text)) return !/^\.[0-9]+(?:[eE][-+]?[0-9]+)?$/.test(text);
  if (/^[-+0-9]/.test(text)) {
    const plain = text.replaceAll('_', '');
    if (isTimestamp(text) || goInt.test(plain) || yamlStyleFloat.test(plain)) return false;
  }
  return !base60Float.test(text);
}

/** The kind order of Go's reflect package, which yaml.v2 sorts keys of different types by. */
function goKind(key: unknown): number {
  if (typeof key === 'boolean') return 1;
  if (typeof key === 'number') return Number.isInteger(key) ? 2 : 14;
  if (typeof key === 'string') return 24;
  return 20; // null: an empty interface
}

const isDigit = (c: string) => /\p{Nd}/u.test(c);
const isLetter = (c: string) => /\p{L}/u.test(c);

/** keyList.Less of yaml.v2's sorter.go: numbers by value, text in natural order, else by kind. */
function keyLess(a: unknown, b: unknown): boolean {
  const [ak, bk] = [goKind(a), goKind(b)];
  if ((ak === 1 || ak === 2 || ak === 14) && (bk === 1 || bk === 2 || bk === 14)) {
    const [af, bf] = [Number(a), Number(b)];
    return af !== bf ? af < bf : ak < bk;
  }
  if (ak !== 24 || bk !== 24) return ak < bk;
  const ar = [...(a as string)];
  const br = [...(b as string)];
  let digits = false;
  for (let i = 0; i < ar.length && i < br.length; i++) {
    if (ar[i] === br[i]) {
      digits = isDigit(ar[i]!);
      continue;
    }
    const [al, bl] = [isLetter(ar[i]!), isLetter(br[i]!)];
    if (al && bl) return ar[i]!.codePointAt(0)! < br[i]!.codePointAt(0)!;
    if (al || bl) return digits ? al : bl;
    let [an, bn] = [0, 0];
    if (ar[i] === '0' || br[i] === '0') {
      for (let j = i - 1; j >= 0 && isDigit(ar[j]!); j--) {
        if (ar[j] !== '0') {
          [an, bn] = [1, 1];
          break;
        }
      }
    }
    let ai = i;
    for (; ai < ar.length && isDigit(ar[ai]!); ai++) an = an * 10 + Number(ar[ai]);
    let bi = i;
    for (; bi < br.length && isDigit(br[bi]!); bi++) bn = bn * 10 + Number(br[bi]);
    if (an !== bn) return an < bn;
    if (ai !== bi) return ai < bi;
    return ar[i]!.codePointAt(0)! < br[i]!.codePointAt(0)!;
  }
  return ar.length < br.length;
}

const keyOf = (pair: Pair) => (isScalar(pair.key) ? pair.key.value : pair.key);

/** `yaml.Marshal(value)` of yaml.v2, for the data readYamlV2 returns. */
export function writeYamlV2(value: unknown): string {
  const doc = new YAML.Document(value);
  YAML.visit(doc, {
    Scalar(_, node: Scalar) {
      if (typeof node.value !== 'string') return;
      if (node.value.includes('\n')) node.type = 'BLOCK_LITERAL';
      else if (!plainIsSafe(node.value)) node.type = 'QUOTE_DOUBLE';
    },
    Map(_, node) {
      node.items.sort((x, y) => (keyLess(keyOf(x), keyOf(y)) ? -1 : keyLess(keyOf(y), keyOf(x)) ? 1 : 0));
    },
  });
  return doc.toString({indentSeq: false, singleQuote: true, lineWidth: 0});
}
