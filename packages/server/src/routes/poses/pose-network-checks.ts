import type { FieldError, PoseEdge } from '@fleetdeck/model';
import { sql } from 'kysely';
import type { ResourceCheck } from '../../resources/resource-types.js';

/** Every node is a pose on the network's floor, and every edge joins two listed nodes. */
export const poseNetworkGraphCheck: ResourceCheck = {
  name: 'poseNetworkGraph',
  on: ['create', 'update'],
  async run({ ctx, input, existing }) {
    if (input.nodes === undefined && input.edges === undefined && input.floorId === undefined) return [];
    const nodes = ((input.nodes ?? existing?.nodes ?? []) as number[]).map(Number);
    const edges = (input.edges ?? existing?.edges ?? []) as PoseEdge[];
    const floorId = Number(input.floorId ?? existing?.floorId);
    const errors: FieldError[] = [];
    if (nodes.length > 0) {
      const rows = await ctx.db
        .selectFrom('pose_definitions')
        .select(sql.ref('id').as('id'))
        .where(sql.ref('id'), 'in', nodes)
        .where(sql.ref('floor_id'), '=', floorId)
        .execute();
      const onFloor = new Set(rows.map((row) => Number(row.id)));
      nodes.forEach((node, index) => {
        if (!onFloor.has(node)) errors.push({ path: `nodes.${index}`, code: 'poseNotOnFloor', message: 'is not a pose of the chosen floor' });
      });
    }
    const listed = new Set(nodes);
    edges.forEach((edge, index) => {
      for (const end of ['from', 'to'] as const) {
        if (!listed.has(edge[end])) errors.push({ path: `edges.${index}.${end}`, code: 'edgeNodeMissing', message: 'is not a node of this network' });
      }
      if (edge.from === edge.to) errors.push({ path: `edges.${index}.to`, code: 'edgeLoop', message: 'must differ from the start of the edge' });
    });
    return errors;
  },
};

/** A pose that a network still lists cannot be deleted; the network would point at nothing. */
export const poseInNetworkCheck: ResourceCheck = {
  name: 'poseUsedByNetwork',
  on: ['delete'],
  status: 409,
  async run({ ctx, id, existing }) {
    const networks = await ctx.db
      .selectFrom('pose_networks')
      .select([sql.ref('name').as('name'), sql.ref('nodes').as('nodes')])
      .where(sql.ref('floor_id'), '=', Number(existing?.floorId))
      .execute();
    const using = networks.find((network) => {
      try {
        return (JSON.parse(String(network.nodes)) as unknown[]).map(Number).includes(id ?? 0);
      } catch {
        return false;
      }
    });
    return using ? [{ path: 'id', code: 'poseInNetwork', message: `is part of the pose network "${String(using.name)}"; remove it there first` }] : [];
  },
};
