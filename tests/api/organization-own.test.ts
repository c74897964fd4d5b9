// Issue 15 item 3: an organization administrator edits their own organization, whose parent (their
// provider) is above their sight: saving it unchanged works, moving it or deleting it is refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, startTestServer, type ErrorBody, type TestServer } from './harness/index.js';

let server: TestServer;
let orgAdmin: string;
let aozoraId: number;
let agentId: number;

beforeAll(async () => {
  server = await startTestServer({ smtp: false });
  orgAdmin = await server.login(demo.orgAdmin);
  aozoraId = idOf('Aozora Facilities');
  agentId = idOf('Fleetdeck Robotics Agency');
});
afterAll(async () => {
  await server?.stop();
});

function idOf(name: string): number {
  return (server.sql.get('SELECT id FROM organizations WHERE name = ?', name) as { id: number }).id;
}

type Organization = Record<string, unknown> & { id: number; parentId: number | null; notificationTargets: Array<Record<string, unknown>> };

describe("an organization admin's own organization", () => {
  it('is read with its parent, which the admin cannot see or name', async () => {
    const own = await server.api<Organization>('GET', `/api/organizations/${aozoraId}`, undefined, orgAdmin);
    expect(own.status).toBe(200);
    expect(own.body.parentId).toBe(agentId);
    const parent = await server.api<ErrorBody>('GET', `/api/organizations/${agentId}`, undefined, orgAdmin);
    expect(parent.status).toBe(404);
  });

  it('saves with the parent it has, as the form sends it', async () => {
    const own = (await server.api<Organization>('GET', `/api/organizations/${aozoraId}`, undefined, orgAdmin)).body;
    const { id: _id, level: _level, createdAt: _created, updatedAt: _updated, accountTags: _tags, notificationTargets, ...fields } = own;
    const body = { ...fields, city: 'Shibuya', notificationTargets: notificationTargets.map(({ passwordSet: _set, ...target }) => target) };
    const saved = await server.api<Organization>('PATCH', `/api/organizations/${aozoraId}`, body, orgAdmin);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({ city: 'Shibuya', parentId: agentId });
  });

  it('refuses a move to a parent out of sight with a field error on the parent', async () => {
    const management = idOf('Fleetdeck Management');
    for (const parentId of [management, 99999]) {
      const moved = await server.api<ErrorBody>('PATCH', `/api/organizations/${aozoraId}`, { parentId }, orgAdmin);
      expect(moved.status).toBe(403);
      expect(moved.body.error.code).toBe('FORBIDDEN');
      expect(moved.body.error.details).toEqual([{ path: 'parentId', code: 'forbidden', message: 'only an administrator of the parent organization may change this' }]);
    }
    expect((server.sql.get('SELECT parent_id AS "parentId" FROM organizations WHERE id = ?', aozoraId) as { parentId: number }).parentId).toBe(agentId);
  });

  it('refuses to be deleted by its own admin, in the error shape of the spec', async () => {
    const res = await server.api<ErrorBody>('DELETE', `/api/organizations/${aozoraId}`, undefined, orgAdmin);
    expect(res.status).toBe(403);
    expect(res.body.error).toMatchObject({
      statusCode: 403, code: 'FORBIDDEN', details: [{ path: 'id', code: 'ownOrganization', message: 'You cannot delete your own organization' }],
    });
    expect(idOf('Aozora Facilities')).toBe(aozoraId);
  });
});
