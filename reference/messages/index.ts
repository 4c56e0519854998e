import type {MessageEntry, MessageGroup, MessagePart} from './model';
import {messageParts} from './model';
import preflight from './preflight';
import supportBundle from './support-bundle';
import specs from './specs';
import collectors from './collectors';
import analyzers from './analyzers';
import host from './host';
import redaction from './redaction';

/** The registry of messages, one group per page of the error reference, in the order of the pages. */
export const messageGroups: readonly MessageGroup[] = [preflight, supportBundle, specs, collectors, analyzers, host, redaction];

export function allMessages(): MessageEntry[] {
  return messageGroups.flatMap((group) => group.entries);
}

const byId = new Map(allMessages().map((entry) => [entry.id, entry]));

export function findMessage(id: string): MessageEntry | undefined {
  return byId.get(id);
}

export function groupOf(entry: MessageEntry): MessageGroup {
  return messageGroups.find((group) => group.entries.includes(entry))!;
}

/** One way a message reaches the reader: the line as printed, outermost message first. */
export interface PrintedLine {
  /** The entry that shows the line (the outermost message), and the prefix it is shown with. */
  shownBy: string;
  parts: MessagePart[];
}

/** A message's parts with its cause (if it wraps one) filled by `inner`. */
function wrapParts(entry: MessageEntry, inner: MessagePart[]): MessagePart[] {
  if (entry.cause === undefined) return messageParts(entry.text, entry.values);
  if (entry.cause === 'appended') return [...messageParts(entry.text, entry.values), {text: ': '}, ...inner];
  return messageParts(entry.text, entry.values, {[entry.cause]: inner});
}

/** What stands for the cause of a message when the message is shown alone. */
const anyCause: MessagePart[] = [{value: 'cause'}];

/**
 * The lines a message can be part of: itself where it is shown, and each message that wraps it,
 * up to one that is shown, with the text of each level in place of its cause. A reader may paste
 * any of these lines, or any part of one.
 */
export function printedLines(entry: MessageEntry): PrintedLine[] {
  const lines: PrintedLine[] = [];
  const seen = new Set<string>();
  const climb = (current: MessageEntry, parts: MessagePart[], path: string[]) => {
    if (current.shown) {
      const prefix = current.shown.prefix ? [{text: current.shown.prefix}] : [];
      const key = JSON.stringify([current.id, parts]);
      if (!seen.has(key)) {
        seen.add(key);
        lines.push({shownBy: current.id, parts: [...prefix, ...parts]});
      }
    }
    for (const id of current.within ?? []) {
      const wrapper = findMessage(id);
      if (!wrapper || path.includes(id)) continue;
      climb(wrapper, wrapParts(wrapper, parts), [...path, id]);
    }
  };
  climb(entry, wrapParts(entry, anyCause), [entry.id]);
  return lines;
}

/** The plain text of message parts, each value as `<name>`. */
export function partsText(parts: MessagePart[]): string {
  return parts.map((part) => ('text' in part ? part.text : `<${part.value}>`)).join('');
}

/**
 * The messages a doc page should list: those whose subject page it is (a doc id, the path under
 * docs/ without extension), and those about the reference entries the page is bound to.
 */
export function messagesAbout(docId: string, boundEntries: readonly string[] = []): MessageEntry[] {
  return allMessages().filter(
    (entry) => entry.page.split('#')[0] === docId || (entry.entries ?? []).some((id) => boundEntries.includes(id)),
  );
}
