/**
 * Why a command got no answer: no ack in time ("lost link"), or the stream closed first.
 * @group Live robots
 * @example
 * ```ts
 * catch (error) {
 *   const reason: RobotCommandFailure | undefined = isRobotCommandError(error) ? error.reason : undefined;
 *   if (reason === 'timeout') setLinkLost(true);
 * }
 * ```
 */
export type RobotCommandFailure = 'timeout' | 'closed';

/**
 * Rejection of `sendRobotCommand` when no ack arrives.
 * @group Live robots
 * @example
 * ```tsx
 * try {
 *   await sendRobotCommand(serialNo, { name: 'stop' });
 * } catch (error) {
 *   if (error instanceof RobotCommandError) showAlert({ type: 'error', message: error.message });
 * }
 * ```
 */
export class RobotCommandError extends Error {
  override readonly name = 'RobotCommandError';
  readonly reason: RobotCommandFailure;

  constructor(reason: RobotCommandFailure, message?: string) {
    super(message ?? (reason === 'timeout' ? 'No acknowledgement in time: link to the robot lost' : 'The live stream closed'));
    this.reason = reason;
  }
}

/**
 * True when a value is a RobotCommandError (also across bundles, where instanceof may fail).
 * @group Live robots
 * @example
 * ```tsx
 * catch (error) {
 *   if (isRobotCommandError(error)) setFailure(error.message);
 * }
 * ```
 */
export function isRobotCommandError(value: unknown): value is RobotCommandError {
  return value instanceof RobotCommandError || (value as { name?: unknown } | null)?.name === 'RobotCommandError';
}
