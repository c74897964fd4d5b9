import { Type, type Static } from '@sinclair/typebox';
import { DateTime, Id, RequiredText } from './common.js';

// Pose definitions and pose networks: the spec names the screens only, so the fields are ours.
// A pose is a named place and heading on a floor map:
//   name (required, at most 40), buildingId, floorId, x and y in metres on the floor map
//   (-10000..10000), yaw in degrees (-180..180).
// A pose network is a graph of poses on one floor that robots may travel along:
//   name (required, at most 40), buildingId, floorId, nodes (pose ids, unique, up to 500),
//   edges (up to 2000 of {from, to}, both listed in nodes). The server checks that every node
//   is a pose of the same floor and that every edge joins two listed nodes.

const strict = { additionalProperties: false } as const;

const coordinate = Type.Number({ minimum: -10_000, maximum: 10_000 });

const poseFields = {
  name: RequiredText(40),
  buildingId: Id,
  floorId: Id,
  x: coordinate,
  y: coordinate,
  yaw: Type.Number({ minimum: -180, maximum: 180 }),
};

/** A pose definition as the API answers it. */
export const PoseRecord = Type.Object({ id: Id, organizationId: Id, ...poseFields, createdAt: DateTime, updatedAt: DateTime });
export type PoseRecord = Static<typeof PoseRecord>;

/** Body to create a pose definition. */
export const PoseCreate = Type.Object(poseFields, strict);
export type PoseCreate = Static<typeof PoseCreate>;

/** Body to change a pose definition. */
export const PoseUpdate = Type.Partial(PoseCreate, strict);
export type PoseUpdate = Static<typeof PoseUpdate>;

/** One edge of a pose network: robots may travel between these two poses. */
export const PoseEdge = Type.Object({ from: Id, to: Id }, strict);
export type PoseEdge = Static<typeof PoseEdge>;

const networkFields = {
  name: RequiredText(40),
  buildingId: Id,
  floorId: Id,
  nodes: Type.Array(Id, { maxItems: 500, uniqueItems: true }),
  edges: Type.Array(PoseEdge, { maxItems: 2000 }),
};

/** A pose network as the API answers it. */
export const PoseNetworkRecord = Type.Object({ id: Id, organizationId: Id, ...networkFields, createdAt: DateTime, updatedAt: DateTime });
export type PoseNetworkRecord = Static<typeof PoseNetworkRecord>;

/** Body to create a pose network. */
export const PoseNetworkCreate = Type.Object(
  {
    name: networkFields.name,
    buildingId: networkFields.buildingId,
    floorId: networkFields.floorId,
    nodes: Type.Optional(networkFields.nodes),
    edges: Type.Optional(networkFields.edges),
  },
  strict,
);
export type PoseNetworkCreate = Static<typeof PoseNetworkCreate>;

/** Body to change a pose network. */
export const PoseNetworkUpdate = Type.Partial(PoseNetworkCreate, strict);
export type PoseNetworkUpdate = Static<typeof PoseNetworkUpdate>;
