import type {ComponentProps, ReactNode} from 'react';
import Code from '@theme-init/MDXComponents/Code';
import {BuildTimeHtml} from '../../BuildTimeHtml';

type Props = ComponentProps<typeof Code> & {highlighted?: string};

/** Markdown code blocks carry their build-time HTML down to CodeBlock/Content. */
export default function CodeWithBuildTimeHtml({highlighted, ...props}: Props): ReactNode {
  const code = <Code {...props} />;
  return highlighted === undefined ? code : <BuildTimeHtml value={highlighted}>{code}</BuildTimeHtml>;
}
