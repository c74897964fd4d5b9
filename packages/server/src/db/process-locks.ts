/**
 * Locks that hold within this process only: the SQLite store's runExclusive (a SQLite file is
 * served by one process, so its jobs need no lock across machines).
 */
export function processLocks(): (name: string, task: () => Promise<void>) => Promise<boolean> {
  const held = new Set<string>();
  return async (name, task) => {
    if (held.has(name)) return false;
    held.add(name);
    try {
      await task();
    } finally {
      held.delete(name);
    }
    return true;
  };
}
