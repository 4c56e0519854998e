import {test, expect} from '@playwright/test';
import YAML from 'yaml';
import {TemplateError, TemplateSet} from '../../reference/go/template';
import {helmDefaults, mergeValues, renderHelm, templateName} from '../../reference/templates/helm';
import {fromJS, toJS} from '../../reference/go/json';
import {GoInt, int, type Value} from '../../reference/go/values';
import {isHelmTemplate, renderHelmTemplate as renderExample} from '../lib/template';

/**
 * The template engine of reference/templates against what Go's text/template, Sprig and Helm
 * produce. Expected outputs follow the Go documentation (pkg.go.dev/text/template, fmt, strconv),
 * Sprig's and Helm's sources, and troubleshoot's pkg/preflight.
 */

/** Plain text/template (builtins only), executed with `data` as dot. */
function go(text: string, data: Value = null): string {
  const set = new TemplateSet();
  set.parse('t', text);
  return set.execute('t', data);
}

/** As preflight renders a v1beta3 spec: value defaults, Helm's root object and functions. */
function helm(text: string, values: Record<string, unknown> = {}, seedDefaults = true): string {
  return renderHelm(text, values, {seedDefaults}).output;
}

interface Case {
  template: string;
  expected: string;
  values?: Record<string, unknown>;
  /** Plain text/template with this data (no Helm): for the builtins. */
  data?: Value;
  plain?: boolean;
}

function table(title: string, cases: Case[]): void {
  test.describe(title, () => {
    cases.forEach((c, i) => {
      test(`${i + 1}: ${JSON.stringify(c.template).slice(0, 90)}`, () => {
        const out = c.plain || c.data !== undefined ? go(c.template, c.data ?? null) : helm(c.template, c.values);
        expect(out).toBe(c.expected);
      });
    });
  });
}

interface ErrorCase {
  template: string;
  values?: Record<string, unknown>;
  plain?: boolean;
  seedDefaults?: boolean;
  line: number;
  column: number;
  reason: string | RegExp;
  kind?: 'parse' | 'exec';
}

function errors(title: string, cases: ErrorCase[]): void {
  test.describe(title, () => {
    cases.forEach((c, i) => {
      test(`${i + 1}: ${JSON.stringify(c.template).slice(0, 90)}`, () => {
        let caught: unknown;
        try {
          if (c.plain) go(c.template);
          else renderHelm(c.template, c.values ?? {}, {seedDefaults: c.seedDefaults ?? true});
        } catch (error) {
          caught = error;
        }
        expect(caught, 'the template should fail').toBeInstanceOf(TemplateError);
        const e = caught as TemplateError;
        if (typeof c.reason === 'string') expect(e.reason).toContain(c.reason);
        else expect(e.reason).toMatch(c.reason);
        expect({line: e.line, column: e.column}).toEqual({line: c.line, column: c.column});
        if (c.kind) expect(e.kind).toBe(c.kind);
        expect(e.message).toBe(`line ${c.line}, column ${c.column}: ${e.reason}`);
      });
    });
  });
}

// ---------------------------------------------------------------------------------------------

table('text, actions and literals', [
  {template: 'plain text, no actions', expected: 'plain text, no actions', plain: true},
  {template: '{{ "hello" }}', expected: 'hello', plain: true},
  {template: '{{ `raw \\n stays` }}', expected: 'raw \\n stays', plain: true},
  {template: '{{ "tab\\there \\"q\\" \\u00e9 \\x41 \\101 \\\\" }}', expected: 'tab\there "q" é A A \\', plain: true},
  {template: "{{ 'a' }} {{ '\\n' }} {{ '\\u00e9' }}", expected: '97 10 233', plain: true},
  {template: '{{ 42 }} {{ -7 }} {{ +3 }}', expected: '42 -7 3', plain: true},
  {template: '{{ 0x1F }} {{ 0o17 }} {{ 017 }} {{ 0b101 }} {{ 1_000_000 }}', expected: '31 15 15 5 1000000', plain: true},
  {template: '{{ 1.5 }} {{ 1e3 }} {{ 2.0 }} {{ 0x1p4 }} {{ .5 }}', expected: '1.5 1000 2 16 0.5', plain: true},
  // %v of a float64 uses %g with the shortest digits: exponents from 1e+06 up, and below 1e-04.
  {template: '{{ 100000.0 }} {{ 1000000.0 }} {{ 1234567.0 }} {{ 0.0001 }} {{ 0.00001 }}', expected: '100000 1e+06 1.234567e+06 0.0001 1e-05', plain: true},
  {template: '{{ true }} {{ false }}', expected: 'true false', plain: true},
  {template: '{{ . }}', expected: '<no value>', plain: true},
  {template: '{{ . }}', expected: 'map[a:1 b:[x y]]', data: fromJS({b: ['x', 'y'], a: 1})},
  {template: '{{ .a }} {{ .missing }}', expected: '1 <no value>', data: fromJS({a: 1})},
]);

table('whitespace trimming', [
  // The example of the text/template documentation.
  {template: '{{23 -}} < {{- 45}}', expected: '23<45', plain: true},
  {template: 'a  \n\t{{- 1 }}', expected: 'a1', plain: true},
  {template: '{{ 1 -}}  \n\n b', expected: '1b', plain: true},
  {template: 'a {{- 1 -}} b', expected: 'a1b', plain: true},
  {template: '{{ "  x  " -}}  y', expected: '  x  y', plain: true},
  {template: 'a \n{{- /* a comment */ -}}\n b', expected: 'ab', plain: true},
  {template: 'a {{/* a comment */}} b', expected: 'a  b', plain: true},
  {template: '{{- 3 }}', expected: '3', plain: true},
  // "{{-3}}" is the number -3, not a trim marker: the marker needs a space after it.
  {template: 'x {{-3}}', expected: 'x -3', plain: true},
  {template: 'items:\n{{- range .items }}\n  - {{ . }}\n{{- end }}\n', expected: 'items:\n  - a\n  - b\n', data: fromJS({items: ['a', 'b']})},
  {template: 'spec:\n  {{- if .on }}\n  enabled: true\n  {{- end }}\n  name: x', expected: 'spec:\n  name: x', data: fromJS({on: false})},
  {template: 'spec:\n  {{- if .on }}\n  enabled: true\n  {{- end }}\n  name: x', expected: 'spec:\n  enabled: true\n  name: x', data: fromJS({on: true})},
]);

table('pipelines, parentheses, variables and fields', [
  {template: '{{ "abc" | printf "%s-%s" "x" }}', expected: 'x-abc', plain: true},
  {template: '{{ "a" | printf "%s%s" "b" | printf "%s!" }}', expected: 'ba!', plain: true},
  {template: '{{ printf "%d" (len "abc") }}', expected: '3', plain: true},
  {template: '{{ (1) }} {{ (printf "%s" "x") }}', expected: '1 x', plain: true},
  {template: '{{ $x := 1 }}{{ $x }}{{ $x = 2 }}{{ $x }}', expected: '12', plain: true},
  {template: '{{ $ }}', expected: 'map[a:1]', data: fromJS({a: 1})},
  {template: '{{ with .a }}{{ $.b }}{{ end }}', expected: 'B', data: fromJS({a: 1, b: 'B'})},
  {template: '{{ $n := 0 }}{{ range .l }}{{ $n = . }}{{ end }}{{ $n }}', expected: 'c', data: fromJS({l: ['a', 'b', 'c']})},
  {template: '{{ .a.b.c }}', expected: 'deep', data: fromJS({a: {b: {c: 'deep'}}})},
  {template: '{{ $v := .a }}{{ $v.b }}', expected: 'B', data: fromJS({a: {b: 'B'}})},
  {template: '{{ (index .l 0).name }}', expected: 'first', data: fromJS({l: [{name: 'first'}]})},
  // A missing key that went through a variable is "no value", and fields of no value are too.
  {template: '{{ $x := .missing }}{{ $x.field }}', expected: '<no value>', data: fromJS({})},
]);

table('if, else if, with, truthiness', [
  {template: '{{ if 0 }}a{{ else if "" }}b{{ else }}c{{ end }}', expected: 'c', plain: true},
  {template: '{{ if 1 }}a{{ else if "" }}b{{ else }}c{{ end }}', expected: 'a', plain: true},
  {template: '{{ if .l }}list{{ end }}{{ if .m }}map{{ end }}{{ if .s }}str{{ end }}{{ if .z }}zero{{ end }}', expected: '', data: fromJS({l: [], m: {}, s: '', z: 0})},
  {template: '{{ if .l }}list{{ end }}{{ if .m }}map{{ end }}{{ if .s }}str{{ end }}{{ if .z }}num{{ end }}', expected: 'listmapstrnum', data: fromJS({l: [0], m: {a: null}, s: '0', z: 0.5})},
  {template: '{{ if .missing }}y{{ else }}n{{ end }}{{ if .nil }}y{{ else }}n{{ end }}{{ if false }}y{{ else }}n{{ end }}', expected: 'nnn', data: fromJS({nil: null})},
  {template: '{{ with .a }}[{{ . }}]{{ else }}none{{ end }}', expected: '[x]', data: fromJS({a: 'x'})},
  {template: '{{ with .a }}[{{ . }}]{{ else }}none{{ end }}', expected: 'none', data: fromJS({})},
  {template: '{{ with $v := .a }}{{ $v }}{{ end }}', expected: 'x', data: fromJS({a: 'x'})},
  {template: '{{ with .a }}A{{ else with .b }}B{{ .}}{{ else }}C{{ end }}', expected: 'Bb', data: fromJS({b: 'b'})},
  {template: '{{ if and .a (not .b) }}yes{{ end }}', expected: 'yes', data: fromJS({a: 1, b: false})},
]);

table('range', [
  {template: '{{ range . }}<{{ . }}>{{ end }}', expected: '<a><b>', data: fromJS(['a', 'b'])},
  {template: '{{ range $i, $v := . }}{{ $i }}={{ $v }};{{ end }}', expected: '0=a;1=b;', data: fromJS(['a', 'b'])},
  {template: '{{ range $k, $v := . }}{{ $k }}={{ $v }};{{ end }}', expected: 'a=1;b=2;c=3;', data: fromJS({c: 3, a: 1, b: 2})},
  {template: '{{ range $v := . }}{{ $v }}{{ end }}', expected: '12', data: fromJS([1, 2])},
  {template: '{{ range . }}x{{ else }}empty{{ end }}', expected: 'empty', data: fromJS([])},
  {template: '{{ range .missing }}x{{ else }}nothing{{ end }}', expected: 'nothing', data: fromJS({})},
  {template: '{{ range . }}{{ if eq . 3 }}{{ break }}{{ end }}{{ . }}{{ end }}', expected: '12', data: [int(1), int(2), int(3), int(4)]},
  {template: '{{ range . }}{{ if eq . 2 }}{{ continue }}{{ end }}{{ . }}{{ end }}', expected: '134', data: [int(1), int(2), int(3), int(4)]},
  {template: '{{ range 3 }}{{ . }}{{ end }}', expected: '012', plain: true},
  {template: '{{ range $i := 2 }}[{{ $i }}]{{ end }}', expected: '[0][1]', plain: true},
  {template: '{{ range .outer }}{{ range . }}{{ . }}{{ end }};{{ end }}', expected: 'ab;c;', data: fromJS({outer: [['a', 'b'], ['c']]})},
  {template: '{{ range $i, $e := .l }}{{ $.p }}{{ $i }}{{ end }}', expected: '-0-1', data: fromJS({l: ['a', 'b'], p: '-'})},
]);

table('define, template, block', [
  {template: '{{ define "T" }}[{{ . }}]{{ end }}{{ template "T" "x" }}{{ template "T" }}', expected: '[x][<no value>]', plain: true},
  {template: '{{ define "T" }}{{ .a }}{{ end }}{{ template "T" . }}', expected: 'A', data: fromJS({a: 'A'})},
  {template: '{{ block "B" . }}default {{ . }}{{ end }}', expected: 'default 1', data: int(1)},
  {template: '{{ define "L" }}{{ range . }}{{ . }}{{ end }}{{ end }}x{{ template "L" .l }}y', expected: 'xaby', data: fromJS({l: ['a', 'b']})},
  // Variables do not cross into a template: `$` is the template's own dot.
  {template: '{{ define "T" }}{{ $ }}{{ end }}{{ $x := 1 }}{{ template "T" 2 }}', expected: '2', plain: true},
]);

table('builtin functions', [
  {template: '{{ and 1 0 2 }} {{ and 1 2 }} {{ or 0 "" "x" }} {{ or 0 "" }}|', expected: '0 2 x |', plain: true},
  {template: '{{ not 0 }} {{ not "a" }}', expected: 'true false', plain: true},
  {template: '{{ eq 1 1 }} {{ eq "a" "b" "a" }} {{ ne 1 2 }} {{ eq .missing "x" }}', expected: 'true true true false', data: fromJS({})},
  {template: '{{ lt 1 2 }} {{ le 2 2 }} {{ gt "b" "a" }} {{ ge 1.5 2.5 }}', expected: 'true true true false', plain: true},
  {template: '{{ len "héllo" }} {{ len .l }} {{ len .m }}', expected: '6 2 1', data: fromJS({l: [1, 2], m: {a: 1}})},
  {template: '{{ index .l 1 }} {{ index .m "a" "b" }} {{ index .m "zz" }}', expected: '2 deep <no value>', data: fromJS({l: [1, 2], m: {a: {b: 'deep'}}})},
  {template: '{{ index "abc" 1 }}', expected: '98', plain: true},
  {template: '{{ slice "abcdef" 1 3 }} {{ slice .l 1 }}', expected: 'bc [2 3]', data: fromJS({l: [1, 2, 3]})},
  {template: '{{ print 1 2 "a" "b" 3 }}', expected: '1 2ab3', plain: true},
  {template: '{{ println 1 "a" }}', expected: '1 a\n', plain: true},
  {template: '{{ print .missing }}', expected: '<nil>', data: fromJS({})},
  {template: '{{ printf "%s|%d|%v|%q|%t|%f" "s" 42 1.5 "q" true 2.5 }}', expected: 's|42|1.5|"q"|true|2.500000', plain: true},
  {template: '{{ printf "%5d|%-5s|%05.1f|%.2f|%x|%X|%o|%c|%%" 42 "ab" 2.5 3.14159 255 "hi" 8 65 }}', expected: '   42|ab   |002.5|3.14|ff|6869|10|A|%', plain: true},
  {template: '{{ printf "%d" "x" }} {{ printf "%s %s" "a" }} {{ printf "%s" "a" "b" }}', expected: '%!d(string=x) a %!s(MISSING) a%!(EXTRA string=b)', plain: true},
  {template: '{{ printf "%v %v %T %T %T" .l .m 1 1.5 "s" }}', expected: '[a b] map[k:1] int float64 string', data: fromJS({l: ['a', 'b'], m: {k: 1}})},
  {template: '{{ printf "%q" "tab\\t\\"é\\x01" }}', expected: '"tab\\t\\"é\\x01"', plain: true},
  {template: '{{ printf "%e %g %.3g" 1234.5678 0.000012 3.14159 }}', expected: '1.234568e+03 1.2e-05 3.14', plain: true},
  {template: '{{ html "<a href=\\"x\\">&</a>" }}', expected: '&lt;a href=&#34;x&#34;&gt;&amp;&lt;/a&gt;', plain: true},
  {template: '{{ urlquery "a b&c=d" }} {{ js "it\'s <b>" }}', expected: "a+b%26c%3Dd it\\'s \\u003Cb\\u003E", plain: true},
]);

// ---------------------------------------------------------------------------------------------
// Sprig and Helm

table('defaults and flow', [
  {template: '{{ default "x" .Values.missing }}|{{ default "x" "" }}|{{ default "x" 0 }}|{{ default "x" false }}|{{ default "x" "y" }}', expected: 'x|x|x|x|y'},
  {template: '{{ .Values.present | default "x" }} {{ .Values.zero | default 5 }} {{ list | default "empty" }}', expected: 'here 5 empty', values: {present: 'here', zero: 0}},
  {template: '{{ empty "" }} {{ empty (dict) }} {{ empty 0.0 }} {{ empty "a" }} {{ empty (list 1) }}', expected: 'true true true false false'},
  {template: '{{ coalesce "" 0 "a" "b" }}|{{ coalesce .Values.missing "" }}|', expected: 'a||'},
  {template: '{{ ternary "yes" "no" true }} {{ false | ternary "yes" "no" }}', expected: 'yes no'},
  {template: '{{ required "needed" "value" }} {{ required "needed" 0 }}', expected: 'value 0'},
  {template: '{{ or true (fail "not evaluated") }} {{ and false (fail "not evaluated") }}', expected: 'true false'},
]);

table('strings', [
  {template: '{{ quote "a\\"b" }} {{ quote 1 2 }} {{ squote "a" 1 }}', expected: '"a\\"b" "1" "2" \'a\' \'1\''},
  {template: '{{ .Values.missing | quote }}|{{ quote .Values.missing }}|{{ .Values.n | quote }}', expected: '||"3"', values: {n: 3}},
  {template: '{{ upper "abc" }} {{ lower "ABC" }} {{ title "hello world-foo bar_baz" }}', expected: 'ABC abc Hello World-Foo Bar_baz'},
  {template: '[{{ trim "  a b \\n" }}] {{ trimPrefix "pre" "prefix" }} {{ trimSuffix "fix" "prefix" }} {{ trimAll "-" "--a--" }}', expected: '[a b] fix pre a'},
  {template: '{{ replace " " "-" "a b c" }} {{ "a b" | replace " " "_" }}', expected: 'a-b-c a_b'},
  {template: '{{ contains "cat" "catch" }} {{ hasPrefix "ca" "cat" }} {{ hasSuffix "at" "cat" }} {{ "catch" | contains "dog" }}', expected: 'true true true false'},
  {template: '{{ $p := split "." "a.b.c" }}{{ $p._0 }}{{ $p._2 }} {{ splitList "," "a,b" }} {{ len (splitList "," "a,b,c") }}', expected: 'ac [a b] 3'},
  {template: '{{ join "," (list "a" 1 2.5) }} {{ join "-" (list "a" nil "b") }} {{ join "+" "solo" }}', expected: 'a,1,2.5 a-b solo'},
  {template: '{{ toString 1.5 }} {{ toString (list 1 2) }} {{ toString .Values.missing }} {{ typeOf (toString 3) }}', expected: '1.5 [1 2] <nil> string'},
  {template: '{{ "a\\nb" | indent 2 }}|{{ "a\\n\\nb" | indent 2 }}|{{ "a\\nb" | nindent 4 }}', expected: '  a\n  b|  a\n  \n  b|\n    a\n    b'},
  {template: '{{ b64enc "hello" }} {{ b64dec "aGVsbG8=" }} {{ b64dec "!!" }}', expected: 'aGVsbG8= hello illegal base64 data at input byte 0'},
  {template: '{{ regexMatch "^[a-z]+$" "abc" }} {{ regexMatch "(?i)^ABC$" "abc" }} {{ regexMatch "^\\\\d+$" "12a" }}', expected: 'true true false'},
  {template: '{{ regexReplaceAll "a(x*)b" "-ab-axxb-" "${1}W" }} {{ regexFind "[0-9]+" "abc123def456" }} {{ regexFindAll "[0-9]" "a1b2c3" 2 }}', expected: '-W-xxW- 123 [1 2]'},
  {template: '{{ substr 1 3 "hello" }} {{ trunc 3 "hello" }} {{ repeat 3 "ab" }} {{ nospace "a b\\tc" }} {{ cat "a" 1 nil "b" }}', expected: 'el hel ababab abc a 1 b'},
  {template: '{{ sha256sum "hello" }}', expected: '2cf24dba5fb0a30e26e83b2ac5b9e29e1b161e5c1fa7425e73043362938b9824'},
]);

// RE2 syntax that JavaScript's RegExp reads differently or not at all. Expected outputs are what
// Go 1.19's text/template with Sprig 3.2.3 printed for the same templates.
table('regular expressions: RE2 syntax, through Go\'s regexp', [
  {template: '{{ regexFind "(?P<word>[a-z]+)" "42 abc" }} {{ regexReplaceAll "(?P<first>\\\\w+) (?P<second>\\\\w+)" "hello world" "${second} ${first}" }}', expected: 'abc world hello'},
  {template: '{{ regexReplaceAll "(?P<x>a)|(?P<x>b)" "ab" "[$x]" }}', expected: '[a][b]'},
  {template: '{{ regexMatch "\\\\Qa.b\\\\E" "axb" }} {{ regexMatch "\\\\Qa.b\\\\E" "a.b" }}', expected: 'false true'},
  {template: '{{ regexMatch "a(?i)b" "aB" }} {{ regexMatch "a(?i)b" "AB" }} {{ regexMatch "(?i:A)b" "aB" }}', expected: 'true false false'},
  {template: '{{ regexFindAll "(?U)a.+" "aXaYaZ" -1 }} {{ regexFindAll "a*" "baaac" -1 }}', expected: '[aX aY aZ] [ aaa ]'},
  {template: '{{ regexSplit "x*" "axbxxc" -1 }} {{ regexSplit "," "" -1 }} {{ regexSplit "" "abc" 2 }}', expected: '[a b c] [] [a bc]'},
  {template: '{{ regexReplaceAll "a*" "baaac" "-" }} {{ regexReplaceAll "" "ab" "-" }} {{ regexReplaceAll "(a)" "a" "$1x ${1}x $$ $" }}', expected: '-b-c- -a-b-  ax $ $'},
  {template: '{{ regexFind "[[:alpha:]]+" "42 h\u00e9llo" }} {{ regexFind "\\\\pL+" "42 h\u00e9llo" }} {{ regexQuoteMeta "a.b*c" }}', expected: 'h h\u00e9llo a\\.b\\*c'},
  // RE2 has no lookbehind and no back-references: regexMatch reports false, the others fail.
  {template: '{{ regexMatch "(?<=a)b" "ab" }} {{ regexMatch "(a)\\\\1" "aa" }}', expected: 'false false'},
]);

table('numbers and conversions', [
  {template: '{{ int "42" }} {{ int 3.9 }} {{ int "3.9" }} {{ int "abc" }} {{ int "0x10" }} {{ int true }}', expected: '42 3 3 0 16 1'},
  {template: '{{ float64 "1.5" }} {{ float64 2 }} {{ atoi "12" }} {{ atoi "x" }} {{ int64 .Values.n }}', expected: '1.5 2 12 0 3', values: {n: 3}},
  {template: '{{ typeOf (int 1) }} {{ typeOf (int64 1) }} {{ typeOf (add 1 1) }} {{ typeOf .Values.n }} {{ typeOf 1 }} {{ typeOf (len "a") }}', expected: 'int int64 int64 float64 int int', values: {n: 3}},
  {template: '{{ eq (int .Values.n) 3 }} {{ eq .Values.n 3.0 }}', expected: 'true true', values: {n: 3}},
  {template: '{{ add 1 2 3 }} {{ add .Values.f 1 }} {{ sub 10 3 }} {{ mul 2 3 4 }} {{ div 7 2 }} {{ mod 7 2 }} {{ add1 4 }}', expected: '6 2 7 24 3 1 5', values: {f: 1.5}},
  {template: '{{ max 1 5 3 }} {{ min 4 2 8 }} {{ max 7 }} {{ maxf 1.5 2 }} {{ minf 1.5 2 }}', expected: '5 2 7 2 1.5'},
  {template: '{{ addf 0.1 0.2 }} {{ subf 1 0.9 }} {{ mulf 1.1 3 }} {{ divf 10 4 }} {{ floor 1.7 }} {{ ceil 1.2 }} {{ round 1.2345 2 }}', expected: '0.3 0.1 3.3 2.5 1 2 1.23'},
  {template: '{{ until 3 }} {{ untilStep 0 10 4 }} {{ seq 3 }} {{ seq 2 0 }}', expected: '[0 1 2] [0 4 8] 1 2 3 2 1 0'},
  // Helm reads numbers from values files as float64: large integers print in exponent form.
  {template: '{{ .Values.big }} {{ .Values.big | int64 }} {{ .Values.small }}', expected: '1e+06 1000000 100000', values: {big: 1000000, small: 100000}},
]);

table('lists and dictionaries', [
  {template: '{{ list 1 "a" }} {{ dict "a" 1 "b" "x" }} {{ dict "a" }}', expected: '[1 a] map[a:1 b:x] map[a:]'},
  {template: '{{ get (dict "a" 1) "a" }}|{{ get (dict) "x" }}|{{ $d := dict }}{{ $_ := set $d "k" "v" }}{{ $d.k }}', expected: '1||v'},
  {template: '{{ hasKey (dict "a" 1) "a" }} {{ hasKey (dict "a" 1) "b" }} {{ keys (dict "b" 1 "a" 2) | sortAlpha }}', expected: 'true false [a b]'},
  {template: '{{ pick (dict "a" 1 "b" 2 "c" 3) "a" "c" }} {{ omit (dict "a" 1 "b" 2) "a" }} {{ unset (dict "a" 1 "b" 2) "a" }}', expected: 'map[a:1 c:3] map[b:2] map[b:2]'},
  {template: '{{ merge (dict "a" 1 "n" (dict "x" 1)) (dict "a" 2 "b" 3 "n" (dict "y" 2)) }}', expected: 'map[a:1 b:3 n:map[x:1 y:2]]'},
  // mergo treats zero values in the destination as unset.
  {template: '{{ merge (dict "a" "" "f" false) (dict "a" "x" "f" true) }} {{ mergeOverwrite (dict "a" 1 "k" true) (dict "a" 2 "k" false) }}', expected: 'map[a:x f:true] map[a:2 k:false]'},
  {template: '{{ first (list 1 2 3) }} {{ last (list 1 2 3) }} {{ rest (list 1 2 3) }} {{ initial (list 1 2 3) }} {{ reverse (list 1 2 3) }}', expected: '1 3 [2 3] [1 2] [3 2 1]'},
  {template: '{{ append (list 1) 2 }} {{ prepend (list 1) 0 }} {{ concat (list 1) (list 2 3) }} {{ uniq (list 1 1 2) }} {{ without (list 1 2 3) 2 }} {{ has 2 (list 1 2) }}', expected: '[1 2] [0 1] [1 2 3] [1 2] [1 3] true'},
  {template: '{{ compact (list 1 "" nil 0 "a") }} {{ slice (list 1 2 3) 1 }} {{ slice (list 1 2 3) 0 2 }} {{ sortAlpha (list "b" "a" "C") }}', expected: '[1 a] [2 3] [1 2] [C a b]'},
  {template: '{{ dig "a" "b" "none" (dict "a" (dict "b" "found")) }} {{ dig "a" "x" "none" (dict "a" (dict "b" "found")) }}', expected: 'found none'},
  {template: '{{ range $k, $v := .Values.m }}{{ $k }}:{{ $v }} {{ end }}', expected: 'a:1 b:2 ', values: {m: {b: 2, a: 1}}},
]);

table('toYaml, toJson, fromYaml, fromJson', [
  {template: '{{ toYaml .Values }}', expected: 'a: 1.5\nb:\n  c:\n  - 1\n  - x y\n  d: "true"\n  e: ""', values: {b: {c: [1, 'x y'], d: 'true', e: ''}, a: 1.5}},
  {template: '{{ toYaml (list "a" (dict "b" 1 "c" (list))) }}', expected: '- a\n- b: 1\n  c: []'},
  {template: '{{ toYaml (list (list 1 2) 3) }}', expected: '- - 1\n  - 2\n- 3'},
  {template: '{{ toYaml (dict "a" nil "b" true "c" (dict)) }}', expected: 'a: null\nb: true\nc: {}'},
  {template: '{{ toYaml "hello" }}|{{ toYaml 3 }}|{{ toYaml (list) }}', expected: 'hello|3|[]'},
  // Quoting as yaml.v2 decides it: strings that would read back as another type are double-quoted,
  // strings that plain style cannot hold are single-quoted, tabs and control characters escaped.
  {
    template: '{{ toYaml (list "yes" "y" "123" "1.5" "null" "~" "a: b" "#x" " lead" "a\\tb" "- x" "1:20" "2021-01-02" "plain text" "it\'s") }}',
    expected: '- "yes"\n- "y"\n- "123"\n- "1.5"\n- "null"\n- "~"\n- \'a: b\'\n- \'#x\'\n- \' lead\'\n- "a\\tb"\n- \'- x\'\n- "1:20"\n- "2021-01-02"\n- plain text\n- it\'s',
  },
  // Multi-line strings become literal blocks; the chomping indicator keeps the trailing newlines.
  {template: '{{ toYaml (dict "k" "line1\\nline2") }}|{{ toYaml (dict "k" "a\\n") }}|{{ toYaml (dict "k" "a\\n\\n") }}', expected: 'k: |-\n  line1\n  line2|k: |\n  a|k: |+\n  a\n'},
  // yaml.v2 sorts keys with digit runs compared as numbers.
  {template: '{{ toYaml (dict "a10" 1 "a2" 2 "b" 3 "B" 4) }}', expected: 'B: 4\na2: 2\na10: 1\nb: 3'},
  // Numbers go through JSON: integral floats print as integers, others with %g.
  {template: '{{ toYaml (dict "i" 1000000.0 "f" 123456789.5 "e" 1e21 "count" (add 1 1)) }}', expected: 'count: 2\ne: 1e+21\nf: 1.234567895e+08\ni: 1000000'},
  // YAML 1.1: keys that would read back as booleans or numbers are quoted too.
  {template: '{{ toYaml (dict "n" 1 "on" 2 "1" 3 "key" 4) }}', expected: '"1": 3\nkey: 4\n"n": 1\n"on": 2'},
  // Long lines are folded at 80 columns, as yaml.v2 does.
  {
    template: '{{ toYaml (dict "k" (trim (repeat 20 "word "))) }}',
    expected: `k: ${Array(16).fill('word').join(' ')}\n  ${Array(4).fill('word').join(' ')}`,
  },
  {template: 'spec:\n  values: {{- toYaml .Values.cfg | nindent 4 }}', expected: 'spec:\n  values:\n    a: 1\n    list:\n    - x', values: {cfg: {list: ['x'], a: 1}}},
  {template: '{{ toJson (dict "b" 1 "a" (list "x" nil true 1.5)) }}', expected: '{"a":["x",null,true,1.5],"b":1}'},
  {template: '{{ toJson "<&>" }} {{ toJson 1e21 }} {{ toJson 0.0000001 }} {{ toJson 3.0 }} {{ toRawJson "<&>" }}', expected: '"\\u003c\\u0026\\u003e" 1e+21 1e-7 3 "<&>"'},
  {template: '{{ toPrettyJson (dict "a" (list 1)) }}', expected: '{\n  "a": [\n    1\n  ]\n}'},
  {template: '{{ $y := fromYaml "a: 1\\nb: [x, z]\\nc: text" }}{{ $y.a }} {{ $y.b }} {{ $y.c }} {{ typeOf $y.a }}', expected: '1 [x z] text float64'},
  // yaml.v2 reads YAML 1.1: y, yes, on, n, no, off are booleans.
  {template: '{{ (fromYaml "b: [x, y, yes, on, n, off]").b }}', expected: '[x true true true false false]'},
  {template: '{{ (fromYaml "- a").Error }}', expected: 'error unmarshaling JSON: while decoding JSON: json: cannot unmarshal array into Go value of type map[string]interface {}'},
  {template: '{{ fromYamlArray "- a\\n- 2" }} {{ (fromJson "{\\"a\\": [1, 2]}").a }} {{ fromJsonArray "[1, \\"x\\"]" }}', expected: '[a 2] [1 2] [1 x]'},
]);

table('semverCompare', [
  {template: '{{ semverCompare ">=1.20.0" "1.21.3" }} {{ semverCompare "^1.2.0" "2.0.0" }} {{ semverCompare "~1.2.0" "1.2.9" }}', expected: 'true false true'},
  {template: '{{ semverCompare ">=1.20.0-0" "v1.20.0-gke.100" }} {{ semverCompare ">=1.20.0" "1.21.0-rc.1" }}', expected: 'true false'},
  {template: '{{ semverCompare "1.2.x" "1.2.7" }} {{ semverCompare "1.2 - 1.4" "1.3.5" }} {{ semverCompare ">1.0 <2.0 || >=3" "3.1.0" }}', expected: 'true true true'},
  {template: '{{ semverCompare "!=1.2.3" "1.2.3" }} {{ semverCompare "<1.20" "1.19.9" }} {{ semverCompare ">= 1.19, < 1.22" "v1.21.0" }}', expected: 'false true true'},
  {template: '{{ semverCompare ">=1.19.0-0" .Capabilities.KubeVersion.Version }} {{ (semver "1.2.3-beta").Minor }}', expected: 'true 2'},
]);

table("Helm's root object and functions", [
  {
    template: '{{ .Release.Name }} {{ .Release.Namespace }} {{ .Release.IsInstall }} {{ .Release.IsUpgrade }} {{ .Release.Revision }} {{ .Release.Service }}',
    expected: 'preflight default true false 1 Helm',
  },
  {template: '{{ .Chart.Name }}|{{ .Chart.Version }}|{{ .Chart.AppVersion }}|{{ .Chart.APIVersion }}|{{ .Chart.Type }}|{{ .Chart.IsRoot }}', expected: 'preflight-templating|||v2|application|true'},
  {
    template: '{{ .Capabilities.KubeVersion }} {{ .Capabilities.KubeVersion.Version }} {{ .Capabilities.KubeVersion.Major }}.{{ .Capabilities.KubeVersion.Minor }} {{ .Capabilities.KubeVersion.GitVersion }}',
    expected: 'v1.20.0 v1.20.0 1.20 v1.20.0',
  },
  {template: '{{ .Capabilities.APIVersions.Has "apps/v1" }} {{ .Capabilities.APIVersions.Has "example.com/v1" }} {{ .Capabilities.HelmVersion.Version }}', expected: 'true false v3.21'},
  {template: '{{ .Template.Name }} {{ .Template.BasePath }}', expected: `${templateName} preflight-templating/templates`},
  {template: '[{{ .Files.Get "x" }}] {{ .Files.AsConfig }} {{ .Subcharts }}', expected: '[] {} map[]'},
  {template: '{{ .Values.missing }}|{{ index .Values "missing" }}|literal <no value> text', expected: '||literal  text'},
  {template: '{{ lookup "v1" "Secret" "default" "x" }} {{ (lookup "v1" "Secret" "default" "x").data }}|{{ if lookup "v1" "Namespace" "" "kube-system" }}found{{ else }}none{{ end }}', expected: 'map[] |none'},
  {template: '{{ define "svc" }}{{ .name }}-svc{{ end }}{{ include "svc" (dict "name" "api") | upper }}', expected: 'API-SVC'},
  {template: '{{ define "d" }}x{{ end }}{{ tpl "{{ .Values.a }}-{{ include \\"d\\" . }}" . }}', expected: 'A-x', values: {a: 'A'}},
  {template: '{{ tpl "{{ .missing }}" (dict) }}|', expected: '|'},
  // preflight's value defaults: referenced .enabled/.create default to false, parent maps exist.
  {template: '{{ if .Values.db.enabled }}on{{ else }}off{{ end }} {{ .Values.db.enabled }} {{ .Values.sa.create }}', expected: 'off false false'},
  {template: '[{{ .Values.a.b.c }}]', expected: '[]'},
  {template: '{{ .Values.db.enabled }}', expected: 'true', values: {db: {enabled: true}}},
  {template: '{{ range .Values.l }}{{ $.Values.sep }}{{ . }}{{ end }}', expected: '-a-b', values: {l: ['a', 'b'], sep: '-'}},
  {template: '{{ eq (add 1 1) 2 }} {{ eq (len "ab") (int64 2) }} {{ typeOf .Values }} {{ kindOf .Values }}', expected: 'true true chartutil.Values map'},
]);

// ---------------------------------------------------------------------------------------------

errors('parse errors', [
  {template: 'line 1\n  {{ .Values.x ', line: 2, column: 3, reason: 'unclosed action', kind: 'parse'},
  {template: '{{ if .Values.x }}a', line: 1, column: 1, reason: 'unexpected EOF: the {{if}} at line 1 has no {{end}}', kind: 'parse'},
  {template: 'a\n{{ range .Values.l }}\n{{ if . }}x{{ end }}', line: 2, column: 1, reason: '{{range}} at line 2 has no {{end}}'},
  {template: 'a\n{{ end }}', line: 2, column: 1, reason: 'unexpected {{end}}'},
  {template: '{{ else }}', line: 1, column: 1, reason: 'unexpected {{else}}'},
  {template: 'x {{ nosuch 1 }}', line: 1, column: 6, reason: 'function "nosuch" not defined'},
  {template: '{{ $x }}', line: 1, column: 4, reason: 'undefined variable "$x"'},
  {template: '{{ if true }}{{ $x := 1 }}{{ end }}{{ $x }}', line: 1, column: 39, reason: 'undefined variable "$x"'},
  {template: '{{ 3x }}', line: 1, column: 4, reason: 'bad number syntax: "3x"'},
  {template: '{{ "unterminated }}', line: 1, column: 4, reason: 'unterminated quoted string'},
  {template: 'a\n{{/* unclosed', line: 2, column: 3, reason: 'unclosed comment'},
  {template: '{{ /* not a comment */ }}', line: 1, column: 4, reason: 'unexpected "/" in command'},
  {template: '{{ 3 | 4 }}', line: 1, column: 8, reason: 'non executable command in pipeline stage 2'},
  {template: '{{ break }}', line: 1, column: 4, reason: '{{break}} outside {{range}}'},
  {template: '{{ define "a" }}1{{ end }}{{ define "a" }}2{{ end }}', line: 1, column: 37, reason: 'multiple definition of template "a"'},
  {template: '{{ }}', line: 1, column: 4, reason: 'missing value for command'},
  {template: '{{ if true }}\n{{ define "x" }}{{ end }}\n{{ end }}', line: 2, column: 4, reason: 'unexpected <define> in command'},
  {template: '{{ range $i, $v, $w := . }}{{ end }}', line: 1, column: 16, reason: 'too many declarations in range'},
  {template: 'x: {{ printf "%d" (len "ab" }}', line: 1, column: 19, reason: 'unclosed left paren'},
]);

errors('execution errors', [
  {template: 'a: 1\n\n  {{ .Values.a.b }}', seedDefaults: false, line: 3, column: 13, reason: 'nil pointer evaluating interface {}.b: .Values.a is missing or null (in .Values.a.b)'},
  {template: 'x: {{ required "database.host is required" .Values.database.host }}', line: 1, column: 7, reason: /^database\.host is required/},
  {template: '\n  {{- fail "stop here" }}', line: 2, column: 7, reason: /^stop here/},
  {template: '{{ index .Values.l 5 }}', values: {l: [1]}, line: 1, column: 4, reason: 'error calling index: index out of range: 5'},
  {template: '{{ index .Values.l .Values.i }}', values: {l: [1], i: 0}, line: 1, column: 4, reason: 'error calling index: cannot index slice/array with type float64'},
  // Helm reads a values file's numbers as float64, and eq does not compare a float64 with an int.
  {template: '{{ if eq .Values.replicas 1 }}one{{ end }}', values: {replicas: 1}, line: 1, column: 7, reason: 'error calling eq: incompatible types for comparison: float64 and int'},
  {template: '{{ lt .Values.missing 1 }}', line: 1, column: 4, reason: 'error calling lt: invalid type for comparison'},
  {template: '{{ upper .Values.n }}', values: {n: 3}, line: 1, column: 17, reason: 'wrong type for value; expected string; got float64'},
  {template: '{{ .Values.missing | upper }}', line: 1, column: 22, reason: 'invalid value; expected string'},
  {template: '{{ upper .Values.missing }}', line: 1, column: 17, reason: 'wrong type for value; expected string; got interface {}'},
  {template: '{{ hasKey .Values.missing "a" }}', line: 1, column: 18, reason: 'wrong type for value; expected map[string]interface {}; got interface {}'},
  {template: '{{ ternary "a" "b" .Values.flag }}', line: 1, column: 27, reason: 'wrong type for value; expected bool; got interface {}'},
  {template: '{{ indent "2" "x" }}', line: 1, column: 11, reason: 'expected integer; found "2"'},
  {template: '{{ template "nope" }}', line: 1, column: 13, reason: 'template "nope" not defined'},
  {template: '{{ include "nope" . }}', line: 1, column: 4, reason: 'error calling include: template: no template "nope" associated with template "gotpl"'},
  {template: '{{ mustRegexMatch "(?=a)b" "ab" }}', line: 1, column: 4, reason: 'error calling mustRegexMatch: error parsing regexp: invalid or unsupported Perl syntax: `(?=`'},
  {template: '{{ regexFind "(a)\\\\1" "aa" }}', line: 1, column: 4, reason: 'error calling regexFind: regexp: Compile(`(a)\\1`): error parsing regexp: invalid escape sequence: `\\1`'},
  {template: '{{ mustRegexFind "a{1001}" "a" }}', line: 1, column: 4, reason: 'error calling mustRegexFind: error parsing regexp: invalid repeat count: `{1001}`'},
  {template: '{{ range "abc" }}{{ end }}', line: 1, column: 10, reason: "range can't iterate over abc"},
  {template: '{{ range $i, $e := 3 }}{{ end }}', line: 1, column: 20, reason: "can't use 3 to iterate over more than one variable"},
  {template: '{{ .Values.a 1 }}', values: {a: 1}, line: 1, column: 11, reason: 'a is not a method but has arguments'},
  {template: '{{ "x" 1 }}', line: 1, column: 4, reason: 'can\'t give argument to non-function "x"'},
  // Go accepts an empty last stage ("{{ 1 | }}" prints 1); this one fails when it runs.
  {template: '{{ "a" "b" | }}', line: 1, column: 4, reason: 'can\'t give argument to non-function "a"'},
  {template: '{{ printf }}', line: 1, column: 4, reason: 'wrong number of args for printf: want at least 1 got 0'},
  {template: '{{ len }}', line: 1, column: 4, reason: 'wrong number of args for len: want 1 got 0'},
  {template: '{{ len 3 }}', line: 1, column: 4, reason: 'error calling len: len of type int'},
  {template: '{{ nil }}', line: 1, column: 4, reason: 'nil is not a command'},
  {template: '{{ div 1 0 }}', line: 1, column: 4, reason: 'error calling div: runtime error: integer divide by zero'},
  {template: '{{ semverCompare "bogus" "1.0.0" }}', line: 1, column: 4, reason: 'error calling semverCompare: improper constraint: "bogus"'},
  {template: '{{ .Chart.Nope }}', line: 1, column: 10, reason: "can't evaluate field Nope in type interface {}"},
  {template: '{{ tpl "{{ .x" . }}', line: 1, column: 4, reason: /^error calling tpl: cannot parse template "\{\{ \.x": line 1, column 1: unclosed action/},
  {template: '{{ first .Values.s }}', values: {s: 'str'}, line: 1, column: 4, reason: 'error calling first: Cannot find first on type string'},
  // An analysis-time template that Helm cannot read past: .PVC is not in Helm's root object.
  {template: 'message: "{{ .PVC.ConcatenatedNames }}"', line: 1, column: 18, reason: /nil pointer evaluating interface \{\}\.ConcatenatedNames.*escape it.*\{\{ "\{\{ \.PVC\.ConcatenatedNames \}\}" \}\}/},
]);

// ---------------------------------------------------------------------------------------------

test.describe('analysis-time templates in a v1beta3 spec', () => {
  const spec = [
    'apiVersion: troubleshoot.sh/v1beta3',
    'kind: Preflight',
    'metadata:',
    '  name: nodes',
    'spec:',
    '  analyzers:',
    '    - nodeResources:',
    '        outcomes:',
    '          - fail:',
    '              when: "count() < {{ .Values.minNodes }}"',
    '              message: The cluster has {{ .NodeCount }} nodes.',
    '          - pass:',
    '              message: The cluster has {{ "{{ .NodeCount }}" }} nodes.',
  ].join('\n');

  test('Helm renders a root field it lacks as empty text, and reports it', () => {
    const result = renderHelm(spec, {minNodes: 3});
    expect(result.output).toContain('when: "count() < 3"');
    expect(result.output).toContain('message: The cluster has  nodes.');
    expect(result.output).toContain('message: The cluster has {{ .NodeCount }} nodes.');
    expect(result.blanked).toEqual([{expression: '.NodeCount', position: {line: 11, column: 43}}]);
  });

  test('the site rejects an example that loses text that way', () => {
    expect(() => renderExample(spec, {minNodes: 3})).toThrow(/line 11, column 43 of the block: \{\{ \.NodeCount \}\} renders as empty text/);
    expect(renderExample(spec, {minNodes: 3}, {allowBlanked: true})).toContain('The cluster has  nodes.');
  });

  test('which blocks are templates', () => {
    expect(isHelmTemplate(spec)).toBe(true);
    const v1beta2 = spec.replace('v1beta3', 'v1beta2').replace('{{ .Values.minNodes }}', '3');
    expect(isHelmTemplate(v1beta2)).toBe(false);
    expect(isHelmTemplate('message: "{{ if .IsPass }}ok{{ else }}{{ range .PVC.Names }}{{ . }}{{ end }}{{ end }}"')).toBe(false);
    expect(isHelmTemplate('bucket: {{ .Values.bucket | quote }}')).toBe(true);
    expect(isHelmTemplate('name: {{ $.Release.Name }}')).toBe(true);
    expect(isHelmTemplate('{{- define "x" }}y{{ end }}')).toBe(true);
    expect(isHelmTemplate('labels: {{ include "labels" . | nindent 4 }}')).toBe(true);
    expect(isHelmTemplate('{{/* .Values in a comment */}}')).toBe(false);
  });

  test('a chart template (not v1beta3) gets no value defaults', () => {
    expect(() => renderExample('bucket: {{ .Values.backups.bucket }}', {})).toThrow(/nil pointer evaluating interface \{\}\.bucket/);
    expect(renderExample('bucket: {{ .Values.backups.bucket | quote }}', {backups: {bucket: 'b'}})).toBe('bucket: "b"');
  });
});

// ---------------------------------------------------------------------------------------------

test.describe('mergeValues', () => {
  test('values files merge in order, later files winning, maps merged deeply', () => {
    const values = mergeValues(['a: 1\nb:\n  c: 1\n  d: 2\nl: [1, 2]', 'b:\n  c: 3\nl: [9]']);
    expect(toJS(values)).toEqual({a: 1, b: {c: 3, d: 2}, l: [9]});
  });

  test('--set follows Helm strvals, after the files', () => {
    const values = mergeValues(
      ['a:\n  b: from-file\n  keep: yes'],
      [
        'a.b=c',
        'list[0]=x',
        'list[1]=y',
        'flag=true',
        'off=FALSE',
        'n=10',
        'f=1.5',
        'zero=0',
        'oct=010',
        'nul=null',
        'arr={a,b,3}',
        'esc=a\\,b',
        'multi=1,other=two',
        'servers[0].port=80',
        'servers[0].host=h',
        'empty=',
      ],
    );
    expect(toJS(values)).toEqual({
      a: {b: 'c', keep: true},
      list: ['x', 'y'],
      flag: true,
      off: false,
      n: 10,
      f: '1.5',
      zero: 0,
      oct: '010',
      nul: null,
      arr: ['a', 'b', 3],
      esc: 'a,b',
      multi: 1,
      other: 'two',
      servers: [{port: 80, host: 'h'}],
      empty: '',
    });
    const types = renderHelm('{{ typeOf .Values.n }} {{ typeOf .Values.f }} {{ typeOf .Values.a.keep }} {{ eq .Values.n 10 }}', values).output;
    expect(types).toBe('int64 string bool true');
  });

  test('numbers from values files are float64, as Helm reads them', () => {
    expect(renderHelm('{{ typeOf .Values.size }} {{ .Values.size }}', mergeValues(['size: 8000000000'])).output).toBe('float64 8e+09');
  });

  test('values files are YAML 1.1, as yaml.v2 reads them: y, n, on, off are booleans, even as keys', () => {
    expect(toJS(mergeValues(['y: 1\nn: 2\nanswer: yes\nport: 0x50']))).toEqual({true: 1, false: 2, answer: true, port: 80});
    // Octal, binary and exponents are numbers; yaml.v2 has no sexagesimal numbers; timestamps become RFC 3339 text.
    expect(toJS(mergeValues(['a: 017\nb: 0o17\nc: 0b11\nd: 1e3\ne: 1:20\nf: 2001-12-14\ng: +12']))).toEqual({a: 15, b: 15, c: 3, d: 1000, e: '1:20', f: '2001-12-14T00:00:00Z', g: 12});
  });

  test('malformed --set values fail with Helm\'s message', () => {
    expect(() => mergeValues([], ['novalue'])).toThrow('failed to parse --set value: novalue: key "novalue" has no value');
    expect(() => mergeValues([], ['a[x]=1'])).toThrow('error parsing index');
    expect(() => mergeValues([], ['a={b,c'])).toThrow("list must terminate with '}'");
    expect(() => mergeValues(['- not a map'])).toThrow('cannot unmarshal array into Go value of type map[string]interface {}');
  });

  test('the Values. prefix is accepted only when asked (preflight template does, preflight does not)', () => {
    expect(toJS(mergeValues([], ['Values.a=1'], {stripValuesPrefix: true}))).toEqual({a: 1});
    expect(toJS(mergeValues([], ['Values.a=1']))).toEqual({Values: {a: 1}});
  });
});

test('a template a Helm chart ships is rendered with that chart\'s metadata, without preflight\'s defaults', () => {
  const secret = 'image: api:{{ .Chart.AppVersion }}\nrelease: {{ .Release.Name }}/{{ .Release.Namespace }}\nbucket: {{ .Values.backups.bucket | quote }}';
  expect(isHelmTemplate(secret)).toBe(true);
  expect(renderExample(secret, {backups: {bucket: 'b'}})).toBe('image: api:1.0.0\nrelease: sample-release/sample-namespace\nbucket: "b"');
  expect(helm('{{ .Chart.AppVersion }}|{{ .Chart.Version }}')).toBe('|');
});

test('the documented root object values match what the engine provides', () => {
  expect(helmDefaults.release).toEqual({Name: 'preflight', Namespace: 'default', IsUpgrade: false, IsInstall: true, Revision: 1, Service: 'Helm'});
  expect(helmDefaults.kubeVersion.Version).toBe('v1.20.0');
  expect(helm('{{ .Capabilities.HelmVersion.GoVersion }}')).toBe(helmDefaults.helmVersion.GoVersion);
  expect(new GoInt(1n).type).toBe('int');
});

// ---------------------------------------------------------------------------------------------
// troubleshoot's pkg/preflight/template_test.go, ported: the same template and values files, the
// same expectations of the rendered spec (docStrings shortened).

test.describe("troubleshoot's template_test.go", () => {
  const analyzer = (name: string, body: string): string =>
    `    {{- if .Values.${name}.enabled }}\n    - docString: |\n        Title: ${name}\n${body}\n    {{- end }}`;
  const template = [
    'apiVersion: troubleshoot.sh/v1beta3',
    'kind: Preflight',
    'metadata:',
    '  name: templated-from-v1beta2',
    'spec:',
    '  analyzers:',
    analyzer(
      'kubernetes',
      [
        '      clusterVersion:',
        '        checkName: Kubernetes version',
        '        outcomes:',
        "          - fail:\n              when: '< {{ .Values.kubernetes.minVersion }}'\n              message: This application requires at least Kubernetes {{ .Values.kubernetes.minVersion }}, and recommends {{ .Values.kubernetes.recommendedVersion }}.",
        "          - warn:\n              when: '< {{ .Values.kubernetes.recommendedVersion }}'\n              message: Your cluster meets the minimum version of Kubernetes, but we recommend you update to {{ .Values.kubernetes.recommendedVersion }} or later.",
        "          - pass:\n              when: '>= {{ .Values.kubernetes.recommendedVersion }}'\n              message: Your cluster meets the recommended and required versions of Kubernetes.",
      ].join('\n'),
    ),
    analyzer(
      'ingress',
      [
        '      {{- if eq .Values.ingress.type "Contour" }}',
        '      customResourceDefinition:',
        '        checkName: Contour IngressRoute CRD',
        '        customResourceDefinitionName: ingressroutes.contour.heptio.com',
        '        outcomes:',
        '          - fail:\n              message: Contour IngressRoute CRD not found; required for ingress routing',
        '          - pass:\n              message: Contour IngressRoute CRD present',
        '      {{- end }}',
      ].join('\n'),
    ),
    analyzer('runtime', "      containerRuntime:\n        outcomes:\n          - pass:\n              when: '== containerd'\n              message: containerd runtime detected\n          - fail:\n              message: Unsupported container runtime; containerd required"),
    analyzer(
      'storage',
      "      storageClass:\n        checkName: Default StorageClass\n        storageClassName: '{{ .Values.storage.className }}'\n        outcomes:\n          - fail:\n              message: Default StorageClass not found\n          - pass:\n              message: Default StorageClass present",
    ),
    analyzer('distribution', "      distribution:\n        outcomes:\n          - fail:\n              when: '== docker-desktop'\n              message: The application does not support Docker Desktop Clusters\n          - warn:\n              message: Unable to determine the distribution of Kubernetes"),
    ...['count', 'cpu', 'memory', 'ephemeral'].map((check) =>
      analyzer(
        `nodeChecks.${check}`,
        `      nodeResources:\n        checkName: ${check}\n        outcomes:\n          - fail:\n              when: 'count() < {{ .Values.cluster.minNodes }}'\n              message: at least {{ .Values.cluster.minNodes }} nodes, {{ .Values.node.minMemoryGi }} GiB\n          - pass:\n              message: ok`,
      ),
    ),
  ].join('\n');

  const minimal = 'kubernetes:\n  enabled: false\nstorage:\n  enabled: false\n  className: "default"\nruntime:\n  enabled: false\ndistribution:\n  enabled: false\ningress:\n  enabled: false\nnodeChecks:\n  count:\n    enabled: false\n  cpu:\n    enabled: false\n  memory:\n    enabled: false\n  ephemeral:\n    enabled: false';
  const full =
    'kubernetes:\n  enabled: true\n  minVersion: "1.22.0"\n  recommendedVersion: "1.29.0"\n\nstorage:\n  enabled: true\n  className: "default"\n\ncluster:\n  minNodes: 3\n  recommendedNodes: 5\n  minCPU: 4\n\nnode:\n  minMemoryGi: 8\n  recommendedMemoryGi: 32\n\ningress:\n  enabled: true\n  type: "Contour"\n\nruntime:\n  enabled: true\n\ndistribution:\n  enabled: true\n\nnodeChecks:\n  count:\n    enabled: true\n  cpu:\n    enabled: true\n  memory:\n    enabled: true\n  ephemeral:\n    enabled: true';
  const values1 = 'kubernetes:\n  enabled: true\n  minVersion: "1.21.0"\n  recommendedVersion: "1.28.0"';
  const values3 = 'kubernetes:\n  enabled: false';

  type Analyzer = Record<string, {checkName?: string; storageClassName?: string; outcomes?: Record<string, {when?: string}>[]}>;
  /** RenderWithHelmTemplate directly, as the Go tests call it: no value defaults. */
  const analyzers = (values: Record<string, unknown> | Map<string, Value>): Analyzer[] => {
    const doc = YAML.parse(renderHelm(template, values as Record<string, unknown>, {seedDefaults: false}).output) as {spec: {analyzers: Analyzer[] | null}};
    return doc.spec.analyzers ?? [];
  };
  const has = (list: Analyzer[], kind: string): boolean => list.some((a) => kind in a);

  test('minimal values yield no analyzers', () => {
    expect(analyzers(mergeValues([minimal]))).toEqual([]);
  });

  test('full values contain the expected analyzers', () => {
    const list = analyzers(mergeValues([full]));
    expect(list.find((a) => a.storageClass)?.storageClass).toMatchObject({checkName: 'Default StorageClass', storageClassName: 'default'});
    expect(list.find((a) => a.customResourceDefinition)?.customResourceDefinition).toMatchObject({checkName: 'Contour IngressRoute CRD'});
    expect(has(list, 'containerRuntime') && has(list, 'distribution')).toBe(true);
    expect(list.filter((a) => a.nodeResources)).toHaveLength(4);
  });

  test('values files merge with the last winning, and --set wins over them', () => {
    expect(has(analyzers(mergeValues([minimal, values1, values3])), 'clusterVersion')).toBe(false);
    expect(has(analyzers(mergeValues([minimal, values1, values3], ['kubernetes.enabled=true'])), 'clusterVersion')).toBe(true);
  });

  test('--set values appear in the rendered outcomes', () => {
    const list = analyzers(mergeValues([minimal], ['kubernetes.enabled=true', 'kubernetes.minVersion=1.25.0', 'kubernetes.recommendedVersion=1.27.0', 'storage.enabled=true', 'runtime.enabled=true']));
    const outcomes = list.find((a) => a.clusterVersion)!.clusterVersion!.outcomes!;
    expect(outcomes[0]!.fail!.when).toBe('< 1.25.0');
    expect(outcomes[1]!.warn!.when).toBe('< 1.27.0');
    expect(has(list, 'storageClass') && has(list, 'containerRuntime')).toBe(true);
  });

  test('template errors, and an `and` that stops before a missing map', () => {
    expect(() => renderHelm(template.replace('{{- if .Values.runtime.enabled }}', '{{- if .Values.invalid.syntax with unclosed brackets'), {}, {seedDefaults: false})).toThrow(TemplateError);
    const guarded = 'spec:\n  analyzers:\n    {{- if and .Values.nonexistent (ne .Values.nonexistent.field nil) }}\n    - clusterVersion: {}\n    {{- end }}';
    expect(renderHelm(guarded, {}, {seedDefaults: false}).output).toBe('spec:\n  analyzers:');
  });
});
