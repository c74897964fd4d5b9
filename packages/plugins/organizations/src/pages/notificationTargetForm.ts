import { NotificationTarget, NotificationTargetType, ruleError, type FieldError, type NotificationTarget as Target } from '@fleetdeck/model';

/** Values of the notification target form; empty selects hold ''. */
export type NotificationTargetFormValues = {
  type: number | '';
  level: number;
  buildingId: number | '' | null;
  address: string;
  room: string;
  chatBotLoginId: string;
  password: string;
  spaceId: string;
}

/** A new target's values. */
export const newNotificationTarget: NotificationTargetFormValues = {
  type: '', level: 0, buildingId: '', address: '', room: '', chatBotLoginId: '', password: '', spaceId: '',
};

/** The target schema with "all buildings" (no building) allowed in the form. */
export const notificationTargetFormSchema: { required: string[]; properties: Record<string, unknown> } = { ...NotificationTarget, required: NotificationTarget.required.filter((key: string) => key !== 'buildingId') };

/** §5 "notification target required" and "chat-service settings complete": what each type needs filled in. */
export function notificationTargetIssues(values: Partial<NotificationTargetFormValues>): FieldError[] {
  const needs: Array<'room' | 'chatBotLoginId' | 'password' | 'spaceId' | 'address'> =
    values.type === NotificationTargetType.elgana ? ['room', 'chatBotLoginId', 'password', 'spaceId']
      : values.type === NotificationTargetType.email || values.type === NotificationTargetType.slack ? ['address'] : [];
  return needs.filter((field) => typeof values[field] !== 'string' || (values[field] as string).trim() === '').map((field) => ruleError(field, 'required'));
}

/** The target as the organization body carries it (only the fields its type uses). */
export function toNotificationTarget(values: Partial<NotificationTargetFormValues>): Target {
  const target: Record<string, unknown> = { type: values.type, level: values.level ?? 0, buildingId: typeof values.buildingId === 'number' ? values.buildingId : null };
  for (const field of ['address', 'room', 'chatBotLoginId', 'password', 'spaceId'] as const) {
    if (typeof values[field] === 'string' && values[field] !== '') target[field] = values[field];
  }
  return target as Target;
}

/** Form values of a stored target. */
export function toNotificationTargetForm(target: Target): NotificationTargetFormValues {
  return {
    type: target.type, level: target.level, buildingId: target.buildingId ?? '', address: target.address ?? '', room: target.room ?? '',
    chatBotLoginId: target.chatBotLoginId ?? '', password: target.password ?? '', spaceId: target.spaceId ?? '',
  };
}

/** The form field a server detail about target `index` belongs to (`notificationTargets.2.room` → `room`). */
export function targetFieldOf(path: string, index: number): string | null {
  const prefix = `notificationTargets.${index}.`;
  return path.startsWith(prefix) ? path.slice(prefix.length) : null;
}
