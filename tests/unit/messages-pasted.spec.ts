/**
 * The messages users pasted in public threads (tests/pasted-messages.ts) against the error
 * reference: each names an entry, and the entry's words (its text, a variant or a line it is
 * printed in) are in what the user pasted, so that the pairing is not a guess.
 */
import {test, expect} from '@playwright/test';
import {pastedMessages} from '../pasted-messages';
import {findMessage, partsText, printedLines} from '../../reference/messages/index';
import {splitText} from '../../reference/messages/model';

/** Words as a reader's terminal shows them: quotes unescaped, white space collapsed, letter case ignored. */
const words = (text: string) => text.replace(/\\"/g, '"').toLowerCase().split(/\s+/).filter(Boolean);

/** True when some run of three consecutive words of a literal part (the whole part when shorter) is in the paste. */
function sharesWords(literals: string[], pasted: string): boolean {
  const haystack = ` ${words(pasted).join(' ')} `;
  return literals.some((literal) => {
    const w = words(literal);
    const size = Math.min(3, w.length);
    for (let i = 0; size > 0 && i + size <= w.length; i++) if (haystack.includes(` ${w.slice(i, i + size).join(' ')}`)) return true;
    return false;
  });
}

test(`at least 35 pasted messages, each paired with an entry whose words it contains`, () => {
  const problems: string[] = [];
  for (const pasted of pastedMessages) {
    const entry = findMessage(pasted.entry);
    if (!entry) {
      problems.push(`${pasted.url}: no entry "${pasted.entry}"`);
      continue;
    }
    const texts = [entry.text, ...(entry.variants ?? []).map((v) => v.text), ...printedLines(entry).map((line) => partsText(line.parts).replace(/<[^>]+>/g, '%s'))];
    const literals = texts.flatMap((text) => splitText(text).literals).filter((literal) => literal.trim());
    if (!sharesWords(literals, pasted.message)) problems.push(`${pasted.url}: the paste shares no words with ${pasted.entry}`);
  }
  console.log(`${pastedMessages.length} pasted messages from ${new Set(pastedMessages.map((p) => p.url)).size} threads, paired with ${new Set(pastedMessages.map((p) => p.entry)).size} entries`);
  expect(pastedMessages.length).toBeGreaterThanOrEqual(35);
  expect(problems, problems.join('\n')).toEqual([]);
});
