import type {ReactNode} from 'react';
import type {PageData} from '../../page-data';
import Text from '@site/src/components/reference/Text';

/** The Kubernetes permissions a collector uses, one RBAC rule per item. */
export default function Permissions({data}: {data: PageData}): ReactNode {
  if (data.entry.kind !== 'collector') return null;
  const {permissions} = data.entry;
  if (permissions.length === 0) return <p>It needs no Kubernetes permission.</p>;
  return (
    <ul>
      {permissions.map((rule) => (
        <li key={`${rule.apiGroup ?? ''}/${rule.resource}/${rule.verbs.join()}/${rule.when ?? ''}`}>
          {rule.verbs.map((verb, i) => (
            <span key={verb}>
              {i > 0 && ', '}
              <code>{verb}</code>
            </span>
          ))}{' '}
          on <code>{rule.resource}</code>
          {rule.apiGroup ? (
            <>
              {' '}
              (group <code>{rule.apiGroup}</code>)
            </>
          ) : null}{' '}
          {rule.scope === 'cluster' ? 'across the cluster' : 'in the namespace'}
          {rule.when && (
            <>
              , <Text text={rule.when} />
            </>
          )}
          {rule.prechecked && '; checked before the collector runs'}.
        </li>
      ))}
    </ul>
  );
}
