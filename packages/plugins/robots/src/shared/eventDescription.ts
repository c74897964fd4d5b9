import { DockErrorCode, FlowErrorCode, GatewayNoteCode, RobotErrorCode, deviceCodeMeaning, type DeviceCodeKind, type LocalizedText } from '@fleetdeck/model';

/** Translates a key of this plugin's namespace. */
export type Translate = (key: string, values?: Record<string, unknown>) => string;

const deviceKinds: readonly string[] = ['elevator', 'securityDoor', 'rosbag'] satisfies DeviceCodeKind[];
const isDeviceKind = (kind: string): kind is DeviceCodeKind => deviceKinds.includes(kind);

const catalogues: Record<string, Record<string, LocalizedText>> = {
  flow: FlowErrorCode,
  docking: DockErrorCode,
  robotError: RobotErrorCode,
  // Noted by the gateway: a robot reporting a floor its building does not have.
  floor: GatewayNoteCode,
};

/**
 * What an event means in the user's language: the §8 text of flow, docking and robot error
 * codes and the meanings of §4's device codes from @fleetdeck/model, online/offline for
 * connection changes, and the kind with its code for elevator cloud codes (§8 gives no meanings).
 */
export function eventDescription(event: { kind: string; code: string | number; message?: string | null }, language: 'ja' | 'en', t: Translate): string {
  const code = String(event.code);
  const known = catalogues[event.kind]?.[code];
  let text: string;
  if (known) text = known[language];
  else if (event.kind === 'connection') text = t(`connection.${code === 'online' ? 'online' : 'offline'}`);
  else if (isDeviceKind(event.kind)) text = deviceCodeMeaning(event.kind, code)[language];
  else if (event.kind === 'elevatorCloud') text = t('activity.codeText.elevatorCloud', { code });
  else text = code;
  return event.message ? `${text} (${event.message})` : text;
}
