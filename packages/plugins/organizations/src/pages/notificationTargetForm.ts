import {
  NotificationTargetType, ruleError, type FieldError, type NotificationTarget as Target, type NotificationTargetRecord,
} from '@fleetdeck/model';

/** Values of the notification target form; empty selects hold ''. */
export type NotificationTargetFormValues = {
  type: number | '';
  level: number;
  buildingId: number | '' | null;
  address: string;
  room: string;
  chatBotLoginId: string;
  /** Write-only: starts empty; empty keeps the saved password when `passwordSet`. */
  password: string;
  spaceId: string;
  /** Whether the server has a saved password for this target (answered, never sent). */
  passwordSet: boolean;
}

/** A new target's values. */
export const newNotificationTarget: NotificationTargetFormValues = {
  type: '', level: 0, buildingId: '', address: '', room: '', chatBotLoginId: '', password: '', spaceId: '', passwordSet: false,
};

/** §5 "notification target required" and "chat-service settings complete": what each type needs filled in. */
export function notificationTargetIssues(values: Partial<NotificationTargetFormValues>): FieldError[] {
  const needs: Array<'room' | 'chatBotLoginId' | 'password' | 'spaceId' | 'address'> =
    values.type === NotificationTargetType.elgana ? ['room', 'chatBotLoginId', 'password', 'spaceId']
      : values.type === NotificationTargetType.email || values.type === NotificationTargetType.slack ? ['address'] : [];
  return needs
    .filter((field) => !(field === 'password' && values.passwordSet === true))
    .filter((field) => typeof values[field] !== 'string' || (values[field] as string).trim() === '')
    .map((field) => ruleError(field, 'required'));
}

/**
 * The target as the organization body carries it (only the fields its type uses). `id` names the
 * stored target being edited, so an empty password keeps the saved one.
 */
export function toNotificationTarget(values: Partial<NotificationTargetFormValues>, id?: number): Target {
  const target: Record<string, unknown> = { type: values.type, level: values.level ?? 0, buildingId: typeof values.buildingId === 'number' ? values.buildingId : null };
  if (id !== undefined) target.id = id;
  for (const field of ['address', 'room', 'chatBotLoginId', 'password', 'spaceId'] as const) {
    if (typeof values[field] === 'string' && values[field] !== '') target[field] = values[field];
  }
  return target as Target;
}

/** Form values of a stored target; the write-only password starts empty. */
export function toNotificationTargetForm(target: NotificationTargetRecord): NotificationTargetFormValues {
  return {
    type: target.type, level: target.level, buildingId: target.buildingId ?? '', address: target.address ?? '', room: target.room ?? '',
    chatBotLoginId: target.chatBotLoginId ?? '', password: '', spaceId: target.spaceId ?? '', passwordSet: target.passwordSet === true,
  };
}

/** A stored target sent back unchanged: with its id (the server keeps its password), without the answered flag. */
export function storedTargetBody(target: NotificationTargetRecord): Target {
  const { passwordSet: _answered, ...body } = target;
  return body as Target;
}

/** The form field a server detail about target `index` belongs to (`notificationTargets.2.room` → `room`). */
export function targetFieldOf(path: string, index: number): string | null {
  const prefix = `notificationTargets.${index}.`;
  return path.startsWith(prefix) ? path.slice(prefix.length) : null;
}
