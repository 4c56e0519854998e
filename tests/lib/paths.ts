import path from 'node:path';

export const projectRoot = path.resolve(__dirname, '../..');
export const docsDir = path.join(projectRoot, 'docs');
export const buildDir = path.join(projectRoot, 'build');

/** The Troubleshoot JSON Schemas live beside the project, not in it (see ../shared/README.md). */
export const schemasDir =
  process.env.TROUBLESHOOT_SCHEMAS_DIR ?? path.resolve(projectRoot, '../shared/troubleshoot-schemas');
