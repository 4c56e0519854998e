/**
 * The place of the redaction tester on a page. Nothing of the tester (RE2, YAML, the built-in
 * rules) loads until the reader opens it, or arrives with a redactor in the URL (`#redactor=`, as
 * the "Try this redactor" action of a code block links).
 */
import {useEffect, useState, type ReactNode} from 'react';
import Loadable from 'react-loadable';
import Loading from '@theme/Loading';
import {hashKey} from './hash';
import styles from './styles.module.css';

const Tester = Loadable({
  loader: () => import(/* webpackChunkName: "redaction-tester" */ './Tester'),
  loading: (props) => (props.error ? <Loading {...props} /> : <p className={styles.hint}>Loading the tester…</p>),
});

export {hashKey} from './hash';

export default function RedactionTester(): ReactNode {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (window.location.hash.startsWith(`#${hashKey}`)) setOpen(true);
  }, []);
  if (open) return <Tester />;
  return (
    <div className={styles.closed}>
      <p>
        Paste a sample file and a Redactor spec, and see the file as the CLI would write it into the bundle, each
        change marked with the rule that made it, or a notice where the tester cannot be sure. It runs in this page
        only: nothing is sent anywhere.
      </p>
      <button type="button" className="button button--primary" onClick={() => setOpen(true)}>
        Open the redaction tester
      </button>
    </div>
  );
}
