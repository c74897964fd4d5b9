import { DockErrorCode, FlowErrorCode, GatewayNoteCode, RobotErrorCode, type LocalizedText } from '@fleetdeck/model';

/** Translates a key of this plugin's namespace. */
export type Translate = (key: string, values?: Record<string, unknown>) => string;

const catalogues: Record<string, Record<string, LocalizedText>> = {
  flow: FlowErrorCode,
  docking: DockErrorCode,
  robotError: RobotErrorCode,
  // Noted by the gateway: a robot reporting a floor its building does not have.
  floor: GatewayNoteCode,
};

/**
 * What an event means in the user's language: the §8 text of flow, docking and robot error
 * codes from @fleetdeck/model, online/offline for connection changes, and the kind with its
 * code for device codes whose meanings the spec does not give.
 */
export function eventDescription(event: { kind: string; code: string | number; message?: string | null }, language: 'ja' | 'en', t: Translate): string {
  const code = String(event.code);
  const known = catalogues[event.kind]?.[code];
  let text: string;
  if (known) text = known[language];
  else if (event.kind === 'connection') text = t(`connection.${code === 'online' ? 'online' : 'offline'}`);
  else if (['elevator', 'elevatorCloud', 'securityDoor', 'rosbag'].includes(event.kind)) text = t(`activity.codeText.${event.kind}`, { code });
  else text = code;
  return event.message ? `${text} (${event.message})` : text;
}
