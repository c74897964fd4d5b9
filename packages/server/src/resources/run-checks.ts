import type { FieldError } from '@fleetdeck/model';
import { ApiError, validationFailed } from '../errors/api-error.js';
import type { CheckArgs, ResourceDefinition } from './resource-types.js';

/** Field errors of a declaration's checks, by the HTTP status each failure answers. */
export type CheckFailures = Map<number, FieldError[]>;

/**
 * Collects the field errors of the declaration's named checks for one action, leaving out the
 * checks named in `skip` (a caller that composes several entities decides those itself).
 */
export async function collectCheckFailures(
  definition: ResourceDefinition, action: CheckArgs['action'], args: Omit<CheckArgs, 'action'>, skip: ReadonlySet<string> = new Set(),
): Promise<CheckFailures> {
  const byStatus: CheckFailures = new Map();
  for (const check of definition.checks ?? []) {
    if (!check.on.includes(action) || skip.has(check.name)) continue;
    const errors = await check.run({ ...args, action });
    if (errors.length === 0) continue;
    const status = check.status ?? 400;
    byStatus.set(status, [...(byStatus.get(status) ?? []), ...errors]);
  }
  return byStatus;
}

/** Throws the collected failures: a role rule first (403), then input rules (400), then conflicts (409). */
export function throwCheckFailures(byStatus: CheckFailures): void {
  const forbidden = byStatus.get(403);
  if (forbidden) throw new ApiError('FORBIDDEN', messageOf(forbidden), forbidden);
  const invalid = byStatus.get(400);
  if (invalid) throw validationFailed(invalid);
  const conflict = byStatus.get(409);
  if (conflict) throw new ApiError('CONFLICT', messageOf(conflict), conflict);
}

/**
 * Runs the declaration's named checks for one action. Input rules answer 400 with every field
 * error; a conflict with stored data answers 409 and a role rule 403, each with its details.
 */
export async function runChecks(definition: ResourceDefinition, action: CheckArgs['action'], args: Omit<CheckArgs, 'action'>): Promise<void> {
  throwCheckFailures(await collectCheckFailures(definition, action, args));
}

function messageOf(details: FieldError[]): string {
  const first = details[0];
  return first ? `${first.path}: ${first.message}` : 'Refused';
}
