/**
 * Actions under a code block that holds a Troubleshoot spec: "Check this spec" opens the spec
 * checker with it, and for a Redactor "Try this redactor" opens the redaction tester. The spec
 * travels in the link's fragment, compressed with lz-string, which loads only when a link is used.
 */
import type {MouseEvent, ReactNode} from 'react';
import useGlobalData from '@docusaurus/useGlobalData';
import type {SpecCheckerGlobalData} from '../../spec-checker/index';
import type {RedactionTesterGlobalData} from '../../redaction-tester/index';
import styles from './styles.module.css';

const specPattern = /^\s*apiVersion:\s*troubleshoot\.(?:sh|replicated\.com)\//m;
const redactorPattern = /^\s*kind:\s*Redactor\s*$/m;

/** Where the tools are, as their plugins publish it. */
function useToolUrls(): {checker?: string; tester?: string} {
  const data = useGlobalData() as {'spec-checker'?: {default?: SpecCheckerGlobalData}; 'redaction-tester'?: {default?: RedactionTesterGlobalData}};
  return {checker: data['spec-checker']?.default?.url, tester: data['redaction-tester']?.default?.url};
}

function open(base: string, key: string, code: string) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    void import('lz-string').then(({compressToEncodedURIComponent}) => {
      window.location.assign(`${base}#${key}=${compressToEncodedURIComponent(code)}`);
    });
  };
}

export default function CodeActions({code}: {code: string}): ReactNode {
  const {checker, tester} = useToolUrls();
  if (!specPattern.test(code) || !checker) return null;
  return (
    <p className={styles.actions} data-search="skip">
      {/* Plain links: the click loads the tool with the spec in the fragment, so the router's
          prefetching of every visible link would only cost time on pages with many examples. */}
      <a href={checker} onClick={open(checker, 'spec', code)}>
        Check this spec
      </a>
      {tester && redactorPattern.test(code) && (
        <a href={tester} onClick={open(tester, 'redactor', code)}>
          Try this redactor
        </a>
      )}
    </p>
  );
}
