import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import type { Notice } from '../notices/robotMessages.js';

/** A notice as the page lists it: when it came and a key for React. */
export interface ShownNotice extends Notice {
  id: number;
  at: number;
}

/** How long the same code is not repeated: a teleop refusal would otherwise come every 150 ms. */
const REPEAT_QUIET_MS = 3000;
/** Notices kept on screen, newest first. */
const MAX_NOTICES = 6;

let nextId = 1;

/**
 * The notice list after a new notice: newest first, at most six, and the same code (raised or
 * cleared) not repeated within three seconds but moved to the top when it comes back later.
 */
export function addNotice(current: readonly ShownNotice[], notice: Notice, at: number): ShownNotice[] {
  const same = current.find((n) => n.code === notice.code && Boolean(n.cleared) === Boolean(notice.cleared));
  if (same && at - same.at < REPEAT_QUIET_MS) return current as ShownNotice[];
  return [{ ...notice, id: nextId++, at }, ...current.filter((n) => n !== same)].slice(0, MAX_NOTICES);
}

interface NoticesApi {
  notices: ShownNotice[];
  report(notice: Notice): void;
  dismiss(id: number): void;
}

const NoticesContext = createContext<NoticesApi | null>(null);

/** Holds the page's robot notices (errors, refusals, lost link) for the panels to report into. */
export function NoticesProvider({ children }: { children: ReactNode }) {
  const [notices, setNotices] = useState<ShownNotice[]>([]);
  const report = useCallback((notice: Notice) => {
    const at = Date.now();
    setNotices((current) => addNotice(current, notice, at));
  }, []);
  const dismiss = useCallback((id: number) => setNotices((current) => current.filter((n) => n.id !== id)), []);
  const value = useMemo(() => ({ notices, report, dismiss }), [notices, report, dismiss]);
  return <NoticesContext.Provider value={value}>{children}</NoticesContext.Provider>;
}

/** The page's notices and the function panels report with. */
export function useNotices(): NoticesApi {
  const api = useContext(NoticesContext);
  if (!api) throw new Error('useNotices needs a NoticesProvider');
  return api;
}
