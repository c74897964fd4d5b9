import type { CheckArgs } from '../resources/resource-types.js';

/** The values a write leaves on the record: the stored record with the body's keys on top. */
export function merged(args: CheckArgs): Record<string, unknown> {
  return { ...(args.existing ?? {}), ...args.input };
}

/** The building a write lands in: the body's, else the stored record's. */
export function targetBuilding({ input, existing }: CheckArgs): number {
  return Number(input.buildingId ?? existing?.buildingId);
}
