import type { Kysely } from 'kysely';
import { KeyManagerType, NotificationLevel, SystemVersionStatus, UserType, WebhookAuthType, WebhookStatus, WebhookType } from '@fleetdeck/model';
import { randomBytes } from 'node:crypto';
import type { Database } from '../../db/database.js';
import { hashPassword } from '../../auth/password-hash.js';
import './system-tables.js';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

async function isEmpty(db: Kysely<Database>, table: 'system_versions' | 'system_configs' | 'announcements' | 'webhooks' | 'iam_services' | 'service_packages' | 'messages' | 'sync_history'): Promise<boolean> {
  return (await db.selectFrom(table).select('id').limit(1).executeTakeFirst()) === undefined;
}

async function organizationId(db: Kysely<Database>, name: string): Promise<number | undefined> {
  return (await db.selectFrom('organizations').select('id').where('name', '=', name).executeTakeFirst())?.id;
}

const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

async function seedVersions(db: Kysely<Database>): Promise<void> {
  if (!(await isEmpty(db, 'system_versions'))) return;
  const versions: Array<[string, number, string, string, number]> = [
    ['2.12.0', SystemVersionStatus.official, 'official', 'Night patrol reports with thermal photos.', -90],
    ['2.13.0', SystemVersionStatus.official, 'official', 'Elevator integration for multi-floor flows.', -45],
    ['2.14.0-beta.1', SystemVersionStatus.beta, 'beta', 'Spatial UI preview for labs users.', -14],
    ['2.15.0-alpha.2', SystemVersionStatus.alpha, 'alpha', 'New docking algorithm under evaluation.', -3],
    ['2.15.0-dev', SystemVersionStatus.private, 'alpha', 'Internal build, not shown to users.', -1],
  ];
  for (const [version, status, releaseLevel, notes, days] of versions) {
    await db.insertInto('system_versions').values({ version, status, release_level: releaseLevel, notes, created_at: at(days * DAY_MS), updated_at: at(days * DAY_MS) }).execute();
  }
}

async function seedConfigs(db: Kysely<Database>): Promise<void> {
  if (!(await isEmpty(db, 'system_configs'))) return;
  const now = at(0);
  const rows: Array<[string, string, string, string]> = [
    ['mail.sender', 'text', 'noreply@fleetdeck.example', 'Sender address of notification mail'],
    ['report.retentionDays', 'json', '365', 'Days a report is kept before it is archived'],
    ['teleop.video', 'json', '{"preset":"medium","fps":8}', 'Default video preset of teleoperation'],
  ];
  for (const [key, valueType, value, description] of rows) {
    await db.insertInto('system_configs').values({ key, value_type: valueType, value, description, created_at: now, updated_at: now }).execute();
  }
}

async function seedAnnouncements(db: Kysely<Database>): Promise<void> {
  if (!(await isEmpty(db, 'announcements'))) return;
  const now = at(0);
  const rows = [
    { title_ja: '定期メンテナンスのお知らせ', title_en: 'Scheduled maintenance', body_ja: '日曜日 2:00〜4:00 にメンテナンスを行います。', body_en: 'Maintenance runs on Sunday from 2:00 to 4:00.', level: NotificationLevel.warning, publish_from: at(-DAY_MS), publish_to: at(7 * DAY_MS) },
    { title_ja: '新機能: 温度しきい値', title_en: 'New: temperature thresholds', body_ja: 'しきい値ルールで温度を監視できます。', body_en: 'Threshold rules can now watch temperatures.', level: NotificationLevel.info, publish_from: at(-3 * DAY_MS), publish_to: null },
    { title_ja: '旧バージョンのサポート終了', title_en: 'End of support for 2.10', body_ja: '2.10 のサポートは終了しました。', body_en: 'Support for 2.10 has ended.', level: NotificationLevel.info, publish_from: at(-60 * DAY_MS), publish_to: at(-30 * DAY_MS) },
  ];
  for (const row of rows) await db.insertInto('announcements').values({ ...row, created_at: now, updated_at: now }).execute();
}

async function seedOrganizationRows(db: Kysely<Database>): Promise<void> {
  const aozora = await organizationId(db, 'Aozora Facilities');
  const hinode = await organizationId(db, 'Hinode Logistics');
  if (aozora === undefined || hinode === undefined) return;
  const now = at(0);
  if (await isEmpty(db, 'webhooks')) {
    // The alarm relay's address exists nowhere: seeded enabled, every threshold breach of the demo would
    // be sent to it and turn it to status 9, a failure the fresh demo did not have. It is seeded
    // disabled; an administrator points it at a real receiver and enables it.
    const rows = [
      { organization_id: aozora, name: 'Aozora alarm relay', type: WebhookType.generic, auth_type: WebhookAuthType.hmac, status: WebhookStatus.disabled, url: 'https://hooks.aozora.example/alarm', secret: randomBytes(16).toString('hex') },
      { organization_id: aozora, name: 'Aozora Teams channel', type: WebhookType.teams, auth_type: WebhookAuthType.none, status: WebhookStatus.disabled, url: 'https://teams.example/webhook/aozora', secret: null },
      { organization_id: hinode, name: 'Hinode meter feed', type: WebhookType.lilz, auth_type: WebhookAuthType.bearer, status: WebhookStatus.error, url: 'https://lilz.example/hinode', secret: randomBytes(16).toString('hex') },
    ];
    for (const row of rows) await db.insertInto('webhooks').values({ ...row, created_at: now, updated_at: now }).execute();
  }
  if (await isEmpty(db, 'iam_services')) {
    const secretHash = await hashPassword(randomBytes(24).toString('hex'));
    const rows = [
      { organization_id: aozora, name: 'Aozora BMS', client_id: 'aozora-bms', scopes: JSON.stringify(['robots:read', 'reports:read']), enabled: 1 },
      { organization_id: hinode, name: 'Hinode WMS', client_id: 'hinode-wms', scopes: JSON.stringify(['robots:read']), enabled: 0 },
    ];
    for (const row of rows) await db.insertInto('iam_services').values({ ...row, client_secret_hash: secretHash, created_at: now, updated_at: now }).execute();
  }
  if (await isEmpty(db, 'service_packages')) {
    const pkg = await db
      .insertInto('service_packages')
      .values({ organization_id: aozora, name: 'Building services', version: '1.2.0', description: 'Elevator and security-door commands', enabled: 1, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('service_packages').values({ organization_id: hinode, name: 'Warehouse services', version: '0.9.0', description: 'Shutter control', enabled: 1, created_at: now, updated_at: now }).execute();
    const commands: Array<[string, string, string]> = [
      ['elevator', 'Call elevator', 'elevator.call'],
      ['elevator', 'Release elevator', 'elevator.release'],
      ['security-door', 'Unlock door', 'door.unlock'],
    ];
    for (const [bundle, name, command] of commands) {
      await db.insertInto('service_commands').values({ package_id: pkg.id, bundle_id: bundle, name, command, description: '', created_at: now, updated_at: now }).execute();
    }
  }
}

async function seedMessages(db: Kysely<Database>): Promise<void> {
  if (!(await isEmpty(db, 'messages'))) return;
  const admins = await db.selectFrom('operators').select('id').where('type', '!=', UserType.general).execute();
  const texts: Array<[number, string, string]> = [
    [NotificationLevel.emergency, 'Robot stopped: emergency button', 'A robot in Aozora Tower stopped because its emergency button was pressed.'],
    [NotificationLevel.warning, 'Low battery', 'A robot returned to its dock with 18% battery.'],
    [NotificationLevel.info, 'Report ready', 'The monthly patrol report is ready to download.'],
    [NotificationLevel.info, 'Flow finished', 'Night patrol finished without abnormalities.'],
    [NotificationLevel.warning, 'Elevator call failed', 'The elevator did not answer a call (A0003).'],
  ];
  for (const admin of admins) {
    for (const [i, [level, title, body]] of texts.entries()) {
      await db.insertInto('messages').values({ operator_id: admin.id, level, title, body, created_at: at(-i * HOUR_MS), read_at: i >= 3 ? at(-i * HOUR_MS / 2) : null }).execute();
    }
  }
}

async function seedSyncHistory(db: Kysely<Database>): Promise<void> {
  if (!(await isEmpty(db, 'sync_history'))) return;
  const targets = ['hakaru.ai', 'LiLz', 'KanriRoid', 'daily report', 'meter system'];
  const statuses = ['success', 'success', 'partial', 'success', 'failed'];
  for (let i = 0; i < 45; i += 1) {
    const started = -i * 6 * HOUR_MS;
    const status = statuses[i % statuses.length] ?? 'success';
    await db
      .insertInto('sync_history')
      .values({
        target: targets[i % targets.length] ?? 'LiLz', direction: i % 3 === 0 ? 'export' : 'import', status, item_count: status === 'failed' ? 0 : 10 + ((i * 7) % 40),
        message: status === 'failed' ? 'Connection timed out' : status === 'partial' ? 'Some readings were skipped' : '', started_at: at(started), finished_at: at(started + 90_000),
      })
      .execute();
  }
}

async function seedKeys(db: Kysely<Database>): Promise<void> {
  const now = at(0);
  await db.updateTable('keys').set({ name: 'SkyWay production', created_at: now, updated_at: now }).where('name', '=', '').where('type', '=', KeyManagerType.skyway).execute();
  const azure = await db.selectFrom('keys').select('id').where('type', '=', KeyManagerType.azure).executeTakeFirst();
  if (!azure) await db.insertInto('keys').values({ type: KeyManagerType.azure, name: 'Azure speech', value: `demo-azure-${randomBytes(12).toString('hex')}`, created_at: now, updated_at: now }).execute();
}

/** Demo rows of the system and my pages; each table is only filled while it is empty. */
export async function seedSystemDemo(db: Kysely<Database>): Promise<void> {
  await seedVersions(db);
  await seedConfigs(db);
  await seedAnnouncements(db);
  await seedOrganizationRows(db);
  await seedMessages(db);
  await seedSyncHistory(db);
  await seedKeys(db);
}
