import type { ResourceSample, SampleContext } from './sample-types.js';

async function robotAndFlow(ctx: SampleContext): Promise<{ robotId: number; flowId: number }> {
  const robot = await ctx.api<{ robot: { id: number } }>('POST', '/api/robots', {
    name: 'Schedule robot', serialNo: `SC-${ctx.unique}`.slice(0, 24), model: 'ugo Pro', buildingId: ctx.buildingId, initialFloorId: ctx.floorId,
  });
  const flow = await ctx.api<{ id: number }>('POST', '/api/flows', {
    name: `Sched ${ctx.serial}`, buildingId: ctx.buildingId, floorId: ctx.floorId, definition: '{"steps":[]}',
  });
  return { robotId: robot.body.robot.id, flowId: flow.body.id };
}

/** A one-off entry on a robot and flow of its own, far ahead so the scheduler leaves it be. */
export const sample: ResourceSample = {
  create: async (ctx) => ({
    title: `Patrol ${ctx.unique}`, buildingId: ctx.buildingId, ...(await robotAndFlow(ctx)),
    start: '2030-01-07T09:00', end: '2030-01-07T10:00', repeat: 'none', weekdays: ['monday'],
  }),
  patch: (ctx) => ({ title: `Changed ${ctx.unique}` }),
};
