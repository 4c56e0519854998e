import * as strconv from '../go/strconv';
import {fail, ok, type Severity, type WhenGrammar} from './grammar';

/** What an outcome without `when` stands for, per severity. */
const defaults: Record<Severity, string> = {fail: 'false', warn: 'false', pass: 'true'};

/** yamlCompare, jsonCompare and clusterResource with `expectedValue`: a boolean compared with "the values are equal". */
const compareBool: WhenGrammar = {
  id: 'compare-bool',
  title: 'whether the values are equal',
  summary:
    'The condition is a boolean, compared with whether the value found equals the expected value. `"true"` selects the outcome when they are equal, `"false"` when they differ. The value is read with Go\'s `strconv.ParseBool`, exactly as written: no spaces around it, no operator. Without `when`, a `fail` or `warn` outcome stands for `"false"` and a `pass` outcome for `"true"`.',
  forms: [
    {form: 'true', meaning: 'the values are equal; `1`, `t`, `T`, `TRUE` and `True` mean the same'},
    {form: 'false', meaning: 'the values differ; `0`, `f`, `F`, `FALSE` and `False` mean the same'},
    {form: '(empty)', meaning: '`false` on a `fail` or `warn` outcome, `true` on a `pass` outcome'},
  ],
  source: [
    'pkg/analyze/yaml_compare.go#AnalyzeYamlCompare.analyzeYamlCompare',
    'pkg/analyze/json_compare.go#analyzeJsonCompare',
    'pkg/analyze/kube_resource.go#analyzeValue',
  ],
  parse(when, severity) {
    const value = when === '' ? defaults[severity] : when;
    if (strconv.parseBool(value) !== undefined) return ok;
    if (strconv.parseBool(value.trim()) !== undefined) return fail(`"${when}" has spaces around the value; write "${value.trim()}" alone`);
    return fail(`"${when}" is not a boolean; write "true" (the values are equal) or "false" (they differ)`);
  },
};

export default compareBool;
