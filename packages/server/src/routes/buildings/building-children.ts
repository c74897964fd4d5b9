import type { IpAllowEntry, SpeechText } from '@fleetdeck/model';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { ChildHook, LooseDb } from '../../resources/resource-types.js';

async function loadByBuilding<T>(db: Kysely<LooseDb>, table: string, ids: readonly number[], map: (row: Record<string, unknown>) => T) {
  const grouped = new Map<number, T[]>();
  if (ids.length === 0) return grouped;
  const rows = await db
    .selectFrom(table)
    .selectAll()
    .where(sql.ref('building_id'), 'in', [...ids])
    .orderBy(sql.ref('id'))
    .execute();
  for (const row of rows) {
    const key = Number(row.building_id);
    grouped.set(key, [...(grouped.get(key) ?? []), map(row)]);
  }
  return grouped;
}

/** The building's IP allow-list, replaced as a whole when the building body carries `ipAllowList`. */
export const ipAllowListChild: ChildHook = {
  field: 'ipAllowList',
  async write(trx, buildingId, value) {
    const entries = value as IpAllowEntry[];
    await trx.deleteFrom('ip_allow_entries').where(sql.ref('building_id'), '=', buildingId).execute();
    if (entries.length === 0) return;
    await trx
      .insertInto('ip_allow_entries')
      .values(entries.map((entry) => ({ building_id: buildingId, ip_address: entry.ipAddress, description: entry.description, restricted: entry.restricted ? 1 : 0 })))
      .execute();
  },
  load: (db, ids) =>
    loadByBuilding(db, 'ip_allow_entries', ids, (row) => ({
      ipAddress: String(row.ip_address),
      description: String(row.description),
      restricted: row.restricted === 1,
    })),
};

/** The building's speech texts, replaced as a whole when the body carries `speechTexts`. */
export const speechTextsChild: ChildHook = {
  field: 'speechTexts',
  async write(trx, buildingId, value) {
    const texts = value as SpeechText[];
    await trx.deleteFrom('speech_texts').where(sql.ref('building_id'), '=', buildingId).execute();
    if (texts.length === 0) return;
    await trx
      .insertInto('speech_texts')
      .values(texts.map((item) => ({ building_id: buildingId, text: item.text })))
      .execute();
  },
  load: (db, ids) => loadByBuilding(db, 'speech_texts', ids, (row) => ({ id: Number(row.id), text: String(row.text) })),
};
