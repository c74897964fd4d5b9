import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { GatewayLimits, type GatewayErrorMessage, type GuideAnswerMessage, type GuideQuestionMessage } from '@fleetdeck/model';
import type { Database } from '../db/database.js';
import { recordVisitorChat } from '../guide/chat-exchange.js';
import type { KnowledgeAnswerer } from '../guide/knowledge-answerer.js';
import { looseDb } from '../resources/resource-context.js';
import { EventLimiter } from './event-limiter.js';
import type { LiveRobot } from './live-robots.js';

/** Where the answer to a robot's question goes: its guideAnswer, or why it was refused. */
export type QuestionReply = (message: GuideAnswerMessage | GatewayErrorMessage) => void;

/**
 * A guide robot's visitor questions (gateway `guideQuestion`): answered by the same answerer as the
 * console's test chat, from the robot's building's knowledge groups, and recorded as a chat of the
 * robot (its floor's name as the location unless the robot names one). Each robot may ask
 * GatewayLimits.questionBurst at once and questionsPerSecond over time; past that a question is
 * answered `error QUESTION_RATE_LIMITED` naming its `ref`, so the robot is never left waiting.
 */
export class GuideQuestions {
  private readonly limiter = new EventLimiter(GatewayLimits.questionBurst, GatewayLimits.questionsPerSecond);

  constructor(
    private readonly db: Kysely<Database>,
    private readonly answerer: KnowledgeAnswerer,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Answers one question of `robot` through `reply`. */
  async ask(robot: LiveRobot, question: GuideQuestionMessage, reply: QuestionReply, now = Date.now()): Promise<void> {
    const admission = this.limiter.take(robot.meta.id, now);
    if (!admission.admitted) {
      if (admission.notice) this.log.warn({ serialNo: robot.meta.serialNo, refused: admission.notice.refusedSinceLastNotice }, 'robot over its question rate (logged once per window)');
      reply({
        type: 'error',
        code: 'QUESTION_RATE_LIMITED',
        message: `Too many questions: at most ${GatewayLimits.questionBurst} at once and one every ${1 / GatewayLimits.questionsPerSecond} s`,
        ref: question.ref,
        retryAfterMs: admission.retryAfterMs,
      });
      return;
    }
    try {
      const { buildingId, organizationId, serialNo } = robot.meta;
      const answer = await this.answerer.answer(buildingId, question.text);
      const location = question.location ?? (await this.floorName(robot));
      const chatId = await recordVisitorChat(looseDb(this.db), { organizationId, buildingId, robotSerialNo: serialNo, location }, question.text, answer);
      reply({ type: 'guideAnswer', ref: question.ref, text: answer.text, score: answer.score, summary: answer.summary, source: answer.source, chatId });
    } catch (err) {
      // The robot hears nothing and says so to the visitor after its own timeout; the console keeps running.
      this.log.error({ err, serialNo: robot.meta.serialNo }, 'guide question could not be answered');
    }
  }

  private async floorName(robot: LiveRobot): Promise<string> {
    const floorId = robot.telemetry?.floorId;
    if (floorId === null || floorId === undefined) return '';
    const floor = await looseDb(this.db).selectFrom('floors').select(sql.ref('name').as('name')).where(sql.ref('id'), '=', floorId).executeTakeFirst();
    return floor ? String(floor.name) : '';
  }
}
