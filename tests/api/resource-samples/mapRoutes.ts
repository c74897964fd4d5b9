import type { ResourceSample } from './sample-types.js';

async function waypoint(ctx: Parameters<ResourceSample['create']>[0], name: string): Promise<number> {
  const body = { name: `${name} ${ctx.unique}`.slice(0, 40), buildingId: ctx.buildingId, floorId: ctx.floorId, type: 1, x: 0, y: 0, yaw: 0 };
  const created = await ctx.api<{ id: number }>('POST', '/api/waypoints', body);
  if (created.status !== 201) throw new Error(`waypoint for a route sample: ${created.status} ${JSON.stringify(created.body)}`);
  return created.body.id;
}

/** A route between two fresh waypoints of the target organization's floor. */
export const sample: ResourceSample = {
  create: async (ctx) => ({ buildingId: ctx.buildingId, floorId: ctx.floorId, fromWaypointId: await waypoint(ctx, 'From'), toWaypointId: await waypoint(ctx, 'To'), twoWay: false, laneWidth: 1.2 }),
  patch: () => ({ laneWidth: 2 }),
};
