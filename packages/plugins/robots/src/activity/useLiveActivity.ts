import { useEffect, useRef, useState } from 'react';
import { useLiveRobot, useRobotEvents } from '@fleetdeck/sdk';
import type { ActivityEvent } from './activityTypes.js';

// The page keeps this many live rows; older ones are in the stored history a reload shows.
const MAX_LIVE_EVENTS = 500;

/**
 * Events of one robot as they happen: its stream events, and its connection going online or
 * offline (which the server stores but does not relay as an event), newest first.
 */
export function useLiveActivity(serialNo: string | null): ActivityEvent[] {
  const [events, setEvents] = useState<ActivityEvent[]>([]);
  const counter = useRef(0);
  const add = (event: Omit<ActivityEvent, 'key'>) => {
    counter.current += 1;
    const key = `live-${counter.current}`;
    setEvents((previous) => [{ ...event, key }, ...previous].slice(0, MAX_LIVE_EVENTS));
  };
  useRobotEvents(serialNo, (live) => {
    const e = live.event;
    add({
      at: new Date(live.receivedAt).toISOString(), kind: e.kind, code: String(e.code), level: e.level,
      active: 'active' in e && typeof e.active === 'boolean' ? e.active : null, message: e.message ?? null,
    });
  });
  const { robot } = useLiveRobot(serialNo ?? '');
  const connection = robot?.connection;
  const previous = useRef(connection);
  useEffect(() => {
    if (previous.current !== undefined && connection !== undefined && previous.current !== connection) {
      add({ at: new Date().toISOString(), kind: 'connection', code: connection, level: 0, active: null, message: null });
    }
    previous.current = connection;
  }, [connection]);
  useEffect(() => setEvents([]), [serialNo]);
  return events;
}
