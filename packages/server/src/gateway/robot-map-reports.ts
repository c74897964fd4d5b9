import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { Ajv } from 'ajv';
import { decodeRobotMapReport, lazyValidator, RobotMapHeader, RobotMapLimits, type GatewayErrorMessage, type MapStoredMessage } from '@fleetdeck/model';
import type { Database } from '../db/database.js';
import { MapImageError, readMapImage } from '../maps/map-image.js';
import { looseDb } from '../resources/resource-context.js';
import { readFloorMap, saveRobotMap } from '../routes/maps/floor-map-store.js';
import { findFile } from '../storage/file-access.js';
import type { FileStorage } from '../storage/file-storage.js';
import { EventLimiter } from './event-limiter.js';
import type { LiveRobot } from './live-robots.js';

const ajv = new Ajv({ strict: false, allErrors: false });
const validateHeader = lazyValidator<RobotMapHeader>(() => ajv.compile<RobotMapHeader>(RobotMapHeader));

/** The answer to a map report: stored (or left as it was), or refused with a code saying why. */
export type MapReportAnswer = MapStoredMessage | GatewayErrorMessage;

type Refusal = Pick<GatewayErrorMessage, 'code' | 'message'>;

/**
 * Robots' reports of their floor maps over /gateway (docs/gateway-protocol.md, "Robot map"). A
 * report is checked as an upload of `map.yaml` + image is, and more: the floor must be one of the
 * robot's own building's floors (so a robot of one organization never writes another's floor), and
 * a robot may have a few reports read at once and one every 10 s after (a map is decoded and stored,
 * which costs the whole fleet's event loop). Reports of one floor are stored one after another, so
 * two robots reporting at once never both find the floor empty and both store. Nothing here throws
 * at the socket: every outcome is an answer.
 */
export class RobotMapReports {
  private readonly limiter = new EventLimiter(RobotMapLimits.burst, 1000 / RobotMapLimits.refillMs, 0);
  /** The report of each floor being stored now, which the next report of that floor waits for. */
  private readonly floors = new Map<number, Promise<unknown>>();

  constructor(
    private readonly db: Kysely<Database>,
    /** Where maps are stored (the gateway reads the maps it sends robots from it too). */
    readonly storage: FileStorage,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Checks and stores one map report of `robot`; answers what to tell the robot. */
  async report(robot: LiveRobot, raw: Uint8Array, now = Date.now()): Promise<MapReportAnswer> {
    const decoded = decodeRobotMapReport(raw);
    const header = decoded?.header as Partial<RobotMapHeader> | undefined;
    const about = { ...(typeof header?.ref === 'string' ? { ref: header.ref.slice(0, 64) } : {}), ...(Number.isInteger(header?.floorId) ? { floorId: header?.floorId } : {}) };
    const refuse = (refusal: Refusal, retryAfterMs?: number): GatewayErrorMessage => ({ type: 'error', ...refusal, ...about, ...(retryAfterMs === undefined ? {} : { retryAfterMs }) });
    if (!decoded) return refuse({ code: 'MAP_INVALID', message: 'Not a map report: "FDMP", version 1, a u16 header length, a JSON header, then the image' });
    if (!validateHeader(decoded.header)) return refuse({ code: 'MAP_INVALID', message: `Invalid map header: ${ajv.errorsText(validateHeader.errors)}`.slice(0, 300) });
    const map = decoded.header;
    if (map.freeThresh >= map.occupiedThresh) return refuse({ code: 'MAP_INVALID', message: 'freeThresh must be below occupiedThresh' });
    const floor = await this.robotsFloor(robot, map.floorId);
    // The same answer whether the floor exists elsewhere or not at all: a robot learns nothing of other organizations.
    if (!floor) return refuse({ code: 'MAP_FLOOR_REFUSED', message: `Floor ${map.floorId} is not a floor of this robot's building (welcome.floorIds)` });
    // Counted only here, where the costly part starts (reading the image, storing it): refusals before cost little.
    const admission = this.limiter.take(robot.meta.id, now);
    if (!admission.admitted) {
      return refuse({ code: 'MAP_RATE_LIMITED', message: `Too many map reports: at most ${RobotMapLimits.burst} at once and one every ${RobotMapLimits.refillMs / 1000} s` }, admission.retryAfterMs);
    }
    const turn = (this.floors.get(floor.id) ?? Promise.resolve()).then(() => this.store(robot, floor, map, decoded.image, refuse));
    const settled = turn.catch(() => undefined);
    this.floors.set(floor.id, settled);
    void settled.then(() => {
      if (this.floors.get(floor.id) === settled) this.floors.delete(floor.id);
    });
    try {
      return await turn;
    } catch (error) {
      this.log.error({ err: error, serialNo: robot.meta.serialNo, floorId: floor.id }, 'robot map report could not be stored');
      return refuse({ code: 'MAP_INVALID', message: 'The map could not be stored; send it again later' });
    }
  }

  private async store(robot: LiveRobot, floor: { id: number; organizationId: number }, map: RobotMapHeader, bytes: Uint8Array, refuse: (r: Refusal) => GatewayErrorMessage): Promise<MapReportAnswer> {
    const stored = { type: 'mapStored' as const, floorId: floor.id, ...(map.ref === undefined ? {} : { ref: map.ref }) };
    const before = await readFloorMap(looseDb(this.db), floor.id);
    // Checked before the image is decoded, so a fleet of simulators connecting costs one decode per floor.
    if (map.onlyIfNone && before.mapInfo) return { ...stored, stored: false };
    let image: ReturnType<typeof readMapImage>;
    try {
      image = readMapImage(bytes, RobotMapLimits.maxSide);
    } catch (error) {
      if (!(error instanceof MapImageError)) throw error;
      return refuse({ code: error.tooLarge ? 'MAP_TOO_LARGE' : 'MAP_INVALID', message: `The map image ${error.message}` });
    }
    const values = { image: map.image, resolution: map.resolution, origin: map.origin, occupiedThresh: map.occupiedThresh, freeThresh: map.freeThresh, negate: map.negate ?? false, mode: map.mode ?? 'trinary' };
    if (before.mapInfo && (await this.sameAsStored(before, values, image, bytes))) return { ...stored, stored: false };
    await saveRobotMap(this.db, this.storage, floor, { values, image, bytes }, null);
    this.log.info({ serialNo: robot.meta.serialNo, floorId: floor.id, width: image.width, height: image.height }, 'robot reported its floor map');
    return { ...stored, stored: true };
  }

  /** Whether the floor's stored map is this one already (a robot reporting again after a reconnect). */
  private async sameAsStored(before: Awaited<ReturnType<typeof readFloorMap>>, values: object, image: { width: number; height: number }, bytes: Uint8Array): Promise<boolean> {
    const info = before.mapInfo;
    if (!info || before.mapFileId === null) return false;
    const { width, height, ...stored } = info;
    if (width !== image.width || height !== image.height || JSON.stringify(sortKeys(stored)) !== JSON.stringify(sortKeys(values))) return false;
    const file = await findFile(this.db, before.mapFileId);
    if (!file || Number(file.size) !== bytes.length) return false;
    return Buffer.from(bytes).equals(await this.storage.get(file.storage_key));
  }

  /** The floor, when it is one of the robot's building's floors, with the building's organization. */
  private async robotsFloor(robot: LiveRobot, floorId: number): Promise<{ id: number; organizationId: number } | undefined> {
    const row = await this.db
      .selectFrom('floors')
      .innerJoin('buildings', 'buildings.id', 'floors.building_id')
      .select(['floors.id as id', 'buildings.organization_id as organizationId'])
      .where('floors.id', '=', floorId)
      .where('floors.building_id', '=', robot.meta.buildingId)
      .executeTakeFirst();
    return row ? { id: Number(row.id), organizationId: Number(row.organizationId) } : undefined;
  }
}

function sortKeys(value: object): Array<[string, unknown]> {
  return Object.entries(value).sort(([a], [b]) => a.localeCompare(b));
}
