import {test, expect} from '@playwright/test';
import {encodeTokens} from '../../plugins/code-highlight/build-tokens';
import {tokenLines} from '../../plugins/code-highlight/Highlight';

const spec = `apiVersion: troubleshoot.sh/v1beta2
kind: SupportBundle

metadata:
  name: example # a comment`;

const typesOf = (lines: ReturnType<typeof tokenLines>) =>
  lines.map((line) => line.map((token) => `${token.types.join('.')}=${token.content}`).join(' '));

test('build-time tokens decode to the lines and token types Prism gives', () => {
  const lines = tokenLines(spec, JSON.stringify(encodeTokens(spec, 'yaml')));
  expect(typesOf(lines)).toEqual([
    'key.atrule=apiVersion punctuation=: plain= troubleshoot.sh/v1beta2',
    'plain= key.atrule=kind punctuation=: plain= SupportBundle',
    'plain=\n',
    'plain= key.atrule=metadata punctuation=: plain=',
    'plain=   key.atrule=name punctuation=: plain= example  comment=# a comment',
  ]);
  expect(lines[2]![0]!.empty).toBe(true);
});

test('lines the theme drops (magic comments) leave the other lines their tokens', () => {
  const encoded = JSON.stringify(encodeTokens(spec, 'yaml'));
  const shown = spec.split('\n').filter((_, i) => i !== 1).join('\n');
  expect(typesOf(tokenLines(shown, encoded))[1]).toBe('plain=\n');
  expect(typesOf(tokenLines(shown, encoded))[2]).toBe('plain= key.atrule=metadata punctuation=: plain=');
});

test('code without tokens, or in a language Prism lacks, is plain text', () => {
  expect(encodeTokens('anything at all', 'no-such-language')).toBeUndefined();
  expect(typesOf(tokenLines('a: 1\n\nb', undefined))).toEqual(['plain=a: 1', 'plain=\n', 'plain=b']);
});
