/**
 * Go's unicode/utf8 for the ports that work on Go strings, which are bytes: a string's UTF-8 held
 * in a JavaScript string of char codes 0-255 (a "byte string"), and Go's rules for reading runes
 * back from bytes that need not be valid UTF-8.
 */

export const runeError = 0xfffd;

/** A string's UTF-8 encoding as a byte string (ASCII text is its own encoding). */
export function encode(text: string): string {
  if (/^[\0-\x7f]*$/.test(text)) return text;
  let out = '';
  for (const byte of new TextEncoder().encode(text)) out += String.fromCharCode(byte);
  return out;
}

/** DecodeRuneInString(s[at:]) on a byte string: the rune and its width; RuneError and 1 for a bad byte, 0 at the end. */
export function decodeRune(s: string, at: number): [number, number] {
  if (at >= s.length) return [runeError, 0];
  const b0 = s.charCodeAt(at);
  if (b0 < 0x80) return [b0, 1];
  const width = b0 >= 0xf0 && b0 <= 0xf4 ? 4 : b0 >= 0xe0 && b0 <= 0xef ? 3 : b0 >= 0xc2 && b0 <= 0xdf ? 2 : 0;
  if (width === 0 || at + width > s.length) return [runeError, 1];
  let rune = b0 & (0xff >> (width + 1));
  for (let k = 1; k < width; k++) {
    const b = s.charCodeAt(at + k);
    if ((b & 0xc0) !== 0x80) return [runeError, 1];
    rune = (rune << 6) | (b & 0x3f);
  }
  const tooSmall = width === 3 ? rune < 0x800 : width === 4 ? rune < 0x10000 : false;
  if (tooSmall || rune > 0x10ffff || (rune >= 0xd800 && rune <= 0xdfff)) return [runeError, 1];
  return [rune, width];
}

/** A byte string read back as text the way `for _, r := range s` reads it: each bad byte is U+FFFD. */
export function decode(s: string): string {
  let out = '';
  for (let i = 0; i < s.length; ) {
    const [rune, width] = decodeRune(s, i);
    out += String.fromCodePoint(rune);
    i += width;
  }
  return out;
}

/** RuneLen */
export function runeLen(rune: number): number {
  if (rune < 0) return -1;
  if (rune < 0x80) return 1;
  if (rune < 0x800) return 2;
  if (rune >= 0xd800 && rune <= 0xdfff) return -1;
  if (rune < 0x10000) return 3;
  return rune <= 0x10ffff ? 4 : -1;
}
