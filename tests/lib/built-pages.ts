import fs from 'node:fs';
import path from 'node:path';
import {load as parseHtml, type CheerioAPI} from 'cheerio';
import {buildDir} from './paths';

/** Every HTML page of the build except redirect stubs, parsed, by URL path. */
export function builtPages(): Map<string, CheerioAPI> {
  const pages = new Map<string, CheerioAPI>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.html')) {
        const $ = parseHtml(fs.readFileSync(full, 'utf8'));
        if ($('meta[http-equiv=refresh]').length) continue;
        const relative = `/${path.relative(buildDir, full).replace(/(^|\/)index\.html$/, '$1')}`;
        pages.set(relative, $);
      }
    }
  };
  walk(buildDir);
  return pages;
}
