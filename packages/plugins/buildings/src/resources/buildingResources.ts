import { BuildingGroupRecord, Building, Floor, GroupCreate, GroupUpdate, floorLabel } from '@fleetdeck/model';
import { defineEntityResource, defineResource } from '@fleetdeck/sdk';

/** Buildings: list shows the §7 fields; detail holds floors, groups, speech texts, IP allow-list and linkage. */
export const buildingResource = defineEntityResource(Building, {
  routes: { list: '/building/list', create: '/building/create', edit: '/building/:id' },
});

/** Floors of a building, highest first as §7 lists them. */
export const floorResource = defineEntityResource(Floor, {
  labels: { list: 'tabs.floors', create: 'title.floorCreate', edit: 'title.floorEdit' },
  routes: { list: '/building/:buildingId', create: '/building/:buildingId/floor/create', edit: '/building/:buildingId/floor/:id' },
  render: { index: (row) => floorLabel(Number(row.index)) },
});

function groupResource(name: 'robotGroups' | 'flowGroups', segment: string, route: string, kind: 'robotGroup' | 'flowGroup') {
  return defineResource({
    name,
    path: `/buildings/:buildingId/${segment}`,
    schema: { record: BuildingGroupRecord, create: GroupCreate, update: GroupUpdate },
    columns: [{ id: 'name', labelKey: 'group.name', searchable: true, width: 320 }],
    labels: { list: `tabs.${kind}s`, create: `title.${kind}Create`, edit: `title.${kind}Edit` },
    access: name,
    routes: { list: '/building/:buildingId', create: `/building/:buildingId/${route}/create`, edit: `/building/:buildingId/${route}/:id` },
  });
}

/** Robot groups of a building. */
export const robotGroupResource = groupResource('robotGroups', 'groups', 'robot-group', 'robotGroup');
/** Flow groups of a building. */
export const flowGroupResource = groupResource('flowGroups', 'flowGroups', 'flow-group', 'flowGroup');
