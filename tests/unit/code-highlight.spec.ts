import {test, expect} from '@playwright/test';
import {highlightHtml} from '../../plugins/code-highlight/build-html';
import {plainLines} from '../../plugins/code-highlight/Highlight';
import {tokenStyles} from '../../plugins/code-highlight/token-styles';
import prismTheme from '../../plugins/code-highlight/prism-theme';

const styles = tokenStyles(prismTheme);

const spec = `apiVersion: troubleshoot.sh/v1beta2
kind: SupportBundle

metadata:
  name: example-spec # a <comment> & more`;

test('build-time HTML keeps every line and wraps only what the theme colours', () => {
  const html = highlightHtml(spec, 'yaml', styles);
  expect(html.split('\n')).toEqual([
    '<span class="token key atrule">apiVersion</span>: troubleshoot.sh/v1beta2',
    '<span class="token key atrule">kind</span>: SupportBundle',
    '',
    '<span class="token key atrule">metadata</span>:',
    // Punctuation has the plain colour, so `example-spec` stays one text run.
    '  <span class="token key atrule">name</span>: example-spec <span class="token comment"># a &lt;comment&gt; &amp; more</span>',
  ]);
});

test('code in a language Prism lacks is escaped plain text', () => {
  expect(highlightHtml('a <b> & c\n\nd', 'no-such-language', styles)).toBe('a &lt;b&gt; &amp; c\n\nd');
});

test('a token is styled when any property differs from plain text', () => {
  expect(styles.isStyled(['punctuation'], 'yaml')).toBe(false);
  expect(styles.isStyled(['plain'], 'yaml')).toBe(false);
  expect(styles.isStyled(['key', 'atrule'], 'yaml')).toBe(true);
  // Only an opacity, no colour of its own.
  expect(styles.isStyled(['namespace'], 'yaml')).toBe(true);
});

test('the stylesheet colours each styled type from the theme, in the theme order', () => {
  expect(styles.css).toContain('.token.atrule,.token.keyword,.token.attr-name,.token.property{color:#0550ae}');
  expect(styles.css).toContain('.token.comment,.token.prolog,.token.doctype,.token.cdata{color:#57606a;font-style:italic}');
  expect(styles.css.indexOf('.token.comment')).toBeLessThan(styles.css.indexOf('.token.italic'));
  const scoped = tokenStyles({plain: {color: '#000'}, styles: [{types: ['key'], languages: ['yaml'], style: {color: '#111'}}]});
  expect(scoped.css).toBe('.language-yaml .token.key{color:#111}\n');
  expect(scoped.isStyled(['key'], 'json')).toBe(false);
});

test('code without build-time HTML is one plain token per line', () => {
  expect(plainLines('a: 1\n\nb').map((line) => line.map((t) => `${t.types.join('.')}=${t.content}${t.empty ? '(empty)' : ''}`))).toEqual([
    ['plain=a: 1'],
    ['plain=\n(empty)'],
    ['plain=b'],
  ]);
});
