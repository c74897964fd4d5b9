import type { Session as ModelSession } from '@fleetdeck/model';
import { describe, expectTypeOf, it } from 'vitest';
import type { Session } from './session.js';

// Type assertions: they fail in `pnpm --filter @fleetdeck/sdk run typecheck` (which covers test
// files) as soon as the SDK's Session stops being the model's.
describe('Session', () => {
  it('is the model session with the token optional (/my/session answers none)', () => {
    expectTypeOf<Omit<Session, 'token'>>().toEqualTypeOf<Omit<ModelSession, 'token'>>();
    expectTypeOf<Session['token']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<ModelSession>().toExtend<Session>();
  });
});
