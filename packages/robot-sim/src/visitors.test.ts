import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GuideQuestionMessage, RobotModel } from '@fleetdeck/model';
import { SimRobot } from './sim-robot.js';
import { ANSWER_TIMEOUT_MS, visitorQuestions } from './visitors.js';

function guide(model: RobotModel = 'ugo Pro', visitorsPerHour = 0) {
  const questions: GuideQuestionMessage[] = [];
  const robot = new SimRobot({ serialNo: 'GUIDE-1', model, floorId: 1, battery: 80, pose: { x: 10, y: 10, yaw: 0 }, visitorsPerHour, speechMsPerChar: 10 });
  robot.attach({ ack: () => undefined, event: () => undefined, changed: () => undefined, question: (q) => questions.push(q) });
  return { robot, questions };
}

const answerTo = (question: GuideQuestionMessage, text: string) =>
  ({ type: 'guideAnswer', ref: question.ref, text, score: 100, summary: 'Answered', source: null, chatId: 1 }) as const;

describe('a simulated guide robot and its visitors', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(1_700_000_000_000);
  });
  afterEach(() => vi.useRealTimers());

  it('asks the server what to answer a visitor, says the answer, then takes the next visitor', () => {
    const { robot, questions } = guide();
    expect(robot.hearVisitor('Where can I park?')).toBe(true);
    expect(questions).toEqual([{ type: 'guideQuestion', ref: 'GUIDE-1-q1', text: 'Where can I park?' }]);
    // Still talking with the first visitor.
    expect(robot.hearVisitor('Where is the exit?')).toBe(false);
    robot.takeAnswer(answerTo(questions[0]!, 'Visitor parking is on B1.'));
    expect(robot.lastVisitor).toMatchObject({ question: 'Where can I park?', answer: { text: 'Visitor parking is on B1.' } });
    // Speaking 25 characters at 10 ms each.
    vi.advanceTimersByTime(250);
    expect(robot.visitor).toBeNull();
    expect(robot.hearVisitor('Where is the exit?')).toBe(true);
    expect(questions[1]?.ref).toBe('GUIDE-1-q2');
  });

  it('ignores an answer to another question, and gives up when no answer comes or the server refuses', () => {
    const { robot, questions } = guide();
    robot.hearVisitor('Where can I park?');
    robot.takeAnswer({ ...answerTo(questions[0]!, 'wrong'), ref: 'other' });
    expect(robot.lastVisitor).toBeNull();
    vi.advanceTimersByTime(ANSWER_TIMEOUT_MS);
    expect(robot.visitor).toBeNull();
    robot.hearVisitor('Where is the exit?');
    robot.questionRefused(questions[1]!.ref);
    expect(robot.visitor).toBeNull();
  });

  it('only guide models talk with visitors', () => {
    const { robot, questions } = guide('RULO Biz');
    expect(robot.hearVisitor('Where can I park?')).toBe(false);
    expect(questions).toEqual([]);
  });

  it('brings visitors at the rate asked, each with one of the known questions', () => {
    const { robot, questions } = guide('mini', 3600 * 10);
    for (let i = 0; i < 10 && questions.length === 0; i++) {
      vi.advanceTimersByTime(100);
      robot.step(Date.now());
    }
    expect(questions).toHaveLength(1);
    expect(visitorQuestions).toContain(questions[0]!.text);
    const { robot: quiet, questions: none } = guide('ugo Pro', 0);
    for (let i = 0; i < 20; i++) {
      vi.advanceTimersByTime(100);
      quiet.step(Date.now());
    }
    expect(none).toEqual([]);
  });
});
