// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, refreshSession, sessionStore, signIn } from '../auth/sessionStore.js';
import { writeToken } from '../auth/tokenStorage.js';
import { operator } from '../resource/controllers.fixture.js';
import { createApiFetch } from '../testing/apiFetch.js';
import { shellModeStore } from './shellMode.js';
import { saveUniversalDesign } from './universalDesignSetting.js';

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
  shellModeStore.universalDesign = false;
});

describe('universal design kept on the account (§3 isUniversalDesign)', () => {
  it('is saved on the signed-in account as well as in this browser', async () => {
    const apiFetch = createApiFetch({ 'PATCH /my/profile': ({ body }) => ({ isUniversalDesign: (body as { isUniversalDesign: boolean }).isUniversalDesign }) });
    vi.stubGlobal('fetch', apiFetch.fetch);
    signIn({ ...operator, isUniversalDesign: false, token: 'token-1' });
    expect(await saveUniversalDesign(true)).toBe(true);
    expect(shellModeStore.universalDesign).toBe(true);
    expect(apiFetch.calls).toEqual([expect.objectContaining({ method: 'PATCH', path: '/my/profile', body: { isUniversalDesign: true } })]);
    expect(sessionStore.session?.isUniversalDesign).toBe(true);
  });

  it('stays in this browser alone before sign-in', async () => {
    const apiFetch = createApiFetch({});
    vi.stubGlobal('fetch', apiFetch.fetch);
    expect(await saveUniversalDesign(true)).toBe(true);
    expect(shellModeStore.universalDesign).toBe(true);
    expect(apiFetch.calls).toEqual([]);
  });

  it('answers false when the account could not be written, the mode kept in this browser', async () => {
    vi.stubGlobal('fetch', createApiFetch({ 'PATCH /my/profile': () => ({ status: 500 }) }).fetch);
    signIn({ ...operator, isUniversalDesign: false, token: 'token-1' });
    expect(await saveUniversalDesign(true)).toBe(false);
    expect(shellModeStore.universalDesign).toBe(true);
    expect(sessionStore.session?.isUniversalDesign).toBe(false);
  });

  it('follows the account when the session is read again (set from another browser)', async () => {
    vi.stubGlobal('fetch', createApiFetch({ 'GET /my/session': () => ({ ...operator, isUniversalDesign: true }) }).fetch);
    signIn({ ...operator, isUniversalDesign: false, token: 'token-1' });
    writeToken('token-1');
    await refreshSession();
    expect(shellModeStore.universalDesign).toBe(true);
  });
});
