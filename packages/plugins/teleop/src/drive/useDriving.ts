import { useCallback, useEffect, useRef, useState } from 'react';
import { isRobotCommandError, sendRobotCommand, sendStop } from '@fleetdeck/sdk';
import { ackNotice, lostLinkNotice } from '../notices/robotMessages.js';
import { useNotices } from '../shared/notices.js';
import { keyAction } from './driveKeys.js';
import { DriveScheduler, type DriveDirection } from './driveScheduler.js';

/** A missing ack within this time means the link to the robot is lost (docs/gateway-protocol.md). */
const TELEOP_ACK_TIMEOUT_MS = 1000;
/** While the link is lost, a `stop` probes it this often; its ack unlocks driving again. */
const LINK_PROBE_MS = 2000;

/** Driving state and controls of the teleop page. */
export interface Driving {
  directions: DriveDirection[];
  lostLink: boolean;
  press(source: string, direction: DriveDirection): void;
  release(source: string): void;
  stopNow(): void;
}

/**
 * Keyboard and on-screen driving with the dead-man stream: W/A/S/D and arrows drive, Space and
 * Escape stop; letting go, leaving the window, hiding the page, a lock or a lost link stop too.
 */
export function useDriving(serialNo: string, locked: boolean, keyboard = true): Driving {
  const { report } = useNotices();
  const [directions, setDirections] = useState<DriveDirection[]>([]);
  const [lostLink, setLostLink] = useState(false);
  const schedulerRef = useRef<DriveScheduler | null>(null);

  useEffect(() => {
    const scheduler = new DriveScheduler({
      sendTeleop(velocity, deadmanMs) {
        sendRobotCommand(serialNo, { name: 'teleop', linear: velocity.linear, angular: velocity.angular, deadmanMs }, { timeoutMs: TELEOP_ACK_TIMEOUT_MS }).then(
          (ack) => {
            const notice = ackNotice(ack);
            if (!notice) return;
            report(notice);
            // A refused teleop (emergency stop, offline) must not keep streaming.
            scheduler.releaseAll();
            setDirections([]);
          },
          (error: unknown) => {
            if (!isRobotCommandError(error)) return;
            report(lostLinkNotice());
            setLostLink(true);
            scheduler.releaseAll();
            setDirections([]);
          },
        );
      },
      sendStop: () => sendStop(serialNo),
    });
    schedulerRef.current = scheduler;
    return () => {
      scheduler.dispose();
      schedulerRef.current = null;
    };
  }, [serialNo, report]);

  useEffect(() => {
    schedulerRef.current?.setLocked(locked || lostLink);
    if (locked || lostLink) setDirections([]);
  }, [locked, lostLink]);

  useEffect(() => {
    if (!lostLink) return undefined;
    let cancelled = false;
    const probe = () => {
      sendRobotCommand(serialNo, { name: 'stop' }, { timeoutMs: TELEOP_ACK_TIMEOUT_MS }).then(
        (ack) => {
          if (!cancelled && ack.result === 'ok') setLostLink(false);
        },
        () => undefined,
      );
    };
    const timer = setInterval(probe, LINK_PROBE_MS);
    return () => {
      cancelled = true;
      clearInterval(timer);
    };
  }, [lostLink, serialNo]);

  const sync = useCallback(() => setDirections(schedulerRef.current?.directions ?? []), []);
  const press = useCallback(
    (source: string, direction: DriveDirection) => {
      schedulerRef.current?.press(source, direction);
      sync();
    },
    [sync],
  );
  const release = useCallback(
    (source: string) => {
      schedulerRef.current?.release(source);
      sync();
    },
    [sync],
  );
  const stopNow = useCallback(() => {
    schedulerRef.current?.cancel();
    sendStop(serialNo);
    sync();
  }, [serialNo, sync]);

  useEffect(() => {
    const releaseAll = () => {
      schedulerRef.current?.releaseAll();
      sync();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const action = keyAction(event.code, event.target as HTMLElement | null, { ctrl: event.ctrlKey, alt: event.altKey, meta: event.metaKey });
      if (action.kind === 'stop') {
        event.preventDefault();
        stopNow();
      } else if (action.kind === 'drive' && keyboard) {
        // Arrows would scroll the page. Auto-repeat never starts driving: after a stop the operator
        // lets go and presses again.
        event.preventDefault();
        if (!event.repeat) press(event.code, action.direction);
      }
    };
    const onKeyUp = (event: KeyboardEvent) => release(event.code);
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') releaseAll();
    };
    window.addEventListener('keydown', onKeyDown);
    window.addEventListener('keyup', onKeyUp);
    window.addEventListener('blur', releaseAll);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('keyup', onKeyUp);
      window.removeEventListener('blur', releaseAll);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [keyboard, press, release, stopNow, sync]);

  return { directions, lostLink, press, release, stopNow };
}
