import { Building, Floor, FlowGroup, RobotGroup, floorLabel } from '@fleetdeck/model';
import { defineEntityResource } from '@fleetdeck/sdk';

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

function groupResource(entity: typeof RobotGroup | typeof FlowGroup, route: string, kind: 'robotGroup' | 'flowGroup') {
  return defineEntityResource(entity, {
    labels: { list: `tabs.${kind}s`, create: `title.${kind}Create`, edit: `title.${kind}Edit` },
    routes: { list: '/building/:buildingId', create: `/building/:buildingId/${route}/create`, edit: `/building/:buildingId/${route}/:id` },
  });
}

/** Robot groups of a building. */
export const robotGroupResource = groupResource(RobotGroup, 'robot-group', 'robotGroup');
/** Flow groups of a building. */
export const flowGroupResource = groupResource(FlowGroup, 'flow-group', 'flowGroup');
