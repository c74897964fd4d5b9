import { TriggerTargetType, type TriggerFailure } from '@fleetdeck/model';
import type { FastifyBaseLogger } from 'fastify';
import type { TargetOutcome, TriggerEvent } from './trigger-event.js';
import { callWebApi, makeReport, notify, startFlow, type TargetDeps } from './trigger-targets.js';
import type { Selectable } from 'kysely';
import type { TriggerRulesTable } from './trigger-tables.js';
import './trigger-tables.js';

type RuleRow = Pick<Selectable<TriggerRulesTable>, 'id' | 'name' | 'organization_id' | 'target_type' | 'target_robot_id' | 'flow_id' | 'level' | 'webhook_id'>;

/**
 * Runs the trigger rules an event matches: for each enabled rule of the event's organization and
 * type whose narrowing fields fit, it claims the firing in the trigger log (the unique rule and
 * event key, so two processes or a repeated event act once), acts on the target, and writes how
 * that ended. Firings run in the background; `settled()` waits for them (shutdown, tests).
 */
export class TriggerEngine {
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly deps: TargetDeps,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Acts on an event without making the caller (the scheduler, the gateway) wait. */
  fire(event: TriggerEvent): void {
    const run = this.run(event)
      .catch((err: unknown) => this.log.error({ err, event: event.key }, 'trigger rules failed'))
      .finally(() => this.pending.delete(run));
    this.pending.add(run);
  }

  /** Resolves once every firing started so far has been written. */
  async settled(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }

  private async run(event: TriggerEvent): Promise<void> {
    const rules = await this.matching(event);
    await Promise.all(rules.map((rule) => this.act(rule, event)));
  }

  private async matching(event: TriggerEvent): Promise<RuleRow[]> {
    let query = this.deps.db
      .selectFrom('trigger_rules')
      .select(['id', 'name', 'organization_id', 'target_type', 'target_robot_id', 'flow_id', 'level', 'webhook_id'])
      .where('organization_id', '=', event.organizationId)
      .where('event_type', '=', event.type)
      .where('enabled', '=', 1);
    // A narrowing field left empty matches any.
    if (event.scheduleId !== undefined) query = query.where((eb) => eb.or([eb('schedule_id', 'is', null), eb('schedule_id', '=', event.scheduleId ?? 0)]));
    if (event.robotStatus !== undefined) query = query.where('robot_status', '=', event.robotStatus);
    if (event.thresholdRuleId !== undefined) query = query.where((eb) => eb.or([eb('threshold_rule_id', 'is', null), eb('threshold_rule_id', '=', event.thresholdRuleId ?? 0)]));
    if (event.robotId !== null) query = query.where((eb) => eb.or([eb('robot_id', 'is', null), eb('robot_id', '=', event.robotId ?? 0)]));
    return query.execute();
  }

  private async act(rule: RuleRow, event: TriggerEvent): Promise<void> {
    const claimed = await this.deps.db
      .insertInto('trigger_logs')
      .values({
        organization_id: rule.organization_id,
        trigger_rule_id: rule.id,
        rule_name: rule.name,
        event_type: event.type,
        target_type: rule.target_type,
        event_key: event.key,
        summary: event.summary.slice(0, 500),
        robot_id: event.robotId,
        occurred_at: new Date(event.at).toISOString(),
        finished_at: null,
        result: null,
        failure: null,
        detail: '',
      })
      .onConflict((conflict) => conflict.columns(['trigger_rule_id', 'event_key']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!claimed) return;
    let outcome: TargetOutcome;
    try {
      outcome = await this.target(rule, event);
    } catch (err) {
      this.log.error({ err, rule: rule.id }, 'trigger target failed');
      outcome = { result: 'fail', failure: failureOf(rule.target_type), detail: (err as Error).message };
    }
    await this.deps.db
      .updateTable('trigger_logs')
      .set({
        result: outcome.result,
        failure: outcome.result === 'fail' ? outcome.failure : null,
        detail: outcome.detail.slice(0, 500),
        finished_at: new Date(this.deps.now()).toISOString(),
      })
      .where('id', '=', claimed.id)
      .execute();
  }

  private target(rule: RuleRow, event: TriggerEvent): Promise<TargetOutcome> {
    switch (rule.target_type) {
      case TriggerTargetType.flow:
        return startFlow(this.deps, rule);
      case TriggerTargetType.notification:
        return notify(this.deps, rule, event);
      case TriggerTargetType.report:
        return makeReport(this.deps, rule, event);
      default:
        return callWebApi(this.deps, rule, event);
    }
  }
}

/** The failure logged when a target threw instead of answering. */
function failureOf(targetType: number): TriggerFailure {
  if (targetType === TriggerTargetType.flow) return 'robotRefused';
  if (targetType === TriggerTargetType.notification) return 'mailFailed';
  if (targetType === TriggerTargetType.report) return 'noRobot';
  return 'webhookFailed';
}
