/**
 * The redaction tester: a sample file, its path in the bundle and a Redactor spec in, the file as
 * `support-bundle` would redact it out, each changed line marked and attributed to its rule.
 * Regular expressions run on re2js (RE2, like Go), never on JavaScript's RegExp, in a worker
 * (../../worker.ts) that is replaced when a run takes longer than the time limit. Where the tester
 * cannot be sure what the CLI would write, it says so and shows no output.
 */
import {useEffect, useId, useRef, useState, type ClipboardEvent, type ReactNode} from 'react';
import {decompressFromEncodedURIComponent} from 'lz-string';
import {maxInputBytes} from '../../engine/limits';
import type {RedactRequest, RedactResponse, TesterResult} from '../../worker';
import {hashKey} from './hash';
import styles from './styles.module.css';

/**
 * A run still going after this is stopped, so that a message shows within 2 s. A sample of the
 * largest size with every built-in rule takes a few hundred milliseconds.
 */
const timeLimitMs = 1000;

const exampleSpec = `apiVersion: troubleshoot.sh/v1beta2
kind: Redactor
metadata:
  name: shop-secrets
spec:
  redactors:
    - name: shop-api-keys
      fileSelector:
        files:
          - shop/*.log
      removals:
        regex:
          - redactor: '(api_key=)(?P<mask>[A-Za-z0-9]+)'
`;

const exampleSample = `2026-01-31T08:00:01Z GET /orders api_key=abc123def456 status=200
2026-01-31T08:00:02Z GET /health status=200
`;

function initialSpec(): string {
  if (typeof window === 'undefined' || !window.location.hash.startsWith(`#${hashKey}`)) return exampleSpec;
  return decompressFromEncodedURIComponent(window.location.hash.slice(hashKey.length + 1)) || exampleSpec;
}

type Run =
  | {status: 'running'}
  | {status: 'done'; result: TesterResult}
  | {status: 'problem'; message: string}
  | {status: 'stopped'};

/**
 * The worker that redacts: it runs the latest request only, and a run over the time limit is
 * stopped by replacing the worker. Requests made while the worker's code loads wait for it.
 */
class RedactionWorker {
  private worker!: Worker;
  private ready = false;
  private pending: RedactRequest | undefined;
  private latest = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly report: (run: Run) => void) {
    this.start();
  }

  run(request: Omit<RedactRequest, 'id'>): void {
    const message = {...request, id: ++this.latest};
    this.report({status: 'running'});
    if (this.ready) this.send(message);
    else this.pending = message;
  }

  dispose(): void {
    clearTimeout(this.timer);
    this.worker.terminate();
  }

  private start(): void {
    this.ready = false;
    this.worker = new Worker(/* webpackChunkName: "redaction-worker" */ new URL('../../worker.ts', import.meta.url));
    this.worker.onmessage = (event: MessageEvent<RedactResponse>) => {
      const response = event.data;
      if (response === 'ready') {
        this.ready = true;
        if (this.pending) this.send(this.pending);
        this.pending = undefined;
      } else if (response.id === this.latest) {
        clearTimeout(this.timer);
        this.report('result' in response ? {status: 'done', result: response.result} : {status: 'problem', message: response.problem});
      }
    };
  }

  private send(message: RedactRequest): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.worker.terminate();
      this.start();
      this.report({status: 'stopped'});
    }, timeLimitMs);
    this.worker.postMessage(message);
  }
}

/** The latest run for these inputs, redone 100 ms after they stop changing. */
function useRedaction(request: Omit<RedactRequest, 'id'>): Run {
  const {spec, sample, path, redactOff, crlf} = request;
  const [run, setRun] = useState<Run>({status: 'running'});
  const worker = useRef<RedactionWorker | null>(null);
  useEffect(() => {
    worker.current = new RedactionWorker(setRun);
    return () => worker.current?.dispose();
  }, []);
  useEffect(() => {
    const debounce = setTimeout(() => worker.current?.run({spec, sample, path, redactOff, crlf}), 100);
    return () => clearTimeout(debounce);
  }, [spec, sample, path, redactOff, crlf]);
  return run;
}

export default function Tester(): ReactNode {
  const id = useId();
  const [spec, setSpec] = useState(initialSpec);
  const [sample, setSample] = useState(exampleSample);
  const [path, setPath] = useState('shop/api.log');
  const [redactOff, setRedactOff] = useState(false);
  const [crlf, setCrlf] = useState(false);
  useEffect(() => {
    if (window.location.hash.startsWith(`#${hashKey}`)) document.getElementById(`${id}-spec`)?.scrollIntoView({block: 'center'});
  }, [id]);
  const run = useRedaction({spec, sample, path, redactOff, crlf});
  // A paste over the limit is refused before it reaches the text box, where megabytes of text
  // would keep the browser busy for seconds.
  const [refusedPaste, setRefusedPaste] = useState<string | null>(null);
  const onSamplePaste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    const pasted = event.clipboardData.getData('text');
    // A text box turns "\r\n" into "\n"; the CLI keeps the "\r" in each line, so the box is ticked for it.
    if (pasted.includes('\r\n')) setCrlf(true);
    const bytes = new TextEncoder().encode(pasted).length;
    if (bytes <= maxInputBytes) return;
    event.preventDefault();
    setRefusedPaste(
      `The pasted text is ${(bytes / 1024 / 1024).toFixed(1)} MB and the tester takes samples up to ` +
        `${maxInputBytes / 1024} KB: paste part of the file.`,
    );
  };

  return (
    <section className={styles.tester} aria-label="Redaction tester">
      <div className={styles.inputs}>
        <div>
          <label className={styles.label} htmlFor={`${id}-spec`}>
            Redactor spec
          </label>
          <textarea
            id={`${id}-spec`}
            className={styles.textarea}
            value={spec}
            spellCheck={false}
            onChange={(e) => setSpec(e.target.value)}
          />
        </div>
        <div>
          <label className={styles.label} htmlFor={`${id}-sample`}>
            Sample file
          </label>
          <textarea
            id={`${id}-sample`}
            className={styles.textarea}
            value={sample}
            spellCheck={false}
            onChange={(e) => {
              setRefusedPaste(null);
              setSample(e.target.value);
            }}
            onPaste={onSamplePaste}
          />
        </div>
      </div>
      <div className={styles.options}>
        <label>
          Path in the bundle{' '}
          <input className={styles.path} value={path} onChange={(e) => setPath(e.target.value)} spellCheck={false} />
        </label>
        <label>
          <input type="checkbox" checked={crlf} onChange={(e) => setCrlf(e.target.checked)} /> The file has Windows line
          endings (CRLF)
        </label>
        <label>
          <input type="checkbox" checked={redactOff} onChange={(e) => setRedactOff(e.target.checked)} /> Run with{' '}
          <code>--redact=false</code>
        </label>
      </div>
      {refusedPaste && (
        <p className={styles.problem} role="alert">
          {refusedPaste}
        </p>
      )}
      <Outcome run={run} />
    </section>
  );
}

function Outcome({run}: {run: Run}): ReactNode {
  if (run.status === 'running') return <p className={styles.hint}>Redacting…</p>;
  if (run.status === 'done') return <Result result={run.result} />;
  return (
    <p className={styles.problem} role="alert">
      {run.status === 'problem'
        ? run.message
        : `Stopped: this pattern takes more than ${timeLimitMs / 1000} s on this sample, too long for the browser. ` +
          'Try a shorter sample, or smaller repeat counts such as {1000} in the pattern.'}
    </p>
  );
}

/** The line read out after each run: how much changed. */
function summary(changes: number, lines: number, wholeFile: boolean): string {
  if (changes === 0) return 'No change.';
  const counted = changes === 1 ? '1 change' : `${changes} changes`;
  if (wholeFile) return `${counted}, the whole file rewritten.`;
  return `${counted} on ${lines === 1 ? '1 line' : `${lines} lines`}.`;
}

/** The list under the output names this many changes at most, so that a large sample stays quick to show. */
const listedChanges = 100;

/** The documents of the spec the CLI skips without a word: the reader must see that their rules do not apply. */
function SkippedDocuments({result}: {result: TesterResult}): ReactNode {
  const skipped = result.documents.filter((d) => d.skipped);
  if (skipped.length === 0) return null;
  return (
    <div className={styles.problem} role="alert">
      {skipped.map((d, i) => (
        <p key={i}>
          The CLI skips document {d.document}
          {d.kind && ` (${d.kind})`}: {d.note.replace(/^skipped: /, '')}.
        </p>
      ))}
    </div>
  );
}

/** How the CLI reads the spec: what each document gives, and what the tester states instead of running. */
function SpecReading({result}: {result: TesterResult}): ReactNode {
  const loaded = result.documents.filter((d) => !d.skipped);
  const listed = loaded.length > 1 || loaded.some((d) => d.kind !== 'Redactor') ? loaded : [];
  return (
    <ul className={styles.changes} aria-label="How the CLI reads the spec">
      {result.items === 0 && !result.redactOff && (
        <li>No redactor item is loaded from the spec: the output shows the built-in rules alone, as the CLI applies them.</li>
      )}
      {listed.map((d, i) => (
        <li key={`d${i}`}>
          Document {d.document}
          {d.kind && ` (${d.kind})`}: {d.note}.
        </li>
      ))}
      {result.statements.map((statement) => (
        <li key={statement.message}>{statement.message}</li>
      ))}
      {result.redactOff && (
        <li>
          With <code>--redact=false</code>, <code>support-bundle</code> applies no rule at all, the built-in rules and
          yours alike: the file goes into the bundle as it is.
        </li>
      )}
    </ul>
  );
}

/** What the tester cannot show as output: a run of the CLI it cannot predict, or one that writes no bundle. */
function NoOutput({result}: {result: TesterResult}): ReactNode {
  if (result.crash) {
    return (
      <p className={styles.problem} role="alert">
        <code>support-bundle</code> would stop here: <code>{result.crash.rule}</code> reaches a {result.crash.message}.
      </p>
    );
  }
  return (
    <p className={styles.problem} role="alert">
      Unsure: the tester cannot run <code>{result.unsure[0]!.rule}</code> ({result.unsure[0]!.message}), and Go may
      accept this pattern, so this page cannot tell what <code>support-bundle</code> would write. No output is shown.
    </p>
  );
}

function Result({result}: {result: TesterResult}): ReactNode {
  if (result.errors.length === 0 && (result.crash || result.unsure.length > 0)) {
    return (
      <div>
        <NoOutput result={result} />
        <SkippedDocuments result={result} />
        <SpecReading result={result} />
      </div>
    );
  }
  const rulesByLine = new Map<number, string[]>();
  for (const change of result.changes) {
    const rules = rulesByLine.get(change.line) ?? [];
    rules.push(change.rule);
    rulesByLine.set(change.line, rules);
  }
  const wholeFile = rulesByLine.get(0);
  const lines = result.output.split('\n');
  const unlisted = result.changes.length - listedChanges;
  return (
    <div>
      {result.errors.length > 0 && (
        <p className={styles.problem} role="alert">
          A rule for this file cannot be built, so <code>support-bundle</code> would write the file as it was, without
          any redaction, and end with an error.
        </p>
      )}
      <SkippedDocuments result={result} />
      <h3>Redacted file</h3>
      <pre className={styles.output} tabIndex={0} aria-label="Redacted file">
        {lines.map((line, i) => {
          const rules = wholeFile ?? rulesByLine.get(i + 1);
          return (
            <span key={i} className={rules ? styles.changed : undefined} title={rules?.join(', ')}>
              {line}
              {i < lines.length - 1 ? '\n' : ''}
            </span>
          );
        })}
      </pre>
      <p role="status">{summary(result.changes.length, rulesByLine.size, Boolean(wholeFile))}</p>
      <ul className={styles.changes} aria-label="Changes">
        {result.changes.length === 0 && <li>No rule changed this file.</li>}
        {result.changes.slice(0, listedChanges).map((change, i) => (
          <li key={i}>
            {change.line === 0 ? 'The whole file, rewritten' : `Line ${change.line}`}: <code>{change.rule}</code>
            {change.builtIn && ' (built-in)'}
          </li>
        ))}
        {unlisted > 0 && <li>And {unlisted} more, marked in the file above.</li>}
        {result.skipped.map((name) => (
          <li key={name}>
            <code>{name}</code> skipped: its file selector does not match the path.
          </li>
        ))}
        {result.notes.map((note) => (
          <li key={note.rule + note.message}>
            <code>{note.rule}</code>: {note.message}
          </li>
        ))}
        {result.errors.map((error) => (
          <li key={error.rule + error.message} className={styles.problem}>
            <code>{error.rule}</code>: {error.message}
          </li>
        ))}
      </ul>
      <SpecReading result={result} />
      {!result.redactOff && (
        <p className={styles.hint}>
          Not modelled: <code>--tokenize</code>. With it, <code>support-bundle</code> writes tokens such as{' '}
          <code>***TOKEN_PASSWORD_3FA9C1***</code> in place of most masks, each hash keyed by a value drawn at random on
          every run, so the tester shows <code>***HIDDEN***</code> instead.
        </p>
      )}
    </div>
  );
}
