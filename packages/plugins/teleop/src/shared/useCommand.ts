import { useCallback, useState } from 'react';
import { isRobotCommandError, sendRobotCommand, type RobotCommandAck } from '@fleetdeck/sdk';
import type { RobotCommand } from '@fleetdeck/model';
import { ackNotice, lostLinkNotice } from '../notices/robotMessages.js';
import { useNotices } from './notices.js';

/** Commands that wait their turn on the robot (speech is spoken before its ack) get longer than 1 s. */
export const QUEUED_COMMAND_TIMEOUT_MS = 15_000;

/** State of one panel's command: whether it is on its way and the last answer. */
export interface CommandState {
  pending: boolean;
  ack: RobotCommandAck | null;
  run(command: RobotCommand, timeoutMs?: number): Promise<RobotCommandAck | null>;
}

/** Sends commands for one panel; refusals and missing answers become notices for the operator. */
export function useCommand(serialNo: string): CommandState {
  const { report } = useNotices();
  const [pending, setPending] = useState(false);
  const [ack, setAck] = useState<RobotCommandAck | null>(null);
  const run = useCallback(
    async (command: RobotCommand, timeoutMs = QUEUED_COMMAND_TIMEOUT_MS) => {
      setPending(true);
      setAck(null);
      try {
        const answer = await sendRobotCommand(serialNo, command, { timeoutMs });
        setAck(answer);
        const notice = ackNotice(answer, command.name);
        if (notice) report(notice);
        return answer;
      } catch (error) {
        if (!isRobotCommandError(error)) throw error;
        report(lostLinkNotice());
        return null;
      } finally {
        setPending(false);
      }
    },
    [serialNo, report],
  );
  return { pending, ack, run };
}
