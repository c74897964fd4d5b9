import type { FastifyInstance } from 'fastify';
import { ApiErrorBody, RegisterCustomerBody, RegisterCustomerResult } from '@fleetdeck/model';
import { newSecret, sha256Hex } from '../../auth/secret-token.js';
import { invalidateScopeCache } from '../../access/scope-load.js';
import { pickLanguage, welcomeMail } from '../../mail/mail-templates.js';
import { publicBaseUrl } from '../../public-url.js';
import { resourceContext } from '../../resources/resource-context.js';
import { registerCustomer } from '../../registration/register-customer.js';

/** How long a new administrator's set-password link stays valid: longer than a reset link, as nobody asked for it just now. */
const INVITATION_MS = 72 * 3600_000;

/** auth/register (system administrator): a new customer in one step. */
export async function customerRegisterRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: RegisterCustomerBody }>(
    '/api/auth/register',
    {
      config: { access: 'auth.register' },
      schema: {
        tags: ['auth'], body: RegisterCustomerBody,
        response: { 201: RegisterCustomerResult, 400: ApiErrorBody, 401: ApiErrorBody, 403: ApiErrorBody, 409: ApiErrorBody },
      },
    },
    async (request, reply) => {
      const ctx = await resourceContext(request, {});
      const result = await registerCustomer(ctx, request.body);
      invalidateScopeCache(app.db);
      await app.audit(request, { action: 'register', targetType: 'organizations', targetId: result.organizationId, detail: result });
      const token = newSecret();
      await app.db.insertInto('password_resets').values({
        operator_id: result.administratorId, token_hash: sha256Hex(token), expires_at: new Date(Date.now() + INVITATION_MS).toISOString(),
      }).execute();
      const link = `${publicBaseUrl(app)}/auth/reset-password?token=${encodeURIComponent(token)}`;
      const mail = welcomeMail(pickLanguage(undefined, request.headers['accept-language']), request.body.organization.name, link);
      // The customer exists whether or not the mail leaves now; an administrator can ask for a reset link later.
      void app.mailer.send({ to: request.body.administrator.loginId.trim().toLowerCase(), ...mail }).catch((err: unknown) => {
        request.log.error({ err }, 'welcome mail failed');
      });
      return reply.status(201).send(result);
    },
  );
}
