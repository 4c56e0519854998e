/** How a rendered page becomes search sections (plugins/search/indexing/html-sections.ts). */
import {test, expect} from '@playwright/test';
import {proseOf, sectionsFromHtml} from '../../plugins/search/indexing/html-sections';

const page = `<!doctype html><html><head><title>Logs | Troubleshoot</title>
<meta name="description" content="Reference for the logs collector."></head><body>
<article><header><h1>Logs</h1></header><div class="markdown">
<p>Intro with a <a href="/docs/">link</a>, <code>inline code</code> and <strong>bold <code>code</code></strong>.</p>
<p>Source: <code>pkg/collect/logs.go#CollectLogs.CollectWithClient</code>.</p>
<h2 class="anchor" id="fields">Fields<a href="#fields" class="hash-link" aria-label="Direct link to Fields">​</a></h2>
<dl class="fields"><div><dt id="field-limits.maxLines"><a href="#field-limits.maxLines"><code>limits.maxLines</code></a> <span>integer</span> <span>default <code>10000</code></span></dt><dd>Keep at most this many lines. <a href="https://example.com" aria-label="Source: x" data-search="skip">source</a></dd></div></dl>
<h2 class="anchor" id="fields-1">Fields</h2>
<h3 class="anchor" id="custom-id">The <code>maxLines</code> limit</h3>
<div class="language-yaml theme-code-block"><div><pre><code><span class="token-line"><span># not a heading</span><br></span><span class="token-line"><span>spec:</span><br></span><span class="token-line"><span>  collectors:</span><br></span><span class="token-line"><span>    - logs:</span><br></span><span class="token-line"><span>        maxLines: 2000</span><br></span></code></pre><button>Copy</button></div></div>
<h4>Small heading</h4>
<table><thead><tr><th>Key</th><th>Meaning</th></tr></thead><tbody><tr><td>a</td><td>b</td></tr></tbody></table>
<div class="theme-admonition"><div class="admonitionHeading"><span class="admonitionIcon"><svg></svg></span>Watch out</div><div class="admonitionContent"><p>Admonition body.</p></div></div>
</div></article></body></html>`;

test('h2/h3 and anchored fields with their ids, prose without markup, tables, code whole and its keys', () => {
  const {title, description, sections} = sectionsFromHtml(page);
  expect(title).toBe('Logs');
  expect(description).toBe('Reference for the logs collector.');
  expect(sections.map((s) => [s.heading, s.anchor])).toEqual([
    ['', ''],
    ['Fields', 'fields'],
    ['limits.maxLines', 'field-limits.maxLines'],
    ['Fields', 'fields-1'],
    ['The maxLines limit', 'custom-id'],
  ]);
  // The level of the heading that starts a section; the introduction and entries have none.
  expect(sections.map((s) => s.level)).toEqual([undefined, 2, undefined, 2, 3]);
  // A Source: paragraph cites code; it is not indexed.
  expect(sections[0]!.blocks).toEqual(['Intro with a link, inline code and bold code.']);
  // The field is a section of its own, linked to its anchor; its heading's section keeps the rest.
  expect(sections[1]!.blocks).toEqual([]);
  expect(sections[2]!.blocks).toEqual(['limits.maxLines integer default 10000', 'Keep at most this many lines.']);
  expect(sections[2]!.code).toEqual(['maxLines']);
  // Code examples stay whole, in place; their keys and values (comments as text, no YAML
  // punctuation) are indexed as code.
  expect(sections[4]!.code).toEqual(['not a heading', 'spec', 'collectors', 'logs', 'maxLines: 2000']);
  expect(sections[4]!.blocks).toEqual([
    ['# not a heading\nspec:\n  collectors:\n    - logs:\n        maxLines: 2000'],
    'Small heading',
    'Key | Meaning',
    'a | b',
    'Watch out',
    'Admonition body.',
  ]);
});

test('no section text carries Markdown syntax', () => {
  const {sections} = sectionsFromHtml(page);
  for (const line of sections.flatMap(proseOf)) expect(line).not.toMatch(/\*\*|`|\]\(/);
});
