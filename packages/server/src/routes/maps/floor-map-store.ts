import type { FloorMapAnswer, FloorPlanPlacement, RobotMapInfo } from '@fleetdeck/model';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import type { LooseDb } from '../../resources/resource-types.js';
import type { ScopedFloor } from '../../rules/floor-scope.js';
import { findFile, type StoredFile } from '../../storage/file-access.js';
import { deleteUnreferencedFiles, removeStoredBytes } from '../../storage/file-removal.js';
import type { FileStorage } from '../../storage/file-storage.js';
import { storeFile } from '../../storage/file-store.js';
import { greyPng, mapPreview, type GreyImage, type MapImageType } from '../../maps/map-image.js';
import type { MapYamlValues } from '../../maps/map-yaml.js';

/** A floor's `floor_maps` row as the map routes read it. */
export interface FloorMapRow {
  revision: number;
  mapFileId: number | null;
  mapPngFileId: number | null;
  mapPreviewFileId: number | null;
  mapInfo: RobotMapInfo | null;
  planFileId: number | null;
  plan: FloorPlanPlacement | null;
}

const EMPTY: FloorMapRow = { revision: 0, mapFileId: null, mapPngFileId: null, mapPreviewFileId: null, mapInfo: null, planFileId: null, plan: null };
const json = <T>(text: unknown): T | null => (typeof text === 'string' ? (JSON.parse(text) as T) : null);
const idOrNull = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

/** The stored map of a floor (all empty before its first upload or save). */
export async function readFloorMap(db: Kysely<LooseDb>, floorId: number): Promise<FloorMapRow> {
  const row = await db.selectFrom('floor_maps').selectAll().where(sql.ref('floor_id'), '=', floorId).executeTakeFirst();
  if (!row) return EMPTY;
  return {
    revision: Number(row.revision),
    mapFileId: idOrNull(row.map_file_id),
    mapPngFileId: idOrNull(row.map_png_file_id),
    mapPreviewFileId: idOrNull(row.map_preview_file_id),
    mapInfo: json<RobotMapInfo>(row.map_info),
    planFileId: idOrNull(row.plan_file_id),
    plan: json<FloorPlanPlacement>(row.plan_placement),
  };
}

/** The GET /api/floors/:floorId/map answer. */
export function floorMapAnswer(floor: ScopedFloor, map: FloorMapRow): FloorMapAnswer {
  return { floorId: floor.id, buildingId: floor.buildingId, floorName: floor.name, revision: map.revision, map: map.mapInfo, mapFileId: map.mapFileId, mapPreviewFileId: map.mapPreviewFileId, planFileId: map.planFileId, plan: map.plan };
}

/**
 * Writes a floor's map columns (creating its row), then deletes the files the row no longer
 * names once nothing else references them, bytes after the commit.
 */
export async function writeFloorMap(db: Kysely<Database>, storage: FileStorage, floorId: number, columns: Record<string, unknown>, replaced: ReadonlyArray<number | null>): Promise<void> {
  const now = new Date().toISOString();
  const removed = await db.transaction().execute(async (trx) => {
    await (trx as unknown as Kysely<LooseDb>)
      .insertInto('floor_maps')
      .values({ floor_id: floorId, revision: 0, ...columns, updated_at: now })
      .onConflict((oc) => oc.column('floor_id').doUpdateSet({ ...columns, updated_at: now }))
      .execute();
    return deleteUnreferencedFiles(trx, replaced.filter((id): id is number => id !== null));
  });
  await removeStoredBytes(storage, removed);
}

/** One of the floor's stored map files, if it has it. */
export async function floorFile(db: Kysely<Database>, id: number | null): Promise<StoredFile | undefined> {
  return id === null ? undefined : findFile(db, id);
}

/** A robot map to store: its map.yaml values, the image as read and its bytes as sent. */
export interface NewRobotMap {
  values: MapYamlValues;
  image: GreyImage & { type: MapImageType };
  bytes: Uint8Array;
}

/**
 * Stores a floor's robot map, from an upload (`map.yaml` + image) or a robot's report over the
 * gateway alike: the image as sent, a PNG browsers draw and its preview when it is large, the values with the image's size, and
 * the floor's `ugomap` (§3) pointing at its map.yaml. The files replaced go once nothing uses them.
 */
export async function saveRobotMap(db: Kysely<Database>, storage: FileStorage, floor: { id: number; organizationId: number }, map: NewRobotMap, uploadedBy: number | null): Promise<RobotMapInfo> {
  const info: RobotMapInfo = { ...map.values, width: map.image.width, height: map.image.height };
  const owner = { organizationId: floor.organizationId, uploadedBy, fileType: 'image' as const };
  const original = await storeFile(db, storage, { ...owner, name: map.values.image.split(/[\\/]/).pop() || 'map', contentType: map.image.type, bytes: map.bytes });
  const display = map.image.type === 'image/png' ? original : await storeFile(db, storage, { ...owner, name: 'map.png', contentType: 'image/png', bytes: greyPng(map.image) });
  const small = mapPreview(map.image, map.values.negate);
  const preview = small ? await storeFile(db, storage, { ...owner, name: 'map-preview.png', contentType: 'image/png', bytes: greyPng(small) }) : undefined;
  const before = await readFloorMap(db as unknown as Kysely<LooseDb>, floor.id);
  const columns = { map_file_id: original.id, map_png_file_id: display.id, map_preview_file_id: preview?.id ?? null, map_info: JSON.stringify(info) };
  await writeFloorMap(db, storage, floor.id, columns, [before.mapFileId, before.mapPngFileId, before.mapPreviewFileId]);
  await db.updateTable('floors').set({ ugomap: `/api/floors/${floor.id}/map/map.yaml` }).where('id', '=', floor.id).execute();
  return info;
}
