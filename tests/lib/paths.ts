import path from 'node:path';

export const projectRoot = path.resolve(__dirname, '../..');
export const docsDir = path.join(projectRoot, 'docs');
export const buildDir = path.join(projectRoot, 'build');

/** Facts read from the Troubleshoot source: npm run sync:troubleshoot writes them (its README says what is where). */
export const troubleshootSnapshotDir = path.join(projectRoot, 'vendor/troubleshoot');

/** The published Troubleshoot JSON Schemas, from the snapshot. */
export const schemasDir = path.join(troubleshootSnapshotDir, 'schemas');
