import type { BuildingLinkage, MeterReadingService } from '@fleetdeck/model';
import { builtinReader } from './builtin-reader.js';
import { hakaruAiReader } from './hakaru-ai-reader.js';
import { kanriRoidReader } from './kanriroid-reader.js';
import { lilzReader } from './lilz-reader.js';
import type { MeterReader } from './meter-reader.js';
import type { MeterServicesConfig } from './meter-services-config.js';

/**
 * The reader of a check item: the meter reading service it names, with the credentials of its
 * building's linkage, when the building is linked to that service and the console knows where the
 * service is; otherwise the built-in reader, so an item works before any account is linked.
 */
export function chooseReader(service: MeterReadingService | null, linkage: BuildingLinkage, config: MeterServicesConfig): MeterReader {
  if (service === 'hakaruAi' && linkage.hakaruAi?.loginId && config.hakaruAi.url) {
    return hakaruAiReader(config.hakaruAi.url, { loginId: linkage.hakaruAi.loginId, password: config.hakaruAi.password });
  }
  if (service === 'kanriRoid' && linkage.meterSystem?.token && config.kanriRoid.url) {
    return kanriRoidReader(config.kanriRoid.url, { token: linkage.meterSystem.token, buildingId: linkage.meterSystem.buildingId });
  }
  if (service === 'lilz' && linkage.lilz?.accessToken && config.lilz.url) {
    return lilzReader(config.lilz.url, { accessToken: linkage.lilz.accessToken, managementUnitId: linkage.lilz.managementUnitId });
  }
  return builtinReader;
}
