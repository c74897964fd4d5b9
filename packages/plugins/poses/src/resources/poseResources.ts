import { PoseCreate, PoseNetworkCreate, PoseNetworkRecord, PoseNetworkUpdate, PoseRecord, PoseUpdate } from '@fleetdeck/model';
import { defineResource } from '@fleetdeck/sdk';

/** Pose definitions: any signed-in user reads, admins write. */
export const poseResource = defineResource({
  name: 'poses',
  path: '/poses',
  schema: { record: PoseRecord, create: PoseCreate, update: PoseUpdate },
  columns: [
    { id: 'name', labelKey: 'field.name', searchable: true, width: 240 },
    { id: 'x', labelKey: 'field.x', width: 100 },
    { id: 'y', labelKey: 'field.y', width: 100 },
    { id: 'yaw', labelKey: 'field.yaw', width: 140 },
    { id: 'updatedAt', labelKey: 'field.updatedAt', hiddenByDefault: true },
  ],
  labels: { list: 'title.poseList', create: 'title.poseCreate', edit: 'title.poseEdit' },
  access: 'poses',
  routes: { list: '/pose-def/list', create: '/pose-def/create', edit: '/pose-def/:id' },
  defaultSort: { id: 'name', desc: false },
});

/** Pose networks: any signed-in user reads, admins write. */
export const poseNetworkResource = defineResource({
  name: 'poseNetworks',
  path: '/pose-networks',
  schema: { record: PoseNetworkRecord, create: PoseNetworkCreate, update: PoseNetworkUpdate },
  columns: [
    { id: 'name', labelKey: 'field.networkName', searchable: true, width: 260 },
    { id: 'updatedAt', labelKey: 'field.updatedAt' },
  ],
  labels: { list: 'title.networkList', create: 'title.networkCreate', edit: 'title.networkEdit' },
  access: 'poseNetworks',
  routes: { list: '/pose-network/list', create: '/pose-network/create', edit: '/pose-network/:id' },
  defaultSort: { id: 'name', desc: false },
});
