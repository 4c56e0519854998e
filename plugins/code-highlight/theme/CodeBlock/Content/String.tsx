/**
 * The theme's CodeBlock/Content/String with word wrap on demand. The theme's useCodeWordWrap reads
 * every block's width once the page has hydrated (a forced layout) and sets state in each, which
 * re-renders every block of the page in one long task. Here whether a block scrolls sideways is
 * read when its buttons first show (CodeBlock/Layout), the only time the answer is used.
 */
import {useCallback, useMemo, useRef, useState, type ReactNode} from 'react';
import {useThemeConfig} from '@docusaurus/theme-common';
import {
  CodeBlockContextProvider,
  createCodeBlockMetadata,
  useCodeBlockContext,
  type useCodeWordWrap,
} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/CodeBlock/Content/String';
import CodeBlockLayout from '@theme/CodeBlock/Layout';

export type WordWrapOnDemand = ReturnType<typeof useCodeWordWrap> & {
  /** Reads whether the code scrolls sideways now. */
  measure: () => void;
};

function useWordWrapOnDemand(): WordWrapOnDemand {
  const [isEnabled, setIsEnabled] = useState(false);
  const [isCodeScrollable, setIsCodeScrollable] = useState(false);
  // Typed as the theme's WordWrap has it; React sets it before any handler reads it.
  const codeBlockRef = useRef<HTMLPreElement>(null!);
  // As the theme's toggle: the wrapping styles go on the <code>.
  const toggle = useCallback(() => {
    const code = codeBlockRef.current!.querySelector('code')!;
    if (isEnabled) code.removeAttribute('style');
    else Object.assign(code.style, {whiteSpace: 'pre-wrap', overflowWrap: 'anywhere'});
    setIsEnabled(!isEnabled);
  }, [isEnabled]);
  const measure = useCallback(() => {
    const pre = codeBlockRef.current;
    if (pre) setIsCodeScrollable(pre.scrollWidth > pre.clientWidth);
  }, []);
  return useMemo(
    () => ({codeBlockRef, isEnabled, isCodeScrollable, toggle, measure}),
    [isEnabled, isCodeScrollable, toggle, measure],
  );
}

/** The word wrap of the block being rendered; this component is the only provider of it. */
export function useCodeBlockWordWrap(): WordWrapOnDemand {
  return useCodeBlockContext().wordWrap as WordWrapOnDemand;
}

export default function CodeBlockString(props: Props): ReactNode {
  const {prism} = useThemeConfig();
  const {children: code, className, metastring, language, title, showLineNumbers} = props;
  const metadata = useMemo(
    () =>
      createCodeBlockMetadata({
        code,
        className,
        metastring,
        magicComments: prism.magicComments,
        defaultLanguage: prism.defaultLanguage,
        language,
        title,
        showLineNumbers,
      }),
    [code, className, metastring, prism, language, title, showLineNumbers],
  );
  const wordWrap = useWordWrapOnDemand();
  return (
    <CodeBlockContextProvider metadata={metadata} wordWrap={wordWrap}>
      <CodeBlockLayout />
    </CodeBlockContextProvider>
  );
}
