import type {ReactNode} from 'react';
import {MDXProvider} from '@mdx-js/react';
import Link from '@docusaurus/Link';
import CodeBlock from '@theme/CodeBlock';
import MDXCode from '@theme/MDXComponents/Code';
import MDXPre from '@theme/MDXComponents/Pre';
import ExampleSpec from './ExampleSpec.mdx';
import styles from './styles.module.css';

const installCommands = `kubectl krew install preflight
kubectl krew install support-bundle`;

export default function HomeInstall(): ReactNode {
  return (
    <section className={styles.install} aria-labelledby="try-it">
      <div className="container">
        <h2 id="try-it">Try it on your cluster</h2>
        <div className={styles.columns}>
          <div>
            <h3>1. Install the plugins</h3>
            <p>
              Both tools are kubectl plugins, distributed through{' '}
              <Link href="https://krew.sigs.k8s.io/">krew</Link>.
            </p>
            <CodeBlock language="bash">{installCommands}</CodeBlock>
            <h3>2. Run the spec</h3>
            <p>Save the spec as <code>preflight.yaml</code>, then:</p>
            <CodeBlock language="bash">kubectl preflight ./preflight.yaml</CodeBlock>
            <p>
              Each check prints pass, warn or fail with your message. Continue with the{' '}
              <Link to="/docs/preflight/">preflight guide</Link>.
            </p>
            <h3>3. Check your own specs</h3>
            <p>
              Paste a spec into the <Link to="/spec-checker">spec checker</Link> to see every unknown key,
              wrong type and <code>when</code> an analyzer cannot read, at its line, before you run it.
            </p>
          </div>
          <div>
            <h3>A complete preflight spec</h3>
            {/* The theme's code block, without the whole MDX component map of a doc page. */}
            <MDXProvider components={{pre: MDXPre, code: MDXCode}}>
              <ExampleSpec />
            </MDXProvider>
          </div>
        </div>
      </div>
    </section>
  );
}
