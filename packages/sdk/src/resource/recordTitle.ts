import type { ResourceDefinition, ResourceRecord } from './resourceDefinition.js';

/** The text naming a record (its title field, else its id), for titles and confirmations. */
export function recordTitle(resource: Pick<ResourceDefinition, 'titleField'>, record: Partial<ResourceRecord> | undefined): string {
  if (!record) return '';
  const value = record[resource.titleField ?? 'name'];
  return typeof value === 'string' && value ? value : String(record.id ?? '');
}
