import type { RobotCommand } from '@fleetdeck/model';
import { getLiveStream } from './pageLiveStream.js';
import type { RobotCommandAck } from './liveTypes.js';

/**
 * Sends a command to a robot over the live stream and resolves with its ack; rejects with a
 * `RobotCommandError` ('timeout' after 1 s by default: treat as a lost link, or 'closed').
 *
 * @group Live robots
 * @example
 * ```tsx
 * try {
 *   const ack = await sendRobotCommand(serialNo, { name: 'speech', text: t('hello') });
 *   showAlert({ type: 'success', message: t('sent', { result: ack.result }) });
 * } catch (error) {
 *   if (isRobotCommandError(error)) showAlert({ type: 'error', message: error.message });
 * }
 * ```
 */
export function sendRobotCommand(serialNo: string, command: RobotCommand, options: { timeoutMs?: number } = {}): Promise<RobotCommandAck> {
  return getLiveStream().command(serialNo, command, options.timeoutMs);
}

/**
 * Stops a robot at once, fire-and-forget; over REST when the stream is not open.
 * @group Live robots
 * @example
 * ```tsx
 * <Button appearance="primary" onClick={() => sendStop(serialNo)}>{t('stop')}</Button>
 * ```
 */
export function sendStop(serialNo: string): void {
  getLiveStream().stop(serialNo);
}
