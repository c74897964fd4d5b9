import type { ComponentType } from 'react';
import { useParams } from '../routing/routerHooks.js';
import { EntityFields } from './fields/EntityFields.js';
import { ResourceEdit } from './ResourceEdit.js';
import { ResourceForm } from './ResourceForm.js';
import { ResourceList } from './ResourceList.js';
import type { ResourceDefinition, ResourceRecord } from './resourceDefinition.js';

/**
 * The pages of a resource declared from an entity, ready for a plugin's `routes`.
 * @group Forms and resources
 * @example
 * ```ts
 * const pages: ResourcePages = resourcePages(buildingResource);
 * export default definePlugin({ id: 'buildings', routes: { list: pages.list, create: pages.edit, detail: pages.edit } });
 * ```
 */
export interface ResourcePages {
  /** The list with search, sort, columns and paging in the URL. */
  list: ComponentType;
  /** Create (no `:id` in the route) or edit (`:id`): every editable field of the entity. */
  edit: ComponentType;
}

/**
 * The list and edit pages of an entity's resource, so a new entity needs no page code of its own.
 *
 * @example
 * ```tsx
 * const gadgets = resourcePages(defineEntityResource(Gadget, { routes: { list: '/gadget/list', create: '/gadget/create', edit: '/gadget/:id' } }));
 * export default definePlugin({ id: 'gadgets', routes: { list: gadgets.list, create: gadgets.edit, detail: gadgets.edit }, i18n: { en, ja } });
 * ```
 *
 * @group Forms and resources
 */
export function resourcePages<T extends ResourceRecord>(resource: ResourceDefinition<T>): ResourcePages {
  if (!resource.entity) throw new Error(`resourcePages: resource "${resource.name}" was not declared from an entity (use defineEntityResource)`);
  function ListPage() {
    return <ResourceList resource={resource} />;
  }
  function EditPage() {
    const { id } = useParams();
    return (
      <ResourceEdit resource={resource} id={id}>
        <ResourceForm>{(form) => <EntityFields form={form} />}</ResourceForm>
      </ResourceEdit>
    );
  }
  return { list: ListPage, edit: EditPage };
}
