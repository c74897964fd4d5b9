import type { FastifyInstance } from 'fastify';
import { ApiErrorBody, Contract } from '@fleetdeck/model';
import { requireSession } from '../../plugins/auth.js';
import { findContract } from '../../auth/account-gate.js';

/** The contract that governs the caller's organization. */
export async function contractRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/my/contract', { config: { access: 'account.contract' }, schema: { tags: ['my'], response: { 200: Contract, 401: ApiErrorBody } } }, async (request): Promise<Contract> => {
    const session = requireSession(request);
    const contract = await findContract(app.db, session.organizationId);
    const operator = await app.db.selectFrom('operators').select('maintenance_owner').where('id', '=', session.operatorId).executeTakeFirstOrThrow();
    const company = contract?.maintenance_company_id
      ? await app.db.selectFrom('organizations').select(['id', 'name']).where('id', '=', contract.maintenance_company_id).executeTakeFirst()
      : undefined;
    return {
      isArchive: contract?.is_archive === 1,
      isMiniAsilla: contract?.is_mini_asilla === 1,
      isLilz: contract?.is_lilz === 1,
      isHakaruAi: contract?.is_hakaru_ai === 1,
      isKanriroid: contract?.is_kanriroid === 1,
      isAutoGuide: contract?.is_auto_guide === 1,
      contractEndAt: contract?.contract_end_at ?? null,
      maintenanceCompany: company ? { id: company.id, name: company.name, isOwner: operator.maintenance_owner === 1 } : null,
    };
  });
}
