import fs from 'node:fs';
import path from 'node:path';
import type {CollectorReference} from '../../reference/types';
import {projectRoot} from './paths';

/** Every collector in the structured reference, read from reference/collectors/*.ts. */
export function collectorReferences(): CollectorReference[] {
  const dir = path.join(projectRoot, 'reference/collectors');
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.ts') && name !== 'index.ts')
    .sort()
    .map((name) => {
      const module = require(path.join(dir, name)) as {default?: CollectorReference};
      return module.default;
    })
    .filter((entry): entry is CollectorReference => Boolean(entry?.key));
}
