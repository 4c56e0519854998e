import type {SourceRef} from '../model';

/**
 * The messages `preflight` and `support-bundle` show their users: each entry is one text the code
 * writes (`file %s was not collected`), where it is written, and what a reader who pasted it
 * needs: what leads to it, what it means, what to do, and the page about the subject.
 */

/**
 * Where a reader sees a message:
 * - `terminal`: printed while or when the command runs, whatever the flags;
 * - `debug`: printed only with `--debug` or `-v` (klog's output is discarded otherwise);
 * - `result`: an analyzer result (the interactive view, the text, JSON or YAML output, the
 *   preflight results file, `analysis.json`);
 * - `bundle`: a file in the bundle or the preflight bundle (`collector-errors/...`, `*-errors.json`).
 */
export type MessagePlace = 'terminal' | 'debug' | 'result' | 'bundle';

export interface MessageShown {
  place: MessagePlace;
  /** What the line starts with as printed: `Error: `, ` * `, `Warning: `. */
  prefix?: string;
  /** For `bundle`: the file that holds it, placeholders in angle brackets. */
  file?: string;
}

/** The commands of the two binaries, as reference/cli names them. */
export type MessageCommand = string;

export interface MessageEntry {
  /** The anchor of the entry on its page; unique across the reference. */
  id: string;
  /**
   * The text exactly as the code has it (vendor/troubleshoot/messages.json), Go's format verbs
   * (`%s`, `%v`, `%q`, `%d`) standing for the values the code puts in. A trailing newline is left out.
   */
  text: string;
  /** A short name for each verb of `text`, in order: what the reader sees there (`file`, `namespace`). */
  values?: string[];
  /** The function whose messages hold `text`. */
  source: SourceRef;
  /**
   * Other texts that mean the same and call for the same action: a sibling message (`configmap
   * path ...` beside `secret path ...`), or the same words written by another function. Each is
   * checked at its source, the entry's own when left out.
   */
  variants?: {text: string; values?: string[]; source?: SourceRef}[];
  /** The commands that can show it. */
  commands: MessageCommand[];
  /**
   * How it reaches the reader on its own. Absent when it is only ever seen inside the messages of
   * `within` (a cause that another message wraps).
   */
  shown?: MessageShown;
  /**
   * For a message that wraps another error: where the cause goes, after `: ` (errors.Wrap and
   * Wrapf), or at the verb with this index (`failed to run collector: %s: %v` holds it at 1).
   */
  cause?: 'appended' | number;
  /** The ids of the messages that can wrap this one. */
  within?: string[];
  /** The command and situation that lead to it. Our words; inline code in backticks. */
  when: string;
  /** What it means. */
  meaning: string;
  /** What to do about it. */
  action: string;
  /**
   * The page about the subject: a doc id (the path under docs/ without extension), with a heading
   * anchor if the subject is one section.
   */
  page: string;
  /**
   * The reference entries the message is about (`analyzer/mysql`, `collector/runPod`), when it
   * concerns particular collectors or analyzers: their pages list it.
   */
  entries?: string[];
  /** Other functions that show what `when`, `meaning` or `action` say. */
  evidence?: SourceRef[];
}

/** A page of the error reference: the messages of one part of Troubleshoot. */
export interface MessageGroup {
  /** Its id, the last part of its page's binding (`messages: preflight`). */
  id: string;
  title: string;
  /** One sentence: where these messages come from. */
  summary: string;
  entries: MessageEntry[];
}

/** Go's format verbs, as the messages use them (`%%` is a literal percent sign). */
const verb = /%(?:%|[-+# 0]*\d*(?:\.\d+)?[a-zA-Z])/g;

/** The parts of a text between its verbs, and the verbs: `['file ', ' was not collected']` and `['%s']`. */
export function splitText(text: string): {literals: string[]; verbs: number; verbList: string[]} {
  const literals: string[] = [''];
  const verbList: string[] = [];
  let last = 0;
  for (const match of text.matchAll(verb)) {
    if (match[0] === '%%') {
      literals[literals.length - 1] += `${text.slice(last, match.index)}%`;
    } else {
      literals[literals.length - 1] += text.slice(last, match.index);
      literals.push('');
      verbList.push(match[0]);
    }
    last = match.index! + match[0].length;
  }
  literals[literals.length - 1] += text.slice(last);
  return {literals, verbs: verbList.length, verbList};
}

/** A piece of a message as shown: literal text, or a named value. */
export type MessagePart = {text: string} | {value: string};

/**
 * A text's parts, each verb replaced by its name (or by `fill` for the verb at that index). A `%q`
 * value is shown between the double quotes Go prints around it.
 */
export function messageParts(text: string, values: string[] = [], fill: Record<number, MessagePart[]> = {}): MessagePart[] {
  const {literals, verbList} = splitText(text);
  const parts: MessagePart[] = [];
  const push = (part: MessagePart) => {
    const last = parts[parts.length - 1];
    if ('text' in part && last && 'text' in last) parts[parts.length - 1] = {text: last.text + part.text};
    else parts.push({...part});
  };
  literals.forEach((literal, i) => {
    if (literal) push({text: literal});
    if (i === literals.length - 1) return;
    if (fill[i]) fill[i].forEach(push);
    else if (verbList[i]!.endsWith('q')) [{text: '"'}, {value: values[i] ?? 'value'}, {text: '"'}].forEach(push);
    else push({value: values[i] ?? 'value'});
  });
  return parts;
}
