import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { CheckItemType, cropSettingOf, MeterReadingService } from '@fleetdeck/model';
import { cropPhoto } from '@fleetdeck/robot-sim';
import type { Database } from '../db/database.js';
import type { LooseDb } from '../resources/resource-types.js';
import { parseLinkage } from '../routes/buildings/building-linkage.js';
import { chooseReader } from './choose-reader.js';
import type { MeterPhoto } from './meter-reader.js';
import type { MeterServicesConfig } from './meter-services-config.js';
import { applyQrCrop } from './qr-crop.js';

/** A meter's reading from one photo: its value (null when the photo showed none) in the item's unit, or why it failed. */
export type MeterResult =
  | { ok: true; value: number | null; unit: string; reader: string }
  | { ok: false; unit: string; reader: string; error: string };

/** The scale of a dial: the item's settings JSON `range` ([low, high]), else 0-100. */
export function dialRange(settingsJson: string): [number, number] {
  try {
    const range = (JSON.parse(settingsJson) as { range?: unknown }).range;
    if (Array.isArray(range) && range.length === 2 && range.every((n) => typeof n === 'number' && Number.isFinite(n)) && range[0] !== range[1]) return [range[0], range[1]];
  } catch {
    // An unreadable JSON reads on the plain 0-100 scale.
  }
  return [0, 100];
}

function unitOf(settingsJson: string): string {
  try {
    const unit = (JSON.parse(settingsJson) as { unit?: unknown }).unit;
    return typeof unit === 'string' ? unit.slice(0, 16) : '';
  } catch {
    return '';
  }
}

/**
 * Reads the meter on a check item's photo: only meter items are read (answers undefined for the
 * others). The item's crop applies to every photo (a QR crop is found on each photo here, and a photo
 * whose QR code names another meter reads as no value); the built-in reader's 0-100 of the dial is put
 * on the item's `range`; a service's answer is taken as it is.
 */
export class MeterReading {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly config: MeterServicesConfig,
    private readonly log: FastifyBaseLogger,
  ) {}

  async read(checkItemId: number, organizationId: number, photo: MeterPhoto): Promise<MeterResult | undefined> {
    const row = await (this.db as unknown as Kysely<LooseDb>)
      .selectFrom('check_items as c')
      .innerJoin('buildings as b', 'b.id', 'c.building_id')
      .select(['c.type as type', 'c.meter_reading_service as service', 'c.meter_type as meterType', 'c.qr_code_number as qr', 'c.task_id as taskId', 'c.device_id as deviceId', 'c.json as json', 'b.linkage as linkage'])
      .where('c.id', '=', checkItemId)
      .where('c.organization_id', '=', organizationId)
      .executeTakeFirst();
    if (!row || Number(row.type) !== CheckItemType.meter) return undefined;
    const json = String(row.json ?? '{}');
    const service = (MeterReadingService as readonly unknown[]).includes(row.service) ? (row.service as MeterReadingService) : null;
    const reader = chooseReader(service, parseLinkage(row.linkage), this.config);
    const unit = unitOf(json);
    const qrCodeNumber = String(row.qr ?? '');
    try {
      const { crop, otherQr } = applyQrCrop(cropSettingOf(json), photo.jpeg, qrCodeNumber);
      if (otherQr !== undefined) {
        // The robot photographed another meter: nothing is read as this one's (§4 result 4 on its detail).
        this.log.warn({ checkItemId, qrCodeNumber, found: otherQr }, 'the photo\'s QR code names another meter');
        return { ok: true, value: null, unit, reader: reader.name };
      }
      // A service is sent the crop, as the built-in reader reads only inside it (the same geometry,
      // robot-sim's cropOf); without a saved crop, or when its markers or code are not found on this
      // photo, it gets the whole photo and finds the meter itself rather than being sent nothing.
      const sent = reader.name === 'builtin' ? photo : { ...photo, jpeg: cropPhoto(photo.jpeg, crop) };
      const value = await reader.read(sent, {
        id: checkItemId,
        meterType: String(row.meterType ?? ''),
        qrCodeNumber,
        taskId: String(row.taskId ?? ''),
        deviceId: String(row.deviceId ?? ''),
        crop,
      });
      if (value === null || reader.name !== 'builtin') return { ok: true, value, unit, reader: reader.name };
      const [low, high] = dialRange(json);
      return { ok: true, value: Math.round((low + ((high - low) * value) / 100) * 1000) / 1000, unit, reader: reader.name };
    } catch (error) {
      this.log.warn({ checkItemId, reader: reader.name, err: error }, 'meter could not be read');
      return { ok: false, unit, reader: reader.name, error: (error as Error).message };
    }
  }
}
