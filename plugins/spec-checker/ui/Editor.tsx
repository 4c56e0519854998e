/**
 * A code editor made of a textarea over a highlighted copy of its text, with a gutter of line
 * numbers that marks the lines with findings. The textarea keeps everything a browser gives text
 * fields (undo, selection, mobile keyboards, screen readers); the copy underneath only paints.
 */
import {forwardRef, useCallback, useMemo, useRef, type ReactNode} from 'react';
import clsx from 'clsx';
import {tokenizeLine} from './highlight';
import styles from './styles.module.css';

export interface LineMark {
  severity: 'Error' | 'Warning';
  messages: string[];
}

interface Props {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  marks?: Map<number, LineMark>;
  rows?: number;
}

/**
 * Painting every line of a huge paste (a gutter row and highlighted spans each) freezes the page
 * for minutes: past these, the text is painted plain and its lines get no numbers.
 */
const maxPaintedLines = 2000;
const maxPaintedChars = 200_000;

/** The lines to highlight and number, and the text after them, painted plain. */
function splitAtCap(value: string): {lines: string[]; rest: string} {
  const lines = value.slice(0, maxPaintedChars).split('\n', maxPaintedLines + 1);
  if (lines.length <= maxPaintedLines && value.length <= maxPaintedChars) return {lines, rest: ''};
  lines.pop(); // cut short by the cap: it goes with the rest
  return {lines, rest: value.slice(lines.reduce((n, line) => n + line.length + 1, 0))};
}

const Editor = forwardRef<HTMLTextAreaElement, Props>(function Editor({id, label, value, onChange, marks, rows = 20}, ref): ReactNode {
  const paint = useRef<HTMLPreElement>(null);
  const gutter = useRef<HTMLDivElement>(null);
  const {lines, rest} = useMemo(() => splitAtCap(value), [value]);
  const tokens = useMemo(() => lines.map(tokenizeLine), [lines]);
  const sync = useCallback((event: {currentTarget: HTMLTextAreaElement}) => {
    const {scrollTop, scrollLeft} = event.currentTarget;
    if (paint.current) {
      paint.current.scrollTop = scrollTop;
      paint.current.scrollLeft = scrollLeft;
    }
    if (gutter.current) gutter.current.scrollTop = scrollTop;
  }, []);
  return (
    <div className={styles.editor} style={{['--rows' as string]: rows}}>
      <div className={styles.gutter} ref={gutter} aria-hidden="true">
        {lines.map((_, i) => {
          const mark = marks?.get(i + 1);
          return (
            <div key={i} className={clsx(styles.lineNumber, mark && (mark.severity === 'Error' ? styles.errorLine : styles.warningLine))} title={mark?.messages.join('\n')}>
              {i + 1}
            </div>
          );
        })}
      </div>
      <div className={styles.area}>
        <pre className={styles.paint} ref={paint} aria-hidden="true">
          {tokens.map((line, i) => (
            <div key={i} className={clsx(styles.paintLine, marks?.has(i + 1) && styles.markedLine)}>
              {line.map((token, j) =>
                token.kind === 'plain' ? token.text : (
                  <span key={j} className={styles[token.kind]}>
                    {token.text}
                  </span>
                ),
              )}
              {'\n'}
            </div>
          ))}
          {rest}
        </pre>
        <textarea
          ref={ref}
          id={id}
          aria-label={label}
          className={styles.input}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          onScroll={sync}
          wrap="off"
          spellCheck={false}
          autoCapitalize="off"
          autoComplete="off"
          autoCorrect="off"
          rows={rows}
        />
      </div>
    </div>
  );
});

export default Editor;
