import {Children, isValidElement, type ComponentProps, type ReactElement, type ReactNode} from 'react';
import MDXComponents from '@theme-original/MDXComponents';
import ScrollableTable from '@site/src/components/ScrollableTable';

function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (isValidElement(node)) return textOf((node as ReactElement<{children?: ReactNode}>).props.children);
  return '';
}

/** Markdown tables scroll inside a focusable box named after their column headings. */
function Table(props: ComponentProps<'table'>): ReactNode {
  const head = Children.toArray(props.children)[0];
  const columns = textOf(head).trim();
  return (
    <ScrollableTable label={columns ? `Table: ${columns}` : 'Table'}>
      <table {...props} />
    </ScrollableTable>
  );
}

export default {...MDXComponents, table: Table};
