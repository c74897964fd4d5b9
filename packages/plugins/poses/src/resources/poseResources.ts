import { Pose, PoseNetwork } from '@fleetdeck/model';
import { defineEntityResource } from '@fleetdeck/sdk';

/** Pose definitions: columns and form from the model's `Pose`. */
export const poseResource = defineEntityResource(Pose, {
  routes: { list: '/pose-def/list', create: '/pose-def/create', edit: '/pose-def/:id' },
  labels: { list: 'title.poseList', create: 'title.poseCreate', edit: 'title.poseEdit' },
});

/** Pose networks: columns and form from the model's `PoseNetwork`. */
export const poseNetworkResource = defineEntityResource(PoseNetwork, {
  routes: { list: '/pose-network/list', create: '/pose-network/create', edit: '/pose-network/:id' },
  labels: { list: 'title.networkList', create: 'title.networkCreate', edit: 'title.networkEdit' },
  // A network is found again by when it last changed, so the column shows from the start.
  extraColumns: [{ id: 'updatedAt', labelKey: 'field.updatedAt' }],
});
