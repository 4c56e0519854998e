/**
 * The Kubernetes permissions a set of collectors needs, as RBAC objects ready to apply: tick the
 * collectors of a spec, name the namespace, and copy a Role (namespace-scoped rules) and a
 * ClusterRole (cluster-wide rules). Built from each collector's permissions in the reference.
 */
import {useId, useMemo, useState, type ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import type {Permission} from '@site/reference/model';
import type {CatalogRow} from '../../page-data';
import EntryLink from '@site/src/components/reference/EntryLink';
import styles from './styles.module.css';

interface Rule {
  apiGroup: string;
  resource: string;
  verbs: Set<string>;
  notes: Set<string>;
}

/** Merges permissions into RBAC rules, one per API group and resource, verbs united. */
export function rulesOf(permissions: Permission[]): Rule[] {
  const rules = new Map<string, Rule>();
  for (const p of permissions) {
    const key = `${p.apiGroup ?? ''}/${p.resource}`;
    const rule = rules.get(key) ?? {apiGroup: p.apiGroup ?? '', resource: p.resource, verbs: new Set(), notes: new Set()};
    p.verbs.forEach((verb) => rule.verbs.add(verb));
    if (p.when) rule.notes.add(p.when.replace(/`/g, ''));
    rules.set(key, rule);
  }
  return [...rules.values()].sort((a, b) => `${a.apiGroup}/${a.resource}`.localeCompare(`${b.apiGroup}/${b.resource}`));
}

function yamlRules(rules: Rule[]): string {
  return rules
    .map((rule) => {
      const note = rule.notes.size ? `  # needed only ${[...rule.notes].join('; ')}\n` : '';
      const [resource, subresource] = rule.resource.split('/');
      const name = subresource ? `${resource}/${subresource}` : resource;
      return `${note}  - apiGroups: ["${rule.apiGroup}"]\n    resources: ["${name}"]\n    verbs: [${[...rule.verbs].sort().map((v) => `"${v}"`).join(', ')}]`;
    })
    .join('\n');
}

export function rbacYaml(permissions: Permission[], namespace: string, name: string): string {
  const namespaced = rulesOf(permissions.filter((p) => p.scope === 'namespace'));
  const clusterWide = rulesOf(permissions.filter((p) => p.scope === 'cluster'));
  const docs: string[] = [];
  if (namespaced.length) {
    docs.push(`apiVersion: rbac.authorization.k8s.io/v1\nkind: Role\nmetadata:\n  name: ${name}\n  namespace: ${namespace}\nrules:\n${yamlRules(namespaced)}`);
  }
  if (clusterWide.length) {
    docs.push(`apiVersion: rbac.authorization.k8s.io/v1\nkind: ClusterRole\nmetadata:\n  name: ${name}\nrules:\n${yamlRules(clusterWide)}`);
  }
  return docs.join('\n---\n') || '# The chosen collectors need no Kubernetes permission.';
}

export default function RoleBuilder({rows}: {rows: CatalogRow[]}): ReactNode {
  const id = useId();
  const collectors = rows.filter((row) => row.permissions);
  const [chosen, setChosen] = useState<Set<string>>(() => new Set(['clusterInfo', 'clusterResources', 'logs']));
  const [namespace, setNamespace] = useState('default');
  const permissions = useMemo(() => collectors.filter((row) => chosen.has(row.key)).flatMap((row) => row.permissions ?? []), [collectors, chosen]);
  const toggle = (key: string) =>
    setChosen((previous) => {
      const next = new Set(previous);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  return (
    <div className={styles.builder}>
      <fieldset className={styles.choices}>
        <legend>Collectors in the spec</legend>
        {collectors.map((row) => (
          <label key={row.key} className={styles.choice}>
            <input type="checkbox" checked={chosen.has(row.key)} onChange={() => toggle(row.key)} /> <code>{row.key}</code>
          </label>
        ))}
      </fieldset>
      <label className={styles.namespace} htmlFor={`${id}-namespace`}>
        Namespace the Role is for{' '}
        <input id={`${id}-namespace`} value={namespace} onChange={(e) => setNamespace(e.target.value.trim() || 'default')} />
      </label>
      {/* Computed as the reader picks collectors, so it has no build-time highlighting. */}
      <div data-code-source="component">
        <CodeBlock language="yaml" title="troubleshoot-rbac.yaml">
          {rbacYaml(permissions, namespace, 'troubleshoot-collect')}
        </CodeBlock>
      </div>
      <p className={styles.note}>
        Collectors whose rules are marked "needed only" use them for some fields; see their pages:{' '}
        {collectors
          .filter((row) => chosen.has(row.key) && row.permissions?.some((p) => p.when))
          .map((row, i) => (
            <span key={row.key}>
              {i > 0 && ', '}
              <EntryLink entry={row} />
            </span>
          ))}
      </p>
    </div>
  );
}
