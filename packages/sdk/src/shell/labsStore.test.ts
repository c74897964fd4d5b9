import { beforeEach, describe, expect, it } from 'vitest';
import { installMemoryStorage } from '../testing/memoryStorage.js';
import { answerLabs, confirmLabs, labsStore } from './labsStore.js';

beforeEach(() => {
  installMemoryStorage();
  labsStore.pending = null;
});

describe('confirmLabs', () => {
  it('waits for an answer and resolves with it', async () => {
    const answer = confirmLabs('/beta/spatial-ui');
    expect(labsStore.pending).toEqual({ targetId: '/beta/spatial-ui' });
    answerLabs(false, false);
    await expect(answer).resolves.toBe(false);
    expect(labsStore.pending).toBeNull();
  });

  it('skips the question next time only for the target the user hid it for', async () => {
    const first = confirmLabs('/beta/a');
    answerLabs(true, true);
    await expect(first).resolves.toBe(true);
    await expect(confirmLabs('/beta/a')).resolves.toBe(true);
    expect(labsStore.pending).toBeNull();
    void confirmLabs('/beta/b');
    expect(labsStore.pending).toEqual({ targetId: '/beta/b' });
  });

  it('carries a plugin\'s own wording to the dialog, and none when the page text is meant', () => {
    void confirmLabs('notes:summary', { body: 'Summaries are experimental.' });
    expect(labsStore.pending).toEqual({ targetId: 'notes:summary', text: { body: 'Summaries are experimental.' } });
    void confirmLabs('/beta/c');
    expect(labsStore.pending).toEqual({ targetId: '/beta/c' });
  });
});
