import type { NotificationEvent } from './notification-event.js';

/**
 * What people read about an event (mail, Slack, elgana), in ja and en together: the targets carry
 * no language of their own. A threshold breach names its rule, reading, value and check item.
 */
export function notificationText(event: NotificationEvent): { subject: string; text: string } {
  const d = event.data;
  if (event.type === 'threshold.breach') {
    const reading = `${String(d.label ?? '')} ${String(d.value ?? '')} ${String(d.unit ?? '')}`.trim();
    const item = String(d.checkItemName ?? '');
    return {
      subject: `[Fleetdeck] 閾値超過 / Threshold breached: ${String(d.ruleName ?? '')}`,
      text: [
        `閾値ルール「${String(d.ruleName ?? '')}」を超えました。点検項目: ${item} 値: ${reading}`,
        `Threshold rule "${String(d.ruleName ?? '')}" was breached. Check item: ${item}. Reading: ${reading}.`,
        `${event.occurredAt} (event ${event.id})`,
      ].join('\n'),
    };
  }
  return { subject: `[Fleetdeck] ${event.type}`, text: `${event.type}\n${event.occurredAt} (event ${event.id})\n${JSON.stringify(d)}` };
}
