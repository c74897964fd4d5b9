// Post-build step of @fleetdeck/model: compiles the schemas forms validate into standalone ajv
// validators under dist/validators (see form-validators.ts). Run after tsup, from the built model,
// so the schemas are the very objects the console's forms import.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { writeFormValidators } from './form-validators.js';
import type * as ModelEntry from '../src/index.js';
import type * as FormSchemasModule from '../src/form/form-schemas.js';
import type { AnyEntity } from '../src/index.js';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const model = (await import(pathToFileURL(path.join(root, 'dist/index.js')).href)) as typeof ModelEntry;
const { formSchemas } = (await import(pathToFileURL(path.join(root, 'dist/form/form-schemas.js')).href)) as typeof FormSchemasModule;

const schemas: Record<string, object> = {};
for (const value of Object.values(model)) {
  if (!model.isEntity(value)) continue;
  const entity: AnyEntity = value;
  schemas[`${entity.name}.create`] = model.entityFormSchema(entity, 'create');
  schemas[`${entity.name}.edit`] = model.entityEditSchema(entity, model.entityFormFields(entity, 'edit'));
}
Object.assign(schemas, formSchemas);

const written = await writeFormValidators(schemas, path.join(root, 'dist/validators'), path.join(root, 'node_modules/.cache/form-validators'));
console.log(`form validators: ${written.size} schemas compiled into dist/validators`);
