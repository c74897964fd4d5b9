import { describe, expect, it } from 'vitest';
import { notificationTargetIssues, storedTargetBody, targetFieldOf, toNotificationTarget, toNotificationTargetForm } from './notificationTargetForm.js';

describe('notification target form', () => {
  it('requires the chat-service settings of an elgana target', () => {
    expect(notificationTargetIssues({ type: 6, room: 'r1', chatBotLoginId: ' ' }).map((issue) => issue.path)).toEqual(['chatBotLoginId', 'password', 'spaceId']);
  });

  it('requires the address of e-mail and Slack targets only', () => {
    expect(notificationTargetIssues({ type: 0, address: '' }).map((issue) => issue.path)).toEqual(['address']);
    expect(notificationTargetIssues({ type: 1, address: 'https://hooks.example/x' })).toEqual([]);
  });

  it('sends no building as null and drops empty fields', () => {
    expect(toNotificationTarget({ type: 0, level: 5, buildingId: '', address: 'a@b.example', room: '' })).toEqual({ type: 0, level: 5, buildingId: null, address: 'a@b.example' });
  });

  it('maps server paths of this target to its fields', () => {
    expect(targetFieldOf('notificationTargets.2.room', 2)).toBe('room');
    expect(targetFieldOf('notificationTargets.1.room', 2)).toBeNull();
  });

  it('keeps a saved chat-service password when the field is left empty', () => {
    const stored = { id: 7, type: 6 as const, level: 9 as const, buildingId: null, room: 'r1', chatBotLoginId: 'bot', spaceId: 's1', passwordSet: true };
    const form = toNotificationTargetForm(stored);
    expect(form.password).toBe('');
    expect(notificationTargetIssues(form)).toEqual([]);
    expect(notificationTargetIssues({ ...form, passwordSet: false }).map((issue) => issue.path)).toEqual(['password']);
    expect(toNotificationTarget(form, 7)).toEqual({ id: 7, type: 6, level: 9, buildingId: null, room: 'r1', chatBotLoginId: 'bot', spaceId: 's1' });
    expect(toNotificationTarget({ ...form, password: 'new-pw' }, 7)).toMatchObject({ id: 7, password: 'new-pw' });
    expect(storedTargetBody(stored)).toEqual({ id: 7, type: 6, level: 9, buildingId: null, room: 'r1', chatBotLoginId: 'bot', spaceId: 's1' });
  });
});
