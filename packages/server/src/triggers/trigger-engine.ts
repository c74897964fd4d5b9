import { TriggerTargetType, type TriggerFailure } from '@fleetdeck/model';
import type { FastifyBaseLogger } from 'fastify';
import type { TargetOutcome, TriggerEvent } from './trigger-event.js';
import { callWebApi, makeReport, notify, startFlow, type TargetDeps } from './trigger-targets.js';
import type { Selectable } from 'kysely';
import type { TriggerRulesTable } from './trigger-tables.js';
import './trigger-tables.js';

type RuleRow = Pick<Selectable<TriggerRulesTable>, 'id' | 'name' | 'organization_id' | 'target_type' | 'target_robot_id' | 'flow_id' | 'level' | 'webhook_id'>;
/** A rule with the narrowing fields an event is matched against. */
type CandidateRow = RuleRow & Pick<Selectable<TriggerRulesTable>, 'schedule_id' | 'robot_status' | 'threshold_rule_id' | 'robot_id'>;

/**
 * Runs the trigger rules an event matches: for each enabled rule of the event's organization and
 * type whose narrowing fields fit, it claims the firing in the trigger log (the unique rule and
 * event key, so two processes or a repeated event act once), acts on the target, and writes how
 * that ended. Firings run in the background; `settled()` waits for them (shutdown, tests).
 */
export class TriggerEngine {
  private readonly pending = new Set<Promise<void>>();
  private readonly reads = new Map<string, Promise<CandidateRow[]>>();

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
    const rules = (await this.candidates(event.organizationId, event.type)).filter((rule) => fits(rule, event));
    await Promise.all(rules.map((rule) => this.act(rule, event)));
  }

  /**
   * The organization's enabled rules of an event type. Events that ask while a read is under way
   * share it: 5,000 schedule occurrences firing at once made 5,000 identical reads, whose building
   * alone kept the server busy for a second.
   */
  private candidates(organizationId: number, type: TriggerEvent['type']): Promise<CandidateRow[]> {
    const key = `${organizationId}:${type}`;
    const reading = this.reads.get(key);
    if (reading) return reading;
    const read = this.deps.db
      .selectFrom('trigger_rules')
      .select(['id', 'name', 'organization_id', 'target_type', 'target_robot_id', 'flow_id', 'level', 'webhook_id', 'schedule_id', 'robot_status', 'threshold_rule_id', 'robot_id'])
      .where('organization_id', '=', organizationId)
      .where('event_type', '=', type)
      .where('enabled', '=', 1)
      .execute();
    this.reads.set(key, read);
    const forget = () => this.reads.delete(key);
    read.then(forget, forget);
    return read;
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

/** Whether a rule's narrowing fields fit the event: a field left empty matches any; one the event does not carry is not asked. */
function fits(rule: CandidateRow, event: TriggerEvent): boolean {
  const either = (narrowed: number | null, value: number | null | undefined) => narrowed === null || value === undefined || Number(narrowed) === value;
  if (event.robotStatus !== undefined && rule.robot_status !== event.robotStatus) return false;
  return either(rule.schedule_id, event.scheduleId) && either(rule.threshold_rule_id, event.thresholdRuleId) && either(rule.robot_id, event.robotId ?? undefined);
}
