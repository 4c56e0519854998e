import {test, expect} from '@playwright/test';
import {exampleSpec} from '../../src/components/HomeInstall/exampleSpec';
import {schemasAvailable} from '../lib/schemas';
import {validateYamlBlock} from '../lib/validate';

test('the home page spec example is a complete, valid spec', () => {
  const schemas = schemasAvailable();
  test.skip(!schemas.ok, schemas.ok ? '' : schemas.reason);
  const {specs, problems} = validateYamlBlock(exampleSpec, 1);
  expect(specs).toBe(1);
  expect(problems).toEqual([]);
});
