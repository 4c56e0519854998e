import type {ReactNode} from 'react';
import {builtInRules} from '@site/reference/redaction/index';
import type {RedactionCategory} from '@site/reference/redaction/model';

/** How many built-in redaction rules there are, in all or of one category or form: a count from the data. */
export default function RuleCount({category, form}: {category?: RedactionCategory; form?: 'single-line' | 'multi-line'}): ReactNode {
  return builtInRules.filter((rule) => (!category || rule.category === category) && (!form || rule.form === form)).length;
}
