import type {PageType} from './pages';

/**
 * First-visit budget of each page type: gzip KiB of the HTML, JS and CSS a first visit downloads
 * (prefetches not counted). Set a little above today's figures so that growth is a decision.
 * Doc pages are above the 195 KiB target of issue 5 (about 198 KiB today); npm run bench reports
 * the figure against that target.
 */
export const firstVisitBudgetKiB: Record<PageType, number> = {
  home: 180,
  docsHome: 201,
  referencePage: 202,
  tagsIndex: 176,
  tagPage: 181,
  search: 181,
  markdownPage: 186,
  notFound: 170,
};
