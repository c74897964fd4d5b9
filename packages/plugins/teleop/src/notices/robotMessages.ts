import { CommandRefusalCode, DockErrorCode, FlowErrorCode, GatewayNoteCode, RobotErrorCode, RobotMessages, deviceCodeMeaning, type DeviceCodeKind, type LocalizedText } from '@fleetdeck/model';

/** Text to show: either both languages from the model, or a key of this plugin's strings. */
export type NoticeMessage = { text: LocalizedText } | { key: string; params?: Record<string, string | number> };

/** How a notice looks (Fluent MessageBar intents). */
export type NoticeIntent = 'error' | 'warning' | 'info' | 'success';

/** One thing the operator must see: a robot error, a flow or docking code, a refused command. */
export interface Notice {
  intent: NoticeIntent;
  code: string;
  message: NoticeMessage;
  /** A robot error that went away (shown as "cleared: …"). */
  cleared?: boolean;
}

/** An event as the browser stream carries it (the robot's event without its `type`). */
export interface RobotEventLike {
  kind: string;
  code: string | number;
  level: number;
  active?: boolean;
}

/** A command's answer as the browser stream carries it. */
export interface AckLike {
  result: string;
  code?: string;
  message?: string;
}

// Codes the robot or the server answer with that the model has no text for; keys under `ack.`.
const ACK_KEYS = new Set(['FLOW_ALREADY_RUNNING', 'FORBIDDEN', 'ALREADY_RECORDING', 'NOT_RECORDING', 'NO_FLOW', 'STOPPED']);

const deviceKinds: readonly string[] = ['elevator', 'securityDoor', 'rosbag'] satisfies DeviceCodeKind[];
const isDeviceKind = (kind: string): kind is DeviceCodeKind => deviceKinds.includes(kind);

const intentOf = (level: number): NoticeIntent => (level >= 9 ? 'error' : level >= 5 ? 'warning' : 'info');

function has<T extends object>(table: T, code: string): code is Extract<keyof T, string> {
  return Object.prototype.hasOwnProperty.call(table, code);
}

/**
 * The notice of a robot event; every §8 robot error and F0001-F0007 / D0001 code has its text, and
 * so do the gateway's own notes (a robot reporting a floor its building does not have) and §4's
 * elevator, security-door and recording codes.
 */
export function eventNotice(event: RobotEventLike): Notice {
  const code = String(event.code);
  if (event.kind === 'robotError' && has(RobotErrorCode, code)) {
    if (event.active === false) return { intent: 'success', code, message: { text: RobotErrorCode[code] }, cleared: true };
    return { intent: event.level >= 5 ? 'error' : 'warning', code, message: { text: RobotErrorCode[code] } };
  }
  if (event.kind === 'floor' && has(GatewayNoteCode, code)) {
    if (event.active === false) return { intent: 'success', code, message: { text: GatewayNoteCode[code] }, cleared: true };
    return { intent: 'warning', code, message: { text: GatewayNoteCode[code] } };
  }
  if (event.kind === 'flow' && has(FlowErrorCode, code)) return { intent: intentOf(Math.max(event.level, 5)), code, message: { text: FlowErrorCode[code] } };
  if (event.kind === 'docking' && has(DockErrorCode, code)) return { intent: intentOf(Math.max(event.level, 5)), code, message: { text: DockErrorCode[code] } };
  if (isDeviceKind(event.kind)) return { intent: intentOf(event.level), code, message: { text: deviceCodeMeaning(event.kind, code) } };
  return { intent: intentOf(event.level), code, message: { key: `event.${event.kind}`, params: { code } } };
}

/** The notice of a command's answer (`commandName`: the command it answers, when known); null when it went through. */
export function ackNotice(ack: AckLike, commandName?: string): Notice | null {
  if (ack.result === 'ok') return null;
  const code = ack.code ?? ack.result.toUpperCase();
  if (ack.result === 'cancelled') return { intent: 'warning', code, message: { key: 'ack.cancelled' } };
  // A reset refused for the emergency stop tells the operator what only someone at the robot can do.
  // Its own notice code, so the error's notice of a moment ago does not swallow it as a repeat.
  if (commandName === 'resetErrors' && code === 'EMERGENCY_STOP') {
    return { intent: 'error', code: 'EMERGENCY_STOP_STILL_PRESSED', message: { text: RobotMessages.emergencyStopStillPressed } };
  }
  if (has(RobotErrorCode, code)) return { intent: 'error', code, message: { text: RobotErrorCode[code] } };
  if (has(CommandRefusalCode, code)) return { intent: 'error', code, message: { text: CommandRefusalCode[code] } };
  if (code === 'BATTERY_LOW') return { intent: 'error', code, message: { text: RobotMessages.osUpdateBatteryLow } };
  if (code === 'ROBOT_OFFLINE') return { intent: 'error', code, message: { text: RobotMessages.robotOffline } };
  if (code === 'COMMAND_QUEUE_FULL') return { intent: 'error', code, message: { text: RobotMessages.commandQueueFull } };
  if (ACK_KEYS.has(code)) return { intent: 'error', code, message: { key: `ack.${code}` } };
  return { intent: 'error', code, message: { key: 'ack.failed', params: { code } } };
}

/** The notice of a command that got no answer: a lost link (§8 asks for a reload). */
export function lostLinkNotice(): Notice {
  return { intent: 'error', code: 'LOST_LINK', message: { key: 'ack.lostLink' } };
}

/** The text of a message in a language. */
export function messageText(message: NoticeMessage, language: 'ja' | 'en', t: (key: string, params?: Record<string, unknown>) => string): string {
  return 'text' in message ? message.text[language] : t(message.key, message.params);
}
