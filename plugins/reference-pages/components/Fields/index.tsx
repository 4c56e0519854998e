import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import type {EntryKind, Field} from '@site/reference/model';
import {fieldAnchor} from '@site/reference/anchors';
import {useAnchor} from '../useAnchor';
import type {PageData} from '../../page-data';
import Text from '@site/src/components/reference/Text';
import BehaviourText from '@site/src/components/reference/BehaviourText';
import {formatNames} from '@site/src/components/reference/labels';
import styles from './styles.module.css';

/** Name, type, default and "required" of one field: the narrow column. */
function Facts({field, path, parent, kind, since}: {field: Field; path: string; parent?: string; kind: EntryKind; since?: string}): ReactNode {
  const anchor = fieldAnchor(kind, path);
  const register = useAnchor();
  return (
    <dt id={register(anchor)} className={styles.facts}>
      <a className={styles.name} href={`#${anchor}`}>
        <code>
          {parent && <span className={styles.parent}>{parent}.</span>}
          {field.name}
        </code>
      </a>{' '}
      {field.required && <span className={styles.required}>required</span>}{' '}
      <span className={styles.type}>
        {field.type}
        {field.format && `, ${formatNames[field.format]}`}
      </span>{' '}
      {(field.default !== undefined || field.defaultText) && (
        <span className={styles.default}>
          default{' '}
          {field.default !== undefined ? <code>{field.default}</code> : <Text text={field.defaultText!} />}
        </span>
      )}{' '}
      {since && <span className={styles.since}>since {since}</span>}
    </dt>
  );
}

/** What the field means, its allowed values and the behaviour that concerns it: the wide column. */
function Meaning({field}: {field: Field}): ReactNode {
  return (
    <dd className={styles.meaning}>
      <Text text={field.description} />
      {field.values && (
        <>
          {' '}
          One of{field.valuesIgnoreCase && ', in any letter case,'}{' '}
          {field.values.map((value, i) => (
            <span key={value}>
              {i > 0 && ', '}
              <code>{value}</code>
            </span>
          ))}
          .
        </>
      )}
      {field.kubernetesType && (
        <>
          {' '}
          See <Link href={field.kubernetesType.url}>{field.kubernetesType.name}</Link> in the Kubernetes API reference.
        </>
      )}
      {field.notes?.map((note) => (
        <div key={note.text} className={styles.note}>
          <BehaviourText behaviour={note} />
        </div>
      ))}
    </dd>
  );
}

/**
 * Each field as a term and its description, in a group of its own; nested fields follow their
 * parent as groups marked with their depth (a `dl` may only hold groups of `dt` and `dd`).
 */
function fieldItems(kind: EntryKind, fields: Field[], parent: string | undefined, depth: number, since: Record<string, string>): ReactNode[] {
  return fields.flatMap((field) => {
    const path = parent ? `${parent}.${field.name}` : field.name;
    return [
      <div key={path} className={styles.field} data-depth={depth || undefined}>
        <Facts field={field} path={path} parent={parent} kind={kind} since={since[path]} />
        <Meaning field={field} />
      </div>,
      ...(field.fields && !field.kubernetesType ? fieldItems(kind, field.fields, path, depth + 1, since) : []),
    ];
  });
}

/** A list of fields, usable wherever fields are shown (an entry's page, a kind's overview). */
export function FieldList({fields, label, kind, since = {}}: {fields: Field[]; label: string; kind: EntryKind; since?: Record<string, string>}): ReactNode {
  return (
    <dl className={styles.fields} aria-label={label}>
      {fieldItems(kind, fields, undefined, 0, since)}
    </dl>
  );
}

/** The fields of the page's entry, then the fields its kind shares, linked to where they are explained. */
export default function Fields({data}: {data: PageData}): ReactNode {
  const {entry, fields, shared} = data;
  return (
    <>
      <FieldList fields={[...fields, ...shared.fields]} label={`Fields of ${entry.key}`} kind={entry.kind} since={data.since.fields} />
      {shared.fields.length > 0 && shared.url && (
        <p className={styles.sharedNote}>
          {shared.fields.map((field, i) => (
            <span key={field.name}>
              {i > 0 && (i === shared.fields.length - 1 ? ' and ' : ', ')}
              <code>{field.name}</code>
            </span>
          ))}{' '}
          are accepted by every {/ollector$/.test(entry.kind) ? 'collector' : 'analyzer'}:{' '}
          <Link to={shared.url}>shared fields</Link>.
        </p>
      )}
    </>
  );
}
