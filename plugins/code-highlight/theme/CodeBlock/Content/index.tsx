/**
 * The theme's CodeBlock/Content with one branch added: a Markdown code block shows the HTML built
 * for it at build time (../../../build-html.ts) as it is, so hydration builds no element per line
 * or token. Blocks that number or mark lines, and blocks that components render from strings,
 * take the theme's own path.
 */
import React, {useContext, type ComponentProps, type ReactNode} from 'react';
import clsx from 'clsx';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import {usePrismTheme} from '@docusaurus/theme-common';
import {Highlight} from 'prism-react-renderer';
import type {Props} from '@theme/CodeBlock/Content';
import Line from '@theme/CodeBlock/Line';
import {BuildTimeHtml} from '../../../BuildTimeHtml';
import styles from './styles.module.css';

const Pre = React.forwardRef<HTMLPreElement, ComponentProps<'pre'>>((props, ref) => (
  <pre ref={ref} tabIndex={0} {...props} className={clsx(props.className, styles.codeBlock, 'thin-scrollbar')} />
));

function Code(props: ComponentProps<'code'>) {
  const {metadata} = useCodeBlockContext();
  return (
    <code
      {...props}
      className={clsx(
        props.className,
        styles.codeBlockLines,
        metadata.lineNumbersStart !== undefined && styles.codeBlockLinesWithNumbering,
      )}
      style={{
        ...props.style,
        counterReset: metadata.lineNumbersStart === undefined ? undefined : `line-count ${metadata.lineNumbersStart - 1}`,
      }}
    />
  );
}

export default function CodeBlockContent({className: classNameProp}: Props): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const prismTheme = usePrismTheme();
  const html = useContext(BuildTimeHtml);
  const {code, language, lineNumbersStart, lineClassNames} = metadata;
  if (html !== undefined && lineNumbersStart === undefined && Object.keys(lineClassNames).length === 0) {
    const {color, backgroundColor} = prismTheme.plain;
    return (
      <Pre
        ref={wordWrap.codeBlockRef}
        className={clsx(classNameProp, 'prism-code', `language-${language}`)}
        style={{color, backgroundColor}}>
        <Code dangerouslySetInnerHTML={{__html: html}} />
      </Pre>
    );
  }
  return (
    <Highlight theme={prismTheme} code={code} language={language}>
      {({className, style, tokens: lines, getLineProps, getTokenProps}) => (
        <Pre ref={wordWrap.codeBlockRef} className={clsx(classNameProp, className)} style={style}>
          <Code>
            {lines.map((line, i) => (
              <Line
                key={i}
                line={line}
                getLineProps={getLineProps}
                getTokenProps={getTokenProps}
                classNames={lineClassNames[i]}
                showLineNumbers={lineNumbersStart !== undefined}
              />
            ))}
          </Code>
        </Pre>
      )}
    </Highlight>
  );
}
