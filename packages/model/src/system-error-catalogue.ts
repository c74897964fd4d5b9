import type { LocalizedText } from './common.js';
import { DockErrorCode, ElevatorCloudACodes, FlowErrorCode } from './error-codes.js';
import { ElevatorCode, RosbagCode, SecurityDoorCode, deviceCodeMeaning } from './device-codes.js';

/** Which family a catalogued code belongs to (§4 and §8). */
export const ErrorCodeCategory = ['flow', 'docking', 'elevatorCloud', 'elevator', 'securityDoor', 'rosbag'] as const;
export type ErrorCodeCategory = (typeof ErrorCodeCategory)[number];

/** One entry of the error catalogue the system pages show. */
export interface ErrorCatalogueEntry {
  code: string;
  category: ErrorCodeCategory;
  description: LocalizedText;
}

// S2201 to S2404 is one block in the spec; it is catalogued as one range entry.
const elevatorCloudS = ['S0020', 'S0023', 'S2201–S2404'];

// The spec names these codes without their individual meanings, so the catalogue says which
// family and number they are rather than inventing a meaning.
function unnamed(code: string, family: LocalizedText): LocalizedText {
  return { en: `${family.en} ${code}`, ja: `${family.ja} ${code}` };
}

/** Every error and status code of the spec in one list, in catalogue order. */
export function errorCatalogue(): ErrorCatalogueEntry[] {
  const entries: ErrorCatalogueEntry[] = [];
  for (const [code, description] of Object.entries(FlowErrorCode)) entries.push({ code, category: 'flow', description });
  for (const [code, description] of Object.entries(DockErrorCode)) entries.push({ code, category: 'docking', description });
  const cloud = { en: 'Elevator cloud error', ja: 'エレベーター連携クラウドエラー' };
  for (const code of [...ElevatorCloudACodes, ...elevatorCloudS]) entries.push({ code, category: 'elevatorCloud', description: unnamed(code, cloud) });
  for (const code of ElevatorCode) entries.push({ code: String(code), category: 'elevator', description: deviceCodeMeaning('elevator', code) });
  for (const code of SecurityDoorCode) entries.push({ code: String(code), category: 'securityDoor', description: deviceCodeMeaning('securityDoor', code) });
  for (const code of RosbagCode) entries.push({ code, category: 'rosbag', description: deviceCodeMeaning('rosbag', code) });
  return entries;
}
