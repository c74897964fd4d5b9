import type { FieldError, InitDataFile, InitDataPlan, InitDataServicePackage, InitDataTerms, SystemConfigCreate } from '@fleetdeck/model';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/database.js';
import { validationFailed } from '../errors/api-error.js';
import '../routes/system/system-tables.js';

type Item = InitDataPlan['items'][number];
type Trx = Transaction<Database>;

/** Whether a stored row already holds every value of the file's item. */
function same(stored: Record<string, unknown>, wanted: Record<string, unknown>): boolean {
  return Object.entries(wanted).every(([column, value]) => stored[column] === value);
}

async function loadTerms(trx: Trx, terms: InitDataTerms, apply: boolean, now: string): Promise<Item> {
  const key = `${terms.type} ${terms.version}`;
  const values = { title_ja: terms.title.ja, title_en: terms.title.en, body_ja: terms.body.ja, body_en: terms.body.en };
  const stored = await trx.selectFrom('terms').selectAll().where('type', '=', terms.type).where('version', '=', terms.version).executeTakeFirst();
  if (stored && same(stored, values)) return { kind: 'terms', key, action: 'unchanged' };
  if (apply) {
    if (stored) await trx.updateTable('terms').set(values).where('id', '=', stored.id).execute();
    else await trx.insertInto('terms').values({ type: terms.type, version: terms.version, ...values, published_at: now }).execute();
  }
  return { kind: 'terms', key, action: stored ? 'change' : 'add' };
}

async function loadConfig(trx: Trx, config: SystemConfigCreate, apply: boolean, now: string): Promise<Item> {
  const values = { value_type: config.valueType, value: config.value, description: config.description ?? '' };
  const stored = await trx.selectFrom('system_configs').selectAll().where('key', '=', config.key).executeTakeFirst();
  if (stored && same(stored, values)) return { kind: 'systemConfigs', key: config.key, action: 'unchanged' };
  if (apply) {
    if (stored) await trx.updateTable('system_configs').set({ ...values, updated_at: now }).where('id', '=', stored.id).execute();
    else await trx.insertInto('system_configs').values({ key: config.key, ...values, created_at: now, updated_at: now }).execute();
  }
  return { kind: 'systemConfigs', key: config.key, action: stored ? 'change' : 'add' };
}

/** A package and its commands by bundle and name; commands not in the file are kept, so a partial file removes nothing. */
async function loadPackage(trx: Trx, pkg: InitDataServicePackage, apply: boolean, now: string): Promise<Item> {
  const key = `${pkg.organizationId}/${pkg.name}`;
  const values = { version: pkg.version, description: pkg.description ?? '', enabled: pkg.enabled ? 1 : 0 };
  const stored = await trx.selectFrom('service_packages').selectAll().where('organization_id', '=', pkg.organizationId).where('name', '=', pkg.name).executeTakeFirst();
  const storedCommands = stored ? await trx.selectFrom('service_commands').selectAll().where('package_id', '=', stored.id).execute() : [];
  const commandChanges = (pkg.commands ?? []).map((command) => {
    const found = storedCommands.find((c) => c.bundle_id === command.bundleId && c.name === command.name);
    const wanted = { command: command.command, description: command.description ?? '' };
    return { command, found, wanted, changed: !found || !same(found, wanted) };
  });
  const packageChanged = !stored || !same(stored, values);
  if (!packageChanged && !commandChanges.some((c) => c.changed)) return { kind: 'servicePackages', key, action: 'unchanged' };
  if (apply) {
    let packageId = stored?.id;
    if (stored && packageChanged) await trx.updateTable('service_packages').set({ ...values, updated_at: now }).where('id', '=', stored.id).execute();
    if (!stored) {
      const row = await trx.insertInto('service_packages').values({ organization_id: pkg.organizationId, name: pkg.name, ...values, created_at: now, updated_at: now })
        .returning('id').executeTakeFirstOrThrow();
      packageId = row.id;
    }
    for (const { command, found, wanted, changed } of commandChanges) {
      if (!changed) continue;
      if (found) await trx.updateTable('service_commands').set({ ...wanted, updated_at: now }).where('id', '=', found.id).execute();
      else {
        await trx.insertInto('service_commands').values({
          package_id: packageId as number, bundle_id: command.bundleId, name: command.name, ...wanted, created_at: now, updated_at: now,
        }).execute();
      }
    }
  }
  return { kind: 'servicePackages', key, action: stored ? 'change' : 'add' };
}

async function missingOrganizations(db: Kysely<Database>, file: InitDataFile): Promise<FieldError[]> {
  const packages = file.servicePackages ?? [];
  const ids = [...new Set(packages.map((p) => p.organizationId))];
  if (ids.length === 0) return [];
  const found = new Set((await db.selectFrom('organizations').select('id').where('id', 'in', ids).execute()).map((r) => r.id));
  return packages.flatMap((p, index) => found.has(p.organizationId)
    ? []
    : [{ path: `content.servicePackages.${index}.organizationId`, code: 'notFound', message: 'is not an existing organization' }]);
}

/**
 * Compares a file with what is stored and, when `apply` is set, writes the additions and changes
 * in one transaction (all or nothing). Items are found by their natural keys, so a second load of
 * the same file answers every item unchanged and writes nothing.
 */
export async function loadInitData(db: Kysely<Database>, file: InitDataFile, apply: boolean): Promise<InitDataPlan> {
  const refused = await missingOrganizations(db, file);
  if (refused.length > 0) throw validationFailed(refused);
  const now = new Date().toISOString();
  const items = await db.transaction().execute(async (trx) => {
    const out: Item[] = [];
    for (const terms of file.terms ?? []) out.push(await loadTerms(trx, terms, apply, now));
    for (const config of file.systemConfigs ?? []) out.push(await loadConfig(trx, config, apply, now));
    for (const pkg of file.servicePackages ?? []) out.push(await loadPackage(trx, pkg, apply, now));
    return out;
  });
  return { applied: apply, items };
}
