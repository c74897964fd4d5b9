import {
  NotificationTargetType, ReportDetailType, ReportHeaderType, ReportResult, TriggerEventType, WebhookStatus, flowRoute, type RobotCommand,
} from '@fleetdeck/model';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.js';
import type { RobotGateway } from '../gateway/gateway-server.js';
import type { LiveRobots } from '../gateway/live-robots.js';
import type { Mailer } from '../mail/mailer.js';
import { looseDb } from '../resources/resource-context.js';
import { refusalReason } from '../schedules/flow-outcome.js';
import { done, failed, type TargetOutcome, type TriggerEvent } from './trigger-event.js';
import type { Selectable } from 'kysely';
import type { TriggerRulesTable } from './trigger-tables.js';
import { callWebhook } from './webhook-request.js';
import '../reports/report-tables.js';
import '../routes/system/system-tables.js';

/** What the targets act through. */
export interface TargetDeps {
  db: Kysely<Database>;
  robots: LiveRobots;
  gateway: RobotGateway;
  mailer: Mailer;
  now: () => number;
}

type Rule = Pick<Selectable<TriggerRulesTable>, 'id' | 'name' | 'organization_id' | 'target_robot_id' | 'flow_id' | 'level' | 'webhook_id'>;

const EVENT_NAMES: Record<number, { en: string; ja: string }> = {
  [TriggerEventType.schedule]: { en: 'Schedule', ja: 'スケジュール' },
  [TriggerEventType.robotStatus]: { en: 'Robot status', ja: 'ロボット状態' },
  [TriggerEventType.dataThreshold]: { en: 'Data threshold', ja: 'データしきい値' },
};

/** Starts the rule's flow on its robot through the gateway, as the scheduler does. */
export async function startFlow(deps: TargetDeps, rule: Rule): Promise<TargetOutcome> {
  const robot = rule.target_robot_id === null ? undefined : deps.robots.byRobotId(rule.target_robot_id);
  if (!robot) return failed('robotMissing');
  const flow = rule.flow_id === null ? undefined
    : await looseDb(deps.db).selectFrom('flows').select(['name', 'definition']).where('id', '=', rule.flow_id).executeTakeFirst();
  if (!flow) return failed('flowMissing');
  const name = String(flow.name);
  const route = flowRoute(String(flow.definition));
  const command: RobotCommand = {
    name: 'flow', action: 'start', flowId: rule.flow_id ?? undefined, flowName: name.slice(0, 64), ...(route.kind === 'route' ? { waypoints: route.waypoints } : {}),
  };
  const outcome = await deps.gateway.command(robot.meta.id, command);
  if (outcome.result === 'ok') return done(`flow ${rule.flow_id} started on robot ${robot.meta.id}`);
  const reason = refusalReason(outcome);
  return failed(reason === 'robotOffline' ? 'robotOffline' : 'robotRefused', outcome.code ?? outcome.result);
}

/**
 * Mails the organization's e-mail notification targets whose level is the rule's or lower (a
 * target set to warnings also gets emergencies) and whose building is the event's or none. The
 * mail carries both languages: a target has no language of its own.
 */
export async function notify(deps: TargetDeps, rule: Rule, event: TriggerEvent): Promise<TargetOutcome> {
  let query = deps.db
    .selectFrom('notification_targets')
    .select('address')
    .where('organization_id', '=', rule.organization_id)
    .where('type', '=', NotificationTargetType.email)
    .where('level', '<=', rule.level);
  query = event.buildingId === null
    ? query.where('building_id', 'is', null)
    : query.where((eb) => eb.or([eb('building_id', 'is', null), eb('building_id', '=', event.buildingId)]));
  const addresses = [...new Set((await query.execute()).map((row) => row.address).filter((a): a is string => typeof a === 'string' && a.includes('@')))];
  if (addresses.length === 0) return failed('noRecipients');
  const kind = EVENT_NAMES[event.type] ?? { en: 'Event', ja: 'イベント' };
  const at = new Date(event.at).toISOString();
  const subject = `[Fleetdeck] ${rule.name}: ${event.summary}`.slice(0, 200);
  const text = `トリガールール「${rule.name}」が発火しました。\n${kind.ja}: ${event.summary}\n発生日時 (UTC): ${at}\n\n`
    + `Trigger rule "${rule.name}" fired.\n${kind.en}: ${event.summary}\nAt (UTC): ${at}\n`;
  const sent: string[] = [];
  for (const to of addresses) {
    try {
      await deps.mailer.send({ to, subject, text });
      sent.push(to);
    } catch {
      // The others are still tried; the log names who got it.
    }
  }
  if (sent.length === 0) return failed('mailFailed', addresses.join(', '));
  return done(`mailed ${sent.join(', ')}`);
}

/** Writes a one-line report on the event's robot: the rule's name, the event as its detail, abnormal for a fault. */
export async function makeReport(deps: TargetDeps, rule: Rule, event: TriggerEvent): Promise<TargetOutcome> {
  const robot = event.robotId === null ? undefined : deps.robots.byRobotId(event.robotId);
  if (!robot) return failed('noRobot');
  const at = new Date(event.at).toISOString();
  const now = new Date(deps.now()).toISOString();
  const result = event.abnormal ? ReportResult.abnormality : ReportResult.noAbnormality;
  const header = await deps.db
    .insertInto('report_headers')
    .values({
      organization_id: robot.meta.organizationId,
      building_id: robot.meta.buildingId,
      floor_id: robot.telemetry?.floorId ?? null,
      robot_id: robot.meta.id,
      flow_id: null,
      name: rule.name.slice(0, 64),
      type: ReportHeaderType.patrol,
      result,
      started_at: at,
      ended_at: at,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await deps.db
    .insertInto('report_details')
    .values({
      report_id: header.id,
      organization_id: robot.meta.organizationId,
      type: ReportDetailType.event,
      result,
      robot_id: robot.meta.id,
      waypoint: null,
      x: robot.telemetry?.pose.x ?? null,
      y: robot.telemetry?.pose.y ?? null,
      check_item_id: null,
      label: event.summary.slice(0, 255),
      value: null,
      unit: '',
      file_id: null,
      camera: null,
      occurred_at: at,
    })
    .execute();
  return done(`report ${header.id}`);
}

/** POSTs the event to the rule's webhook, authenticated as the webhook says (HMAC-SHA256 signed for `hmac`). */
export async function callWebApi(deps: TargetDeps, rule: Rule, event: TriggerEvent): Promise<TargetOutcome> {
  const webhook = rule.webhook_id === null ? undefined
    : await deps.db.selectFrom('webhooks').select(['url', 'auth_type', 'status', 'secret', 'organization_id']).where('id', '=', rule.webhook_id).executeTakeFirst();
  if (!webhook || webhook.organization_id !== rule.organization_id) return failed('webhookMissing');
  if (webhook.status !== WebhookStatus.enabled) return failed('webhookDisabled');
  const payload = {
    rule: { id: rule.id, name: rule.name },
    event: { type: event.type, key: event.key, summary: event.summary, robotId: event.robotId, buildingId: event.buildingId, at: new Date(event.at).toISOString(), ...event.data },
  };
  const answer = await callWebhook({ url: webhook.url, authType: webhook.auth_type, secret: webhook.secret }, payload, deps.now());
  if (answer.status >= 200 && answer.status < 300) return done(`HTTP ${answer.status}`);
  return failed('webhookFailed', answer.status === 0 ? answer.error ?? 'no answer' : `HTTP ${answer.status}`);
}
