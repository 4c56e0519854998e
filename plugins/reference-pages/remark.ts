/**
 * Hands reference data and components to MDX pages, so that page content names a component
 * (`<Fields />`) and nothing else: for each registered component used on a page, this adds the
 * import of the component and, for components that render an entry, the import of the page's
 * generated data and a `data` prop. Pages bound to an entry also get its facts line on top.
 */
import type {Root, RootContent} from 'mdast';
import type {MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement} from 'mdast-util-mdx-jsx';
import type {MdxjsEsm} from 'mdast-util-mdxjs-esm';
import type {Program} from 'estree';
import type {VFile} from 'vfile';
import {visit} from 'unist-util-visit';
import {bindingKey, boundMessageGroup, catalogFile, entryFile, generatedImport, messageGroupFile, messageIndexFile, messagesAboutFile, messagesKey, parseBinding, schemaListFile} from './binding';
import {messagesSectionDoc} from './message-sections';

/**
 * The components content may use, and what each needs: the entry of the page (or all of them), a
 * kind's catalog, the kind a page is bound to, the list of published schemas, or only its import
 * (it reads its own data). The registry of MDX components: content names them and never imports
 * them. The tools of other features come from their own plugins, through the theme (`@theme/`).
 */
const components = '@site/plugins/reference-pages/components';
const registered = {
  EntryFacts: {module: `${components}/EntryFacts`, needs: 'entry'},
  Fields: {module: `${components}/Fields`, needs: 'entry'},
  Outputs: {module: `${components}/Outputs`, needs: 'entry'},
  ReadBy: {module: `${components}/ReadBy`, needs: 'entry'},
  Reads: {module: `${components}/Reads`, needs: 'entry'},
  Outcomes: {module: `${components}/Outcomes`, needs: 'entry'},
  Gotchas: {module: `${components}/Gotchas`, needs: 'entries'},
  Permissions: {module: `${components}/Permissions`, needs: 'entry'},
  Requirements: {module: `${components}/Requirements`, needs: 'entry'},
  Catalog: {module: `${components}/Catalog`, needs: 'catalog'},
  RoleBuilder: {module: `${components}/RoleBuilder`, needs: 'catalog'},
  SharedFields: {module: `${components}/SharedFields`, needs: 'kind'},
  CliCommand: {module: `${components}/CliCommand`, needs: 'static'},
  KubectlFlags: {module: `${components}/KubectlFlags`, needs: 'static'},
  ExitCodes: {module: `${components}/ExitCodes`, needs: 'static'},
  BuiltInRules: {module: `${components}/BuiltInRules`, needs: 'static'},
  RuleCount: {module: `${components}/RuleCount`, needs: 'static'},
  RedactionTester: {module: '@theme/RedactionTester', needs: 'static'},
  BundleMap: {module: '@theme/BundleMap', needs: 'static'},
  SchemaList: {module: `${components}/SchemaList`, needs: 'schemaList'},
  Messages: {module: `${components}/Messages`, needs: 'messageGroup'},
  MessageIndex: {module: `${components}/MessageIndex`, needs: 'messageIndex'},
  MessagesAbout: {module: `${components}/MessagesAbout`, needs: 'messagesAbout'},
} as const;

type ComponentName = keyof typeof registered;


const identifier = (name: string) => ({type: 'Identifier' as const, name});

function importNode(local: string, from: string): MdxjsEsm {
  const program: Program = {
    type: 'Program',
    sourceType: 'module',
    body: [
      {
        type: 'ImportDeclaration',
        specifiers: [{type: 'ImportDefaultSpecifier', local: identifier(local)}],
        source: {type: 'Literal', value: from, raw: JSON.stringify(from)},
        attributes: [],
      },
    ],
  };
  return {type: 'mdxjsEsm', value: '', data: {estree: program}};
}

/** `name={variable}`, or `name={[a, b]}` for several variables. */
function expressionAttribute(name: string, variables: string | string[]): MdxJsxAttribute {
  const expression = Array.isArray(variables)
    ? {type: 'ArrayExpression' as const, elements: variables.map(identifier)}
    : identifier(variables);
  const program: Program = {type: 'Program', sourceType: 'module', body: [{type: 'ExpressionStatement', expression}]};
  const value = Array.isArray(variables) ? `[${variables.join(', ')}]` : variables;
  return {
    type: 'mdxJsxAttribute',
    name,
    value: {type: 'mdxJsxAttributeValueExpression', value, data: {estree: program}},
  };
}

function stringAttribute(element: MdxJsxFlowElement | MdxJsxTextElement, name: string): string | undefined {
  const attribute = element.attributes.find((a): a is MdxJsxAttribute => a.type === 'mdxJsxAttribute' && a.name === name);
  return typeof attribute?.value === 'string' ? attribute.value : undefined;
}

const variableFor = (file: string) => `__reference_${file.replace(/\W/g, '_')}`;

export default function remarkReferencePages() {
  return (root: Root, file: VFile) => {
    const frontMatter = (file.data.frontMatter ?? {}) as Record<string, unknown>;
    const bound = parseBinding(frontMatter[bindingKey]);
    const entryIds = bound.filter((id) => id.includes('/'));
    const pageKind = bound.find((id) => !id.includes('/'));
    const imports = new Map<string, string>();
    const use = (local: string, from: string) => imports.set(local, from);

    const entryVariable = (id: string): string => {
      const dataFile = entryFile(id);
      use(variableFor(dataFile), generatedImport(dataFile));
      return variableFor(dataFile);
    };
    /** The entries an element renders: those of its `of` kind, or every bound one. */
    const entriesOf = (element: MdxJsxFlowElement | MdxJsxTextElement): string[] => {
      const kind = stringAttribute(element, 'of');
      const chosen = kind ? entryIds.filter((id) => id.startsWith(`${kind}/`)) : entryIds;
      if (chosen.length === 0) file.fail(`<${element.name}>: front matter "${bindingKey}" binds no entry${kind ? ` of kind ${kind}` : ''}`, element);
      return chosen;
    };

    // The facts line of each bound entry opens the page (not on a kind's overview, which may
    // bind an entry that has no page of its own, such as an unimplemented key).
    const facts: RootContent[] = (pageKind ? [] : entryIds).map((id) => ({
      type: 'mdxJsxFlowElement',
      name: 'EntryFacts',
      attributes: entryIds.length > 1 ? [{type: 'mdxJsxAttribute', name: 'of', value: id.split('/')[0]!}] : [],
      children: [],
    }));
    root.children.unshift(...facts);

    visit(root, (node) => {
      if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
      const name = node.name as ComponentName | null;
      if (!name || !(name in registered)) return;
      use(name, registered[name].module);
      switch (registered[name].needs) {
        case 'entry': {
          const ids = entriesOf(node);
          if (ids.length !== 1) file.fail(`<${name}> renders one entry; add of="<kind>" (bound: ${JSON.stringify(bound)})`, node);
          node.attributes.push(expressionAttribute('data', entryVariable(ids[0]!)));
          break;
        }
        case 'entries':
          node.attributes.push(expressionAttribute('data', entriesOf(node).map(entryVariable)));
          break;
        case 'catalog': {
          const kind = stringAttribute(node, 'kind');
          if (!kind) file.fail(`<${name}> needs a kind="..." attribute`, node);
          const dataFile = catalogFile(kind!);
          use(variableFor(dataFile), generatedImport(dataFile));
          node.attributes.push(expressionAttribute('rows', variableFor(dataFile)));
          break;
        }
        case 'schemaList':
          use(variableFor(schemaListFile), generatedImport(schemaListFile));
          node.attributes.push(expressionAttribute('rows', variableFor(schemaListFile)));
          break;
        case 'messageGroup': {
          const group = boundMessageGroup(frontMatter[messagesKey]);
          if (!group) file.fail(`<${name}> needs front matter "${messagesKey}" naming a group of messages`, node);
          const dataFile = messageGroupFile(group!);
          use(variableFor(dataFile), generatedImport(dataFile));
          node.attributes.push(expressionAttribute('data', variableFor(dataFile)));
          break;
        }
        case 'messageIndex':
          use(variableFor(messageIndexFile), generatedImport(messageIndexFile));
          node.attributes.push(expressionAttribute('data', variableFor(messageIndexFile)));
          break;
        case 'messagesAbout': {
          const docId = messagesSectionDoc(file.path, file.cwd, frontMatter);
          if (!docId) file.fail(`<${name}> renders the messages of a page that has some`, node);
          const dataFile = messagesAboutFile(docId!);
          use(variableFor(dataFile), generatedImport(dataFile));
          node.attributes.push(expressionAttribute('data', variableFor(dataFile)));
          break;
        }
        case 'static':
          break;
        case 'kind':
          if (!stringAttribute(node, 'kind')) {
            if (!pageKind) file.fail(`<${name}> needs kind="..." or a page bound to a kind`, node);
            node.attributes.push({type: 'mdxJsxAttribute', name: 'kind', value: pageKind!});
          }
          break;
      }
    });

    root.children.unshift(...[...imports].map(([local, from]) => importNode(local, from)));
  };
}
