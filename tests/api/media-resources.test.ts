import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { demo, startTestServer, type ErrorBody, type TestServer } from './harness/index.js';

let server: TestServer;
let admin: string;
let manager: string;
let operator: string;
let otherAdmin: string;
let system: string;
let aozora = 0;

// A 1x1 PNG whose bytes really are a PNG.
const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f80f00000101000518d84e0000000049454e44ae426082', 'hex');
const mp4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(64)]);

async function upload(token: string, bytes: Buffer, type: string, name = 'file.bin'): Promise<{ status: number; body: Record<string, unknown> & ErrorBody }> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  const res = await fetch(`${server.url}/api/files`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> & ErrorBody };
}

beforeAll(async () => {
  server = await startTestServer({ smtp: false });
  [admin, manager, operator, otherAdmin, system] = await Promise.all([
    server.login(demo.orgAdmin), server.login(demo.manager), server.login(demo.operator), server.login(demo.otherAdmin), server.login(demo.system),
  ]);
  aozora = (server.sql.get("SELECT id FROM organizations WHERE name = 'Aozora Facilities'") as { id: number }).id;
});
afterAll(async () => {
  await server?.stop();
});

describe('uploads', () => {
  it('stores an image under <data>/files with a name of its own and serves it back to permitted users only', async () => {
    const before = await readdir(join(server.dataDir, 'files'));
    const res = await upload(admin, png, 'image/png', '../../etc/passwd.png');
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name: 'passwd.png', contentType: 'image/png', fileType: 'image', size: png.length });
    const after = await readdir(join(server.dataDir, 'files'));
    expect(after.length).toBe(before.length + 1);
    expect(after.every((name) => /^[0-9a-f]{32}$/.test(name))).toBe(true);
    const got = await fetch(`${server.url}/api/files/${String(res.body.id)}`, { headers: { authorization: `Bearer ${operator}` } });
    expect(got.status).toBe(200);
    expect(got.headers.get('content-type')).toBe('image/png');
    expect(got.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await got.arrayBuffer()).equals(png)).toBe(true);
    expect((await server.api('GET', `/api/files/${String(res.body.id)}`, undefined, otherAdmin)).status).toBe(404);
    expect((await fetch(`${server.url}/api/files/${String(res.body.id)}`)).status).toBe(401);
  });

  it('accepts videos and refuses other content types and bytes that do not match the declared type', async () => {
    expect((await upload(admin, mp4, 'video/mp4', 'clip.mp4')).body.fileType).toBe('video');
    const html = await upload(admin, Buffer.from('<html><script>alert(1)</script>'), 'text/html', 'x.html');
    expect(html.status).toBe(400);
    expect(html.body.error.details?.[0]).toMatchObject({ path: 'file', code: 'contentType' });
    const disguised = await upload(admin, Buffer.from('<svg onload=alert(1)>'), 'image/png', 'x.png');
    expect(disguised.status).toBe(400);
    expect(disguised.body.error.details?.[0]).toMatchObject({ path: 'file', code: 'contentType' });
  });

  it('refuses files over the 50 MiB limit and keeps nothing of them', async () => {
    const before = await readdir(join(server.dataDir, 'files'));
    const big = Buffer.concat([png, Buffer.alloc(50 * 1024 * 1024)]);
    const res = await upload(admin, big, 'image/png', 'big.png');
    expect(res.status).toBe(400);
    expect(res.body.error.details?.[0]).toMatchObject({ path: 'file', code: 'maxSize' });
    expect(await readdir(join(server.dataDir, 'files'))).toEqual(before);
  });
});

describe('media resources', () => {
  it('lists the seeded demo images of the caller organization to admins only', async () => {
    const list = await server.api<Array<{ name: string }>>('GET', '/api/media-resources?filter=' + encodeURIComponent('{"order":"name ASC"}'), undefined, admin);
    expect(list.body.map((r) => r.name)).toEqual(['Evacuation map', 'Lobby welcome banner']);
    expect((await server.api<Array<{ name: string }>>('GET', '/api/media-resources', undefined, otherAdmin)).body.map((r) => r.name)).toEqual(['Dock safety poster']);
    expect((await server.api('GET', '/api/media-resources', undefined, operator)).status).toBe(403);
    expect((await server.api('GET', '/api/media-resources', undefined, manager)).status).toBe(200);
  });

  it('creates with an uploaded file, answers the file, changes and deletes', async () => {
    const file = await upload(admin, png, 'image/png', 'sign.png');
    const created = await server.api<Record<string, unknown>>('POST', '/api/media-resources', { name: 'Sign', fileType: 'image', fileId: file.body.id, organizationId: aozora }, admin);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Sign', scope: 'organization', file: { name: 'sign.png', contentType: 'image/png', size: png.length } });
    const id = created.body.id as number;
    expect((await server.api<Record<string, unknown>>('PATCH', `/api/media-resources/${id}`, { name: 'Sign 2' }, admin)).body.name).toBe('Sign 2');
    expect((await server.api('DELETE', `/api/media-resources/${id}`, undefined, admin)).status).toBe(204);
  });

  it('§5: file required, of the chosen type, and one the caller may read', async () => {
    const missing = await server.api<ErrorBody>('POST', '/api/media-resources', { name: 'No file', fileType: 'image', organizationId: aozora }, admin);
    expect(missing.status).toBe(400);
    expect(missing.body.error.details?.[0]).toMatchObject({ path: 'fileId', code: 'required' });
    const video = await upload(admin, mp4, 'video/mp4');
    const wrongType = await server.api<ErrorBody>('POST', '/api/media-resources', { name: 'Clip', fileType: 'image', fileId: video.body.id, organizationId: aozora }, admin);
    expect(wrongType.body.error.details?.[0]).toMatchObject({ path: 'fileId', code: 'invalid' });
    const foreign = await upload(otherAdmin, png, 'image/png');
    const stolen = await server.api<ErrorBody>('POST', '/api/media-resources', { name: 'Stolen', fileType: 'image', fileId: foreign.body.id, organizationId: aozora }, admin);
    expect(stolen.status).toBe(400);
    expect(stolen.body.error.details?.[0]).toMatchObject({ path: 'fileId', code: 'invalid' });
    const long = await server.api<ErrorBody>('POST', '/api/media-resources', { name: 'n'.repeat(129), fileType: 'video', fileId: video.body.id, organizationId: aozora }, admin);
    expect(long.body.error.details?.[0]).toMatchObject({ path: 'name', code: 'maxLength' });
  });

  it('§6: only a system admin may choose the system scope, which publishes the file to everyone', async () => {
    const file = await upload(admin, png, 'image/png');
    const refused = await server.api<ErrorBody>('POST', '/api/media-resources', { name: 'Everyone', fileType: 'image', fileId: file.body.id, organizationId: aozora, scope: 'system' }, admin);
    expect(refused.status).toBe(403);
    expect(refused.body.error.details?.[0]).toMatchObject({ path: 'scope', code: 'systemAdminOnly' });
    expect((await server.api('GET', `/api/files/${String(file.body.id)}`, undefined, otherAdmin)).status).toBe(404);
    const published = await server.api<Record<string, unknown>>('POST', '/api/media-resources', { name: 'Everyone', fileType: 'image', fileId: file.body.id, organizationId: aozora, scope: 'system' }, system);
    expect(published.status).toBe(201);
    expect((await server.api('GET', `/api/files/${String(file.body.id)}`, undefined, otherAdmin)).status).toBe(200);
    await server.api('PATCH', `/api/media-resources/${String(published.body.id)}`, { scope: 'organization' }, system);
    expect((await server.api('GET', `/api/files/${String(file.body.id)}`, undefined, otherAdmin)).status).toBe(404);
  });
});
