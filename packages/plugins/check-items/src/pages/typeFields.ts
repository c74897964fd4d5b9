import { CheckItemType } from '@fleetdeck/model';

/**
 * The fields that do not apply to a check item's type, and the value each then holds: a thermal
 * camera is set up by its areas, not cropped by markers (§2 settings dialog); a camera item reads
 * no meter. Before a type is chosen every field shows.
 */
export function fieldsLeftOut(type: unknown): Readonly<Record<string, unknown>> {
  switch (type) {
    case CheckItemType.thermal:
      return { markerType: 'none' };
    case CheckItemType.camera:
      return { meterReadingService: null, meterType: 'none' };
    default:
      return {};
  }
}
