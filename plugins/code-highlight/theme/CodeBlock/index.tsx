import {Children, isValidElement, type ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import CodeActions from '../../CodeActions';

/** The text of a code block's children. */
function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (isValidElement(node)) return textOf((node.props as {children?: ReactNode}).children);
  return '';
}

/** Plain strings stay copyable; children with elements are shown as they are. */
function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (Children.toArray(children).some((child) => isValidElement(child))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

/**
 * The theme's CodeBlock remounts every block once the page has hydrated, to swap in the colour
 * mode's Prism theme. This site has one colour mode, so the server's markup is already right, and
 * the remount only cost readers a second render of every block. A block that holds a spec gets
 * the links of the spec checker and the redaction tester under it.
 */
export default function CodeBlock({children: rawChildren, ...props}: Props): ReactNode {
  const children = maybeStringifyChildren(rawChildren);
  return (
    <>
      {typeof children === 'string' ? (
        <StringContent {...props}>{children}</StringContent>
      ) : (
        <ElementContent {...props}>{children}</ElementContent>
      )}
      <CodeActions code={textOf(children)} />
    </>
  );
}
