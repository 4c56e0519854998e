import {useEffect, type ReactNode} from 'react';
import CopyButton from '@theme-init/CodeBlock/Buttons/CopyButton';
import type CopyButtonType from '@theme/CodeBlock/Buttons/CopyButton';
import type {WrapperProps} from '@docusaurus/types';
import {installClipboardFallback} from '@site/src/utils/clipboardFallback';

type Props = WrapperProps<typeof CopyButtonType>;

/** The theme's copy button, with a fallback for pages served without navigator.clipboard. */
export default function CopyButtonWrapper(props: Props): ReactNode {
  useEffect(installClipboardFallback, []);
  return <CopyButton {...props} />;
}
