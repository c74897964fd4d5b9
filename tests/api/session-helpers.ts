// Helpers for tests that sign in as accounts they create: a new account has every current terms
// outstanding, and the server answers such a session only the terms and password pages' calls
// (403 TERMS_NOT_AGREED, issue 13 item 10) until it agrees.
import type { TestServer } from './harness/index.js';

/** Agrees, as the account of `token`, to every terms outstanding for it. */
export async function agreeToTerms(server: TestServer, token: string): Promise<void> {
  const check = await server.api<Record<string, { id: number } | null>>('GET', '/api/my/term-agreements/check', undefined, token);
  if (check.status !== 200) throw new Error(`terms check answered ${check.status}`);
  const termIds = Object.values(check.body).flatMap((terms) => (terms ? [terms.id] : []));
  if (termIds.length === 0) return;
  const agreed = await server.api('POST', '/api/my/term-agreements', { termIds }, token);
  if (agreed.status !== 204) throw new Error(`agreeing to terms answered ${agreed.status}`);
}
