/**
 * The import rules of the project (`npm run lint:deps`, part of `npm run typecheck`). A feature
 * plugin computes and publishes its own data; another plugin may import only its `index.ts`, which
 * publishes what the others may use (reference-pages' `pageMapFrom`, the global data types).
 * What every feature shares lives in reference/ (data, anchors, page links, the JSON Schemas) and
 * src/components/reference/ (display pieces), which import no plugin.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'plugin-internals',
      comment: "A plugin imports another plugin's index.ts only, never its internals.",
      severity: 'error',
      from: {path: '^plugins/([^/]+)/'},
      to: {path: '^plugins/([^/]+)/', pathNot: ['^plugins/$1/', '^plugins/[^/]+/index\\.ts$']},
    },
    {
      name: 'page-code-plugin-internals',
      comment: "Site code (src/) imports a plugin's index.ts only; a plugin's own components live in its theme/ folder.",
      severity: 'error',
      from: {path: '^src/'},
      to: {path: '^plugins/', pathNot: ['^plugins/[^/]+/index\\.ts$']},
    },
    {
      name: 'shared-imports-no-feature',
      comment: 'reference/ and src/components/reference/ are shared by every feature, so they import none.',
      severity: 'error',
      from: {path: '^(reference|src/components/reference)/'},
      to: {path: '^(plugins|src/(?!components/reference/))'},
    },
    {
      name: 'feature-folder-cycle',
      comment: 'Data flows one way: no two folders import each other, directly or through others.',
      severity: 'error',
      scope: 'folder',
      from: {path: '^(plugins|src|reference)/'},
      to: {circular: true},
    },
  ],
  options: {
    doNotFollow: {path: 'node_modules'},
    tsConfig: {fileName: 'tsconfig.json'},
    tsPreCompilationDeps: true,
  },
};
