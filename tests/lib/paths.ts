import path from 'node:path';

export const projectRoot = path.resolve(__dirname, '../..');
export const docsDir = path.join(projectRoot, 'docs');
export const buildDir = path.join(projectRoot, 'build');

/** The Troubleshoot JSON Schemas live beside the project, not in it (see ../shared/README.md). */
export const schemasDir =
  process.env.TROUBLESHOOT_SCHEMAS_DIR ?? path.resolve(projectRoot, '../shared/troubleshoot-schemas');

/**
 * A checkout of the Troubleshoot source at the commit in reference/source.ts, when one is at hand
 * (it is not in CI): behaviour items are then checked to name files and functions that exist.
 */
export const troubleshootSourceDir = process.env.TROUBLESHOOT_SOURCE_DIR;

/** ../shared: the schemas, the CLI and release facts (see ../shared/README.md). */
export const sharedDir = path.resolve(projectRoot, '../shared');
