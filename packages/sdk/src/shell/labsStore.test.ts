import { beforeEach, describe, expect, it } from 'vitest';
import { ref } from 'valtio';
import { sessionStore } from '../auth/sessionStore.js';
import type { Session } from '../auth/session.js';
import { installMemoryStorage } from '../testing/memoryStorage.js';
import { answerLabs, confirmLabs, labsStore } from './labsStore.js';

beforeEach(() => {
  installMemoryStorage();
  labsStore.pending = null;
  sessionStore.session = null;
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

  it('remembers "do not show again" per user: another person signed in on the same browser is asked', async () => {
    sessionStore.session = ref({ id: 7 } as Session);
    const first = confirmLabs('/beta/spatial-ui');
    answerLabs(true, true);
    await first;
    await expect(confirmLabs('/beta/spatial-ui')).resolves.toBe(true);
    sessionStore.session = ref({ id: 8 } as Session);
    void confirmLabs('/beta/spatial-ui');
    expect(labsStore.pending).toEqual({ targetId: '/beta/spatial-ui' });
  });
});
