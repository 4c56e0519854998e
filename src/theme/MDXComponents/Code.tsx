import type {ComponentProps, ReactNode} from 'react';
import Code from '@theme-original/MDXComponents/Code';
import {BuildTimeTokens} from '@site/plugins/code-highlight/Highlight';

type Props = ComponentProps<typeof Code> & {tokens?: string};

/** Code blocks carry their build-time tokens (plugins/code-highlight) down to the highlighter. */
export default function CodeWrapper({tokens, ...props}: Props): ReactNode {
  const code = <Code {...props} />;
  return tokens ? <BuildTimeTokens value={tokens}>{code}</BuildTimeTokens> : code;
}
