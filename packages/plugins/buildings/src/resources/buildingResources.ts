import {
  BuildingCreate, BuildingGroupRecord, BuildingRecord, BuildingUpdate, FloorCreate, FloorRecord, FloorUpdate, GroupCreate, GroupUpdate, floorLabel,
} from '@fleetdeck/model';
import { defineResource } from '@fleetdeck/sdk';

/** Buildings: list shows the §7 fields; detail holds floors, groups, speech texts, IP allow-list and linkage. */
export const buildingResource = defineResource({
  name: 'buildings',
  path: '/buildings',
  schema: { record: BuildingRecord, create: BuildingCreate, update: BuildingUpdate },
  columns: [
    { id: 'id', labelKey: 'field.id', width: 80 },
    { id: 'name', labelKey: 'field.name', searchable: true, width: 260 },
    { id: 'prefecture', labelKey: 'field.prefecture', searchable: true },
    { id: 'city', labelKey: 'field.city', searchable: true },
    { id: 'organizationId', labelKey: 'field.organizationId', hiddenByDefault: true },
  ],
  labels: { list: 'title.list', create: 'title.create', edit: 'title.edit' },
  access: 'buildings',
  routes: { list: '/building/list', create: '/building/create', edit: '/building/:id' },
  defaultSort: { id: 'name', desc: false },
});

/** Floors of a building, highest first as §7 lists them. */
export const floorResource = defineResource({
  name: 'floors',
  path: '/buildings/:buildingId/floors',
  schema: { record: FloorRecord, create: FloorCreate, update: FloorUpdate },
  columns: [
    { id: 'name', labelKey: 'floor.name', searchable: true, width: 200 },
    { id: 'index', labelKey: 'floor.index', render: (row) => floorLabel(Number(row.index)) },
    { id: 'type', labelKey: 'floor.type', render: (row, t) => t(`floor.types.${String(row.type)}`) },
  ],
  labels: { list: 'tabs.floors', create: 'title.floorCreate', edit: 'title.floorEdit' },
  access: 'floors',
  routes: { list: '/building/:buildingId', create: '/building/:buildingId/floor/create', edit: '/building/:buildingId/floor/:id' },
  defaultSort: { id: 'index', desc: true },
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
