/**
 * An event the console tells people about, as webhooks receive it (JSON, signed): `id` is unique
 * per event, so a receiver that gets it twice (delivery is at least once) can tell.
 */
export interface NotificationEvent {
  id: string;
  type: string;
  occurredAt: string;
  organizationId: number;
  data: Record<string, unknown>;
}

/** Where an event goes: a webhook of system/webhooks or one of the organization's notification targets. */
export const TargetKind = { webhook: 'webhook', target: 'target' } as const;
export type TargetKind = (typeof TargetKind)[keyof typeof TargetKind];

/** Delivery states of the outbox rows. */
export const DeliveryStatus = { pending: 'pending', delivered: 'delivered', failed: 'failed' } as const;
