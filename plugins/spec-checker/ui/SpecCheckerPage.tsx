/**
 * The spec checker page: an editor, the findings of the checker (run in a worker as the reader
 * types), a values box for templated specs, and a link that carries the spec in the URL fragment
 * (`#spec=` and lz-string's compressToEncodedURIComponent of the text), so a link reproduces a
 * check and nothing reaches a server.
 */
import {useCallback, useEffect, useMemo, useRef, useState, type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import {compressToEncodedURIComponent, decompressFromEncodedURIComponent} from 'lz-string';
import {tooLarge, tooLargeMessage} from '../check/limits';
import type {CheckRequest, CheckResponse, LoadingMessage, ReleasesMessage, ShownFinding} from '../worker';
import Editor, {type LineMark} from './Editor';
import styles from './styles.module.css';

const example = `apiVersion: troubleshoot.sh/v1beta2
kind: Preflight
metadata:
  name: shop-requirements
spec:
  analyzers:
    - clusterVersion:
        outcomes:
          - fail:
              when: "< 1.28.0"
              message: The shop needs Kubernetes 1.28 or later.
          - pass:
              message: The Kubernetes version is supported.
    - nodeResources:
        checkName: Enough nodes
        outcomes:
          - fail:
              when: "count() < 3"
              message: The shop needs at least three nodes.
          - pass:
              message: There are three or more nodes.
`;

/**
 * How long a check may run before the worker is stopped: a hung check must be reported within
 * 3 seconds, counting the pause after typing and starting a new worker.
 */
const timeLimitMs = 2500;

interface Shared {
  spec: string;
  values: string;
}

function readFragment(hash: string): Shared | undefined {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const spec = params.get('spec');
  if (!spec) return undefined;
  return {
    spec: decompressFromEncodedURIComponent(spec) ?? '',
    values: decompressFromEncodedURIComponent(params.get('values') ?? '') ?? '',
  };
}

function fragmentOf({spec, values}: Shared): string {
  const parts = [`spec=${compressToEncodedURIComponent(spec)}`];
  if (values) parts.push(`values=${compressToEncodedURIComponent(values)}`);
  return `#${parts.join('&')}`;
}

type State = {status: 'idle' | 'checking'} | {status: 'done'; findings: ShownFinding[]; millis: number} | {status: 'stopped'};

/** Runs checks in a worker; a check that runs too long is stopped by replacing the worker. */
function useChecker(spec: string, values: string, version: string, ready: boolean): {state: State; releases: string[]} {
  const [state, setState] = useState<State>({status: 'idle'});
  const [releases, setReleases] = useState<string[]>([]);
  const worker = useRef<Worker | null>(null);
  const next = useRef(0);
  /** Whether the latest check sent is still waiting for its answer. */
  const waiting = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  /** Settles when the worker has loaded (its first message): the time limit counts from then, not from its loading. */
  const loaded = useRef<Promise<void>>(Promise.resolve());
  /**
   * Whether the worker is fetching the template renderer. It loads chunks with importScripts, which
   * blocks it: a check sent meanwhile waits unread, so its time limit starts when the fetch ends.
   */
  const fetchingRenderer = useRef(false);
  const start = useCallback(() => {
    worker.current?.terminate();
    fetchingRenderer.current = false;
    let settle: () => void = () => undefined;
    loaded.current = new Promise((resolve) => (settle = resolve));
    worker.current = new Worker(new URL('../worker.ts', import.meta.url));
    worker.current.onmessage = (event: MessageEvent<CheckResponse | LoadingMessage | ReleasesMessage>) => {
      if ('releases' in event.data) {
        setReleases(event.data.releases);
        settle();
        return;
      }
      if ('loading' in event.data) {
        // The limit is for checking: it waits while the worker fetches the template renderer, for
        // whichever check asked for it, and then covers the check still waiting for an answer.
        fetchingRenderer.current = event.data.loading;
        if (event.data.loading) clearTimeout(timer.current);
        else if (waiting.current) armTimeLimit();
        return;
      }
      if (event.data.id !== next.current) return;
      waiting.current = false;
      clearTimeout(timer.current);
      setState({status: 'done', findings: event.data.findings, millis: event.data.millis});
    };
  }, []);
  /** Past the time limit, the check is reported stopped and the worker replaced. */
  const armTimeLimit = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      start();
      setState({status: 'stopped'});
    }, timeLimitMs);
  }, [start]);
  useEffect(() => {
    start();
    return () => worker.current?.terminate();
  }, [start]);
  useEffect(() => {
    if (!ready) return undefined;
    const debounce = setTimeout(() => {
      const id = ++next.current;
      waiting.current = true;
      setState({status: 'checking'});
      clearTimeout(timer.current);
      worker.current?.postMessage({id, text: spec, values, version} satisfies CheckRequest);
      void loaded.current.then(() => {
        if (id === next.current && !fetchingRenderer.current) armTimeLimit();
      });
    }, 150);
    return () => clearTimeout(debounce);
  }, [spec, values, version, ready, armTimeLimit]);
  return {state, releases};
}

export default function SpecCheckerPage(): ReactNode {
  const [spec, setSpec] = useState(example);
  const [values, setValues] = useState('');
  const [version, setVersion] = useState('');
  const [ready, setReady] = useState(false);
  const [copied, setCopied] = useState(false);
  /** Whether the link held a text too large to check, which was not loaded. */
  const [refused, setRefused] = useState(false);
  const editor = useRef<HTMLTextAreaElement>(null);
  const valuesEditor = useRef<HTMLTextAreaElement>(null);

  // A link with a spec in its fragment opens with that spec, and is checked at once.
  useEffect(() => {
    const read = () => {
      const shared = readFragment(window.location.hash);
      if (shared) {
        // A text the checker refuses stays out of the editor: laying out megabytes in a textarea alone takes seconds.
        const refuse = tooLarge(shared.spec) || tooLarge(shared.values);
        setRefused(refuse);
        setSpec(refuse ? '' : shared.spec);
        setValues(refuse ? '' : shared.values);
      }
      setReady(true);
    };
    read();
    window.addEventListener('hashchange', read);
    return () => window.removeEventListener('hashchange', read);
  }, []);

  const checker = useChecker(spec, values, version, ready);
  const {releases} = checker;
  const state = useMemo<State>(
    () => (refused ? {status: 'done', findings: [{severity: 'Error', line: 1, column: 1, message: `${tooLargeMessage}: the text of this link was not loaded`}], millis: 0} : checker.state),
    [refused, checker.state],
  );
  const editSpec = (text: string) => {
    setRefused(false);
    setSpec(text);
  };
  const findings = state.status === 'done' ? state.findings : [];
  const errors = findings.filter((f) => f.severity === 'Error').length;
  const templated = /\{\{/.test(spec);
  // Findings about the values box mark it, not the spec.
  const marks = useMemo(() => {
    const spec = new Map<number, LineMark>();
    const values = new Map<number, LineMark>();
    for (const f of findings) {
      const map = f.in === 'values' ? values : spec;
      const mark = map.get(f.line) ?? {severity: f.severity, messages: []};
      if (f.severity === 'Error') mark.severity = 'Error';
      mark.messages.push(`${f.severity}: ${f.message}`);
      map.set(f.line, mark);
    }
    return {spec, values};
  }, [findings]);

  const goTo = (finding: ShownFinding) => {
    const [area, text] = finding.in === 'values' ? [valuesEditor.current, values] : [editor.current, spec];
    if (!area) return;
    const lines = text.split('\n');
    const offset = lines.slice(0, finding.line - 1).reduce((n, l) => n + l.length + 1, 0) + Math.max(0, finding.column - 1);
    area.focus();
    area.setSelectionRange(offset, offset);
  };

  const share = async () => {
    const hash = fragmentOf({spec, values});
    window.history.replaceState(null, '', hash);
    try {
      await navigator.clipboard.writeText(window.location.href);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      // The link is in the address bar either way.
    }
  };

  return (
    <Layout title="Spec checker" description="Paste a Troubleshoot spec and see every mistake at its line: unknown keys, wrong types, when conditions an analyzer cannot read, analyzers with nothing to read.">
      <main className={`container margin-vert--lg ${styles.page}`}>
        <h1>Spec checker</h1>
        <p>
          Paste a <code>SupportBundle</code>, <code>Preflight</code>, <code>HostPreflight</code>, <code>Redactor</code> or any
          other Troubleshoot spec (several documents, or a Secret or ConfigMap that carries one, are fine). Each mistake is
          shown at its line with how to fix it. The check runs in this page only: nothing is sent anywhere. Field names link
          to the <Link to="/docs/">reference</Link>.
        </p>
        <div className={styles.layout}>
          <div>
            <Editor ref={editor} id="spec-checker-input" label="Spec to check" value={spec} onChange={editSpec} marks={marks.spec} />
            <div className={styles.controls}>
              <button type="button" className="button button--secondary button--sm" onClick={share}>
                {copied ? 'Link copied' : 'Copy a link to this check'}
              </button>
              <button type="button" className="button button--secondary button--sm" onClick={() => editSpec('')}>
                Clear
              </button>
              <label>
                Troubleshoot version{' '}
                <select value={version} onChange={(e) => setVersion(e.target.value)}>
                  <option value="">latest{releases[0] ? ` (${releases[0]})` : ''}</option>
                  {releases.slice(1).map((release) => (
                    <option key={release} value={release}>
                      {release}
                    </option>
                  ))}
                </select>
              </label>
            </div>
            {templated && (
              <div className={styles.values}>
                <h2>Values</h2>
                <p>This spec is a template. Give the values to render it with, as YAML (what <code>--values</code> files hold).</p>
                <Editor ref={valuesEditor} id="spec-checker-values" label="Values for the template" value={values} onChange={setValues} marks={marks.values} rows={8} />
              </div>
            )}
          </div>
          <section aria-labelledby="spec-checker-results">
            <h2 id="spec-checker-results">Findings</h2>
            <Results state={state} errors={errors} findings={findings} goTo={goTo} />
          </section>
        </div>
      </main>
    </Layout>
  );
}

/** The Troubleshoot code that decides a finding, at the commit the reference was read from. */
function CodeLink({location, url}: {location: string; url: string}): ReactNode {
  const [file, symbol] = location.split('#');
  return (
    <>
      {' '}
      <a href={url} title={`${file}, ${symbol}`} aria-label={`The code that decides it: ${symbol} in ${file}`}>
        Code
      </a>
    </>
  );
}

function Results({state, errors, findings, goTo}: {state: State; errors: number; findings: ShownFinding[]; goTo: (f: ShownFinding) => void}): ReactNode {
  if (state.status === 'stopped') {
    return (
      <p role="alert" className={styles.error}>
        The check was stopped after {timeLimitMs / 1000} seconds: the text is too large or too deeply nested to check here.
      </p>
    );
  }
  if (state.status !== 'done') return <p aria-live="polite">Checking…</p>;
  return (
    <div aria-live="polite">
      <p className={styles.summary} data-testid="summary">
        {errors === 0 ? 'No errors' : `${errors} ${errors === 1 ? 'error' : 'errors'}`}
        {findings.length > errors && `, ${findings.length - errors} ${findings.length - errors === 1 ? 'warning' : 'warnings'}`}
      </p>
      <ul className={styles.findings} data-testid="findings">
        {findings.map((f, i) => (
          <li key={i} className={styles.finding}>
            <span className={f.severity === 'Error' ? styles.error : styles.warning}>{f.severity}</span>{' '}
            <button type="button" onClick={() => goTo(f)}>
              line {f.line}, column {f.column}
            </button>
            : {f.message}
            {f.link && (
              <>
                {' '}
                <Link to={f.link}>Reference</Link>
              </>
            )}
            {f.source?.[0] && f.sourceUrl && <CodeLink location={f.source[0]} url={f.sourceUrl} />}
          </li>
        ))}
      </ul>
    </div>
  );
}
