import * as strconv from '../go/strconv';
import {fail, ok, type Severity, type WhenGrammar} from './grammar';

/** What an outcome without `when` stands for, per severity (the code writes the default in). */
const defaults: Record<Severity, string> = {fail: 'false', warn: 'false', pass: 'true'};

/** textAnalyze and clusterResource with `regex`: a boolean compared with "the pattern matched". */
const regexBool: WhenGrammar = {
  id: 'regex-bool',
  title: 'whether the pattern matched',
  summary:
    'The condition is a boolean, compared with whether the regular expression matched anywhere in the text. `"true"` selects the outcome when it matched, `"false"` when it did not. The value is read with Go\'s `strconv.ParseBool`, exactly as written: no spaces around it, no operator. Without `when`, a `fail` or `warn` outcome stands for `"false"` and a `pass` outcome for `"true"`.',
  forms: [
    {form: 'true', meaning: 'the pattern matched; `1`, `t`, `T`, `TRUE` and `True` mean the same'},
    {form: 'false', meaning: 'the pattern did not match; `0`, `f`, `F`, `FALSE` and `False` mean the same'},
    {form: '(empty)', meaning: '`false` on a `fail` or `warn` outcome, `true` on a `pass` outcome'},
  ],
  source: ['pkg/analyze/text_analyze.go#analyzeRegexPattern'],
  parse(when, severity) {
    const value = when === '' ? defaults[severity] : when;
    if (strconv.parseBool(value) !== undefined) return ok;
    if (strconv.parseBool(value.trim()) !== undefined) return fail(`"${when}" has spaces around the value; write "${value.trim()}" alone`);
    return fail(`"${when}" is not a boolean; write "true" (the pattern matched) or "false" (it did not)`);
  },
};

export default regexBool;
