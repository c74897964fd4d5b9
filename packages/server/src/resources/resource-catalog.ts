import type { ResourceDefinition } from './resource-types.js';

const byName = new Map<string, ResourceDefinition>();

/** Records a declared resource; two resources may not share a name (samples and audit key on it). */
export function catalogResource(definition: ResourceDefinition): void {
  const known = byName.get(definition.name);
  if (known && known.path !== definition.path) {
    throw new Error(`resource name "${definition.name}" is used by ${known.path} and ${definition.path}`);
  }
  byName.set(definition.name, definition);
}

/** Every resource declared with defineResource in this process. */
export function declaredResources(): ResourceDefinition[] {
  return [...byName.values()];
}
