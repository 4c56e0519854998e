import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import type {CollectorReference, Field} from '@site/reference/types';
import {sharedCollectorFields} from '@site/reference/shared';
import ReferenceText from '@site/src/components/ReferenceText';
import ScrollableTable from '@site/src/components/ScrollableTable';
import styles from './styles.module.css';

/** A literal default (`10000`, `false`) is code; a described one ("every namespace") is prose. */
function DefaultValue({value}: {value?: string}): ReactNode {
  if (value === undefined) return '—';
  return /\s/.test(value) ? <ReferenceText text={value} /> : <code>{value}</code>;
}

/** One table row per field, nested fields following their parent as dotted paths. */
export function FieldRows({fields, parent}: {fields: Field[]; parent?: string}): ReactNode {
  return fields.map((field) => {
    const path = parent ? `${parent}.${field.name}` : field.name;
    return [
      <tr key={path} id={`field-${path}`}>
        <td className={styles.fieldName}>
          <code className={styles.name}>{path}</code>
          {field.required && <span className={styles.required}>required</span>}
        </td>
        <td>
          <code>{field.type}</code>
        </td>
        <td>
          <DefaultValue value={field.default} />
        </td>
        <td className={styles.meaning}>
          <ReferenceText text={field.description} />
          {field.values && (
            <>
              {' '}
              Allowed values:{' '}
              {field.values.map((v, i) => (
                <span key={v}>
                  {i > 0 && ', '}
                  <code>{v}</code>
                </span>
              ))}
              .
            </>
          )}
          {field.kubernetesType && (
            <>
              {' '}
              See <Link href={field.kubernetesType.url}>{field.kubernetesType.name}</Link> in the
              Kubernetes API reference.
            </>
          )}
        </td>
      </tr>,
      field.fields && <FieldRows key={`${path}.*`} fields={field.fields} parent={path} />,
    ];
  });
}

/**
 * The table around field rows: column headings, a caption for screen readers, and an optional
 * note below. Shared by every field table so that they all look the same.
 */
export function FieldTableFrame({
  caption,
  note,
  children,
}: {
  caption: string;
  note?: ReactNode;
  children: ReactNode;
}): ReactNode {
  return (
    <>
      <ScrollableTable label={caption}>
        <table className={styles.table}>
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr>
              <th scope="col">Field</th>
              <th scope="col">Type</th>
              <th scope="col">Default</th>
              <th scope="col">Meaning</th>
            </tr>
          </thead>
          <tbody>{children}</tbody>
        </table>
      </ScrollableTable>
      {note && <p className={styles.note}>{note}</p>}
    </>
  );
}

/**
 * The field table of a collector: its own fields (nested ones as dotted paths), then the fields
 * that every collector shares.
 */
export default function FieldTable({collector}: {collector: CollectorReference}): ReactNode {
  return (
    <FieldTableFrame
      caption={`Fields of the ${collector.key} collector`}
      note={
        <>
          <code>collectorName</code> and <code>exclude</code> work the same way on every collector; see{' '}
          <Link to="/docs/collect/collectors#fields-every-collector-accepts">fields every collector accepts</Link>.
        </>
      }>
      <FieldRows fields={collector.fields} />
      <FieldRows fields={sharedCollectorFields} />
    </FieldTableFrame>
  );
}
