import { GuideRobotModels, type GuideAnswerMessage } from '@fleetdeck/model';
import type { RobotContext } from './robot-context.js';

/**
 * What simulated visitors ask a guide robot, in both console languages: some questions the demo
 * buildings' knowledge groups answer, some they do not (the robot then says so).
 */
export const visitorQuestions: readonly string[] = [
  'Where is the restroom?',
  'What time does the building close?',
  'Where can I park?',
  'Where is the nearest exit?',
  'Do you sell umbrellas?',
  'トイレはどこですか？',
  '駐車場はありますか？',
  '傘は売っていますか？',
];

/** A robot that asked and heard nothing within this time gives up on the question (the visitor is told to ask staff). */
export const ANSWER_TIMEOUT_MS = 10_000;
/** Longest the robot talks for one answer, ms. */
const MAX_ANSWER_SPEECH_MS = 15_000;

/** A visitor's question the robot is dealing with, and the server's answer once it came. */
export interface VisitorTalk {
  ref: string;
  question: string;
  answer: GuideAnswerMessage | null;
}

/**
 * A visitor asks the robot `question`: a guide model that is not already talking asks the server
 * (gateway `guideQuestion`) and answers with what it hears back. Answers whether it asked.
 */
export function hearVisitor(ctx: RobotContext, question: string): boolean {
  const s = ctx.state;
  if (!GuideRobotModels.includes(s.model) || s.visitor) return false;
  s.questionSeq += 1;
  const ref = `${s.serialNo}-q${s.questionSeq}`;
  s.visitor = { ref, question, answer: null };
  ctx.out.question({ type: 'guideQuestion', ref, text: question });
  ctx.timers.later(ANSWER_TIMEOUT_MS, () => {
    if (s.visitor?.ref === ref && !s.visitor.answer) s.visitor = null;
  });
  return true;
}

/** Now and then, at `visitorsPerHour` on average, a visitor comes up to a guide robot with a question. */
export function maybeVisitor(ctx: RobotContext, visitorsPerHour: number, dt: number): void {
  // Checked before rolling, so robots without visitors draw the same random numbers as before.
  if (visitorsPerHour <= 0 || ctx.state.visitor || !GuideRobotModels.includes(ctx.state.model)) return;
  if (ctx.random() >= (visitorsPerHour / 3600) * dt) return;
  const question = visitorQuestions[Math.floor(ctx.random() * visitorQuestions.length)] ?? visitorQuestions[0]!;
  hearVisitor(ctx, question);
}

/** The server's answer: the robot says it (for as long as speaking it takes), then is free for the next visitor. */
export function takeAnswer(ctx: RobotContext, answer: GuideAnswerMessage, speechMsPerChar: number): void {
  const s = ctx.state;
  const talk = s.visitor;
  if (!talk || talk.ref !== answer.ref || talk.answer) return;
  talk.answer = answer;
  s.lastVisitor = talk;
  ctx.timers.later(Math.min(MAX_ANSWER_SPEECH_MS, answer.text.length * speechMsPerChar), () => {
    if (s.visitor === talk) s.visitor = null;
  });
}

/** The server refused the question (too many): the robot lets the visitor go. */
export function questionRefused(ctx: RobotContext, ref: string): void {
  if (ctx.state.visitor?.ref === ref) ctx.state.visitor = null;
}
