import { Type, type Static } from '@sinclair/typebox';
import { Id, RequiredText } from './common.js';
import { defineEntity } from './entity/define-entity.js';
import { field } from './entity/entity-field.js';

// A pose network is a graph of poses on one floor that robots may travel along (the fields are
// ours, as for poses): name (required, at most 40), buildingId, floorId, nodes (pose ids, unique,
// up to 500), edges (up to 2000 of {from, to}, both listed in nodes). The server checks that every
// node is a pose of the same floor and that every edge joins two listed nodes.

const strict = { additionalProperties: false } as const;

/** One edge of a pose network: robots may travel between these two poses. */
export const PoseEdge = Type.Object({ from: Id, to: Id }, strict);
export type PoseEdge = Static<typeof PoseEdge>;

/** Pose networks: any signed-in user reads, administrators write; the floor is one of the building's. */
export const PoseNetwork = defineEntity({
  name: 'poseNetworks',
  area: 'poseNetworks',
  path: '/pose-networks',
  table: 'pose_networks',
  organization: 'organizationId',
  organizationFollows: 'buildingId',
  fields: {
    organizationId: field(Id, { input: 'none' }),
    name: field(RequiredText(40), { input: 'required', listColumn: 'shown', searchable: true, width: 260, labelKey: 'field.networkName' }),
    buildingId: field(Id, { input: 'required', references: '/buildings' }),
    floorId: field(Id, { input: 'required', references: '/buildings/:buildingId/floors' }),
    nodes: field(Type.Array(Id, { maxItems: 500, uniqueItems: true })),
    edges: field(Type.Array(PoseEdge, { maxItems: 2000 })),
  },
  listFields: ['id', 'name', 'organizationId', 'buildingId', 'floorId', 'updatedAt'],
  defaultSort: { id: 'name', desc: false },
});

/** A pose network as the API answers it. */
export const PoseNetworkRecord = PoseNetwork.record;
export type PoseNetworkRecord = Static<typeof PoseNetworkRecord>;

/** Body to create a pose network. */
export const PoseNetworkCreate = PoseNetwork.create;
export type PoseNetworkCreate = Static<typeof PoseNetworkCreate>;

/** Body to change a pose network. */
export const PoseNetworkUpdate = PoseNetwork.update;
export type PoseNetworkUpdate = Static<typeof PoseNetworkUpdate>;
