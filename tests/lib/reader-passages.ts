/**
 * The passage-level measure of ask mode on the readers' sentences that carry a `section`
 * (tests/search-readers.ts): whether the quotes come from the section of the page that states the
 * answer, not only from the right page. Shared by the ranking gate
 * (tests/browser/search-ranking.spec.ts) and the benchmark (scripts/bench-search.mjs).
 */
import type {Quote} from '../../plugins/search/engine/engine';
import {sectionsFromHtml} from '../../plugins/search/indexing/html-sections';
import type {RenderedPage} from '../../plugins/search/indexing/build-index';
import type {ReaderQuery} from '../search-readers';

/**
 * The anchors of the index sections that lie inside a section, itself included: an h2 holds the
 * h3s and entries (fields, flags, rules) up to the next h2, an h3 the entries up to the next
 * heading, an entry and the introduction ('') only themselves. A quote from a field listed under
 * the labeled heading is a quote from that section.
 */
export function sectionsWithin(pages: RenderedPage[]): (page: string, section: string) => Set<string> {
  const cache = new Map<string, {anchor: string; level: number}[]>();
  const html = new Map(pages.map((p) => [p.permalink, p.html]));
  const outline = (page: string) => {
    let found = cache.get(page);
    if (!found) {
      const source = html.get(page);
      if (source === undefined) throw new Error(`no rendered page ${page}`);
      found = sectionsFromHtml(source).sections.map((s) => ({anchor: s.anchor, level: s.level ?? (s.entry ? 4 : 1)}));
      cache.set(page, found);
    }
    return found;
  };
  return (page, section) => {
    const sections = outline(page);
    const start = sections.findIndex((s) => s.anchor === section);
    if (start < 0) throw new Error(`no section #${section} on ${page}`);
    const within = new Set([section]);
    const {level} = sections[start]!;
    if (level === 1) return within;
    for (const s of sections.slice(start + 1)) {
      if (s.level <= level) break;
      within.add(s.anchor);
    }
    return within;
  };
}

/** Where ask's quotes fall for one labeled sentence. */
interface PassageResult {
  /** The first quote is from the labeled section. */
  first: boolean;
  /** One of the quotes is. */
  any: boolean;
  /** The labeled page is quoted, but not from its section: the right page, the wrong passage. */
  wrongPassage: boolean;
}

export function passageResult(reader: ReaderQuery & {section: string}, quotes: Quote[], within: Set<string>): PassageResult {
  const anchorOf = (q: Quote) => (q.hit.url.includes('#') ? q.hit.url.slice(q.hit.url.indexOf('#') + 1) : '');
  const fromSection = (q: Quote) => q.hit.page.url === reader.page && within.has(anchorOf(q));
  const any = quotes.some(fromSection);
  return {
    first: quotes.length > 0 && fromSection(quotes[0]!),
    any,
    wrongPassage: !any && quotes.some((q) => q.hit.page.url === reader.page),
  };
}

/** The readers' sentences that carry a section. */
export const labeledReaders = (readers: ReaderQuery[]) => readers.filter((r): r is ReaderQuery & {section: string} => r.section !== undefined);
