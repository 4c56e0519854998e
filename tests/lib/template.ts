/**
 * Renders the Helm-style parts of an example (`{{ .Values.x }}`, `{{ .Release.Name }}`,
 * `{{ .Chart.AppVersion }}`) with sample values, so templated specs can be validated like any
 * other. Other `{{ ... }}` are left alone: analyzer messages use Go templates that Troubleshoot
 * fills in at analysis time. Only the functions below are supported; anything else is an error
 * that names the expression, so a new example cannot slip through unrendered.
 */
type Values = Record<string, unknown>;

const builtIns: Values = {
  Release: {Name: 'sample-release', Namespace: 'sample-namespace', Revision: 1},
  Chart: {Name: 'sample-chart', Version: '1.0.0', AppVersion: '1.0.0'},
};

const helmExpression = /\{\{-?\s*((?:\.Values|\.Release|\.Chart)[^}]*?)\s*-?\}\}/g;

function lookup(root: Values, path: string): unknown {
  return path
    .split('.')
    .filter(Boolean)
    .reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Values)[key] : undefined), root);
}

function literal(token: string): unknown {
  if (/^".*"$/.test(token)) return JSON.parse(token);
  if (token === 'true' || token === 'false') return token === 'true';
  if (/^-?\d+(\.\d+)?$/.test(token)) return Number(token);
  throw new Error(`unsupported template argument ${token}`);
}

const functions: Record<string, (value: unknown, arg?: unknown) => unknown> = {
  default: (value, fallback) => (value === undefined || value === null || value === '' ? fallback : value),
  quote: (value) => JSON.stringify(value === undefined || value === null ? '' : String(value)),
  squote: (value) => `'${value ?? ''}'`,
  lower: (value) => String(value ?? '').toLowerCase(),
  upper: (value) => String(value ?? '').toUpperCase(),
  toString: (value: unknown) => String(value ?? ''),
};

export function renderHelmTemplate(text: string, values: Values): string {
  const control = /\{\{-?\s*(if|range|with|define|include|template)\b[^}]*\}\}/.exec(text);
  if (control) throw new Error(`unsupported template action ${control[0]}; extend tests/lib/template.ts`);
  const root: Values = {...builtIns, Values: values};
  return text.replace(helmExpression, (whole, expression: string) => {
    const [head, ...pipes] = expression.split('|').map((part) => part.trim());
    let value = lookup(root, head!.slice(1));
    for (const pipe of pipes) {
      const [name, arg] = pipe.split(/\s+/, 2);
      const fn = functions[name!];
      if (!fn) throw new Error(`unsupported template function "${name}" in ${whole}`);
      value = fn(value, arg === undefined ? undefined : literal(arg));
    }
    return value === undefined || value === null ? '' : String(value);
  });
}

export function isHelmTemplate(text: string): boolean {
  helmExpression.lastIndex = 0;
  return helmExpression.test(text) || /\{\{-?\s*(if|range|with|define|include)\b/.test(text);
}
