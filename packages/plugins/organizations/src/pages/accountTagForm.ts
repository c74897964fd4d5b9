import { AccountTagRole, type AccountTag as Tag, type AccountTagTargetType } from '@fleetdeck/model';

/** Values of the "add account tag" form: a name, one manager and one managed target. */
export type AccountTagFormValues = {
  name: string;
  operatorId: number | '';
  managerRole: number;
  targetType: AccountTagTargetType | '';
  targetId: number | '';
  targetRole: number;
}

/** A new tag's values. */
export const newAccountTag: AccountTagFormValues = { name: '', operatorId: '', managerRole: AccountTagRole.allow, targetType: '', targetId: '', targetRole: AccountTagRole.allow };

/** The tag as the organization body carries it. */
export function toAccountTag(values: AccountTagFormValues): Tag {
  return {
    name: values.name,
    managers: [{ operatorId: Number(values.operatorId), role: values.managerRole as Tag['managers'][number]['role'] }],
    targets: [{ targetType: values.targetType as AccountTagTargetType, targetId: Number(values.targetId), role: values.targetRole as Tag['targets'][number]['role'] }],
  };
}

/** The form field a server detail about the new tag belongs to. */
export function tagFieldOf(path: string, index: number): string | null {
  const prefix = `accountTags.${index}.`;
  if (!path.startsWith(prefix)) return null;
  const rest = path.slice(prefix.length);
  if (rest === 'name') return 'name';
  if (rest.startsWith('managers.')) return rest.endsWith('.role') ? 'managerRole' : 'operatorId';
  if (rest.startsWith('targets.')) return rest.endsWith('.role') ? 'targetRole' : rest.endsWith('.targetType') ? 'targetType' : 'targetId';
  return null;
}
