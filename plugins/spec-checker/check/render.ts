/**
 * Renders a templated spec with the values box, the way `preflight --values` does for v1beta3
 * files (reference/templates, shared with the tests that render every templated example), and
 * keeps where each piece of the output comes from, so that findings in the rendered spec point
 * at the template's lines, which are what the reader edits.
 */
import {TemplateError, positionAt} from '../../../reference/go/template';
import {helmTemplateSet} from '../../../reference/templates/helm-functions';
import {isV1Beta3Template, mergeValues, renderHelm, templateName} from '../../../reference/templates/helm';
import type {RenderedSpec, TemplateSource} from './index';

/** A run of one output line that comes from one place: template text copied as is, or an action's value. */
interface Piece {
  column: number;
  offset: number;
  copied: boolean;
}

/** Collects the pieces of the output line by line (renderHelm's onWrite), and maps output positions back. */
function sourceMap(template: string) {
  const lines: Piece[][] = [[]];
  let column = 1;
  const add = (written: string, pos: number) => {
    const copied = template.startsWith(written, pos);
    // Helm removes `<no value>` from its output; an action is where it comes from.
    const text = copied ? written : written.replaceAll('<no value>', '');
    for (let from = 0; ; ) {
      lines[lines.length - 1]!.push({column, offset: copied ? pos + from : pos, copied});
      const newline = text.indexOf('\n', from);
      if (newline < 0) {
        column += text.length - from;
        return;
      }
      lines.push([]);
      column = 1;
      from = newline + 1;
    }
  };
  const source = (line: number, col: number): TemplateSource => {
    // Past the output (an error at its end), the last piece is the nearest.
    const pieces = lines[Math.min(line, lines.length) - 1]!;
    const piece = [...pieces].reverse().find((p) => p.column <= col) ?? pieces[0] ?? {column: 1, offset: 0, copied: false};
    const exact = piece.copied && line <= lines.length;
    const at = positionAt(template, exact ? piece.offset + col - piece.column : piece.offset);
    const action = exact ? undefined : /^\{\{[\s\S]*?\}\}/.exec(template.slice(piece.offset))?.[0];
    return {line: at.line, column: at.column, exact, ...(action ? {action} : {})};
  };
  return {add, source};
}

/** A template error at its line and column of the template. */
function located(error: unknown): unknown {
  return error instanceof TemplateError ? Object.assign(new Error(error.reason), {line: error.line, column: error.column}) : error;
}

/**
 * Without values, only parses the template (the CLI refuses to render a v1beta3 template without
 * them) and returns undefined; with values, renders it. Throws an error with the template `line`
 * and `column` where the template is wrong, or with `inValues` when the values are.
 */
export function renderSpecTemplate(template: string, values?: string): RenderedSpec | undefined {
  if (values === undefined) {
    try {
      helmTemplateSet().parse(templateName, template);
    } catch (error) {
      throw located(error);
    }
    return undefined;
  }
  let merged;
  try {
    // Helm reads values as YAML 1.1 (`on`, `y` are booleans) and numbers as float64: mergeValues does too.
    merged = mergeValues(values.trim() ? [values] : []);
  } catch (error) {
    throw Object.assign(new Error((error as Error).message.split('\n')[0]), {inValues: true, line: 1, column: 1});
  }
  const map = sourceMap(template);
  try {
    const options = {maxSteps: 200_000, onWrite: map.add};
    const result = renderHelm(template, merged, isV1Beta3Template(template) ? options : {...options, seedDefaults: false});
    return {
      text: result.output,
      source: map.source,
      warnings: result.blanked.map(({expression, position}) => ({
        line: position.line,
        column: position.column,
        message: `Helm renders {{ ${expression} }} as empty text, because its root object has no such field; if Troubleshoot is meant to fill it at analysis time, escape it: {{ "{{ ${expression} }}" }}`,
      })),
    };
  } catch (error) {
    throw located(error);
  }
}
