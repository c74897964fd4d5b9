import type { FastifyInstance } from 'fastify';
import { NoContent } from '../no-content.js';
import type { Kysely, Selectable } from 'kysely';
import { AgreeTermsBody, ApiErrorBody, TermCheck, TermType, TermsSet, type Terms } from '@fleetdeck/model';
import type { Database, TermsTable } from '../../db/database.js';
import { validationFailed } from '../../errors/api-error.js';
import { requireSession } from '../../plugins/auth.js';

type TermTypeName = (typeof TermType)[number];

/** The current (latest published) terms of each type. */
export async function currentTerms(db: Kysely<Database>): Promise<Record<TermTypeName, Selectable<TermsTable> | null>> {
  const now = new Date().toISOString();
  const out: Record<TermTypeName, Selectable<TermsTable> | null> = { TOS: null, PP: null, MC: null };
  for (const type of TermType) {
    out[type] =
      (await db.selectFrom('terms').selectAll().where('type', '=', type).where('published_at', '<=', now).orderBy('published_at', 'desc').orderBy('id', 'desc').executeTakeFirst()) ?? null;
  }
  return out;
}

function toTerms(row: Selectable<TermsTable>): Terms {
  return { id: row.id, type: row.type as TermTypeName, version: row.version, title: { ja: row.title_ja, en: row.title_en }, body: { ja: row.body_ja, en: row.body_en } };
}

/** Terms texts, the outstanding check and agreeing. */
export async function termsRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/terms', { config: { access: 'auth.terms' }, schema: { tags: ['terms'], security: [], response: { 200: TermsSet } } }, async () => {
    const current = await currentTerms(app.db);
    return { TOS: current.TOS && toTerms(current.TOS), PP: current.PP && toTerms(current.PP), MC: current.MC && toTerms(current.MC) };
  });

  app.get('/api/my/term-agreements/check', { config: { access: 'account.termAgreement' }, schema: { tags: ['my'], response: { 200: TermCheck, 401: ApiErrorBody } } }, async (request) => {
    const session = requireSession(request);
    const current = await currentTerms(app.db);
    const operator = await app.db.selectFrom('operators').select('maintenance_owner').where('id', '=', session.operatorId).executeTakeFirstOrThrow();
    const agreed = new Set(
      (await app.db.selectFrom('term_agreements').select('term_id').where('operator_id', '=', session.operatorId).execute()).map((r) => r.term_id),
    );
    const outstanding = (type: TermTypeName) => {
      const terms = current[type];
      // The maintenance agreement binds only the maintenance company's owner (spec §4, §6).
      if (!terms || agreed.has(terms.id) || (type === 'MC' && operator.maintenance_owner !== 1)) return null;
      return { id: terms.id, type, version: terms.version };
    };
    return { TOS: outstanding('TOS'), PP: outstanding('PP'), MC: outstanding('MC') };
  });

  app.post<{ Body: AgreeTermsBody }>(
    '/api/my/term-agreements',
    { config: { access: 'account.termAgreement' }, schema: { tags: ['my'], body: AgreeTermsBody, response: { 204: NoContent, 400: ApiErrorBody, 401: ApiErrorBody } } },
    async (request, reply) => {
      const session = requireSession(request);
      const current = await currentTerms(app.db);
      const currentIds = new Set(Object.values(current).flatMap((t) => (t ? [t.id] : [])));
      const problems = request.body.termIds.flatMap((id, i) =>
        currentIds.has(id) ? [] : [{ path: `termIds.${i}`, code: 'notCurrent', message: 'is not a current terms id' }],
      );
      if (problems.length) throw validationFailed(problems);
      const agreedAt = new Date().toISOString();
      await app.db
        .insertInto('term_agreements')
        .values(request.body.termIds.map((termId) => ({ operator_id: session.operatorId, term_id: termId, agreed_at: agreedAt })))
        .onConflict((oc) => oc.columns(['operator_id', 'term_id']).doNothing())
        .execute();
      await app.audit(request, { action: 'agree-terms', targetType: 'terms', detail: { termIds: request.body.termIds } });
      return reply.status(204).send();
    },
  );
}
