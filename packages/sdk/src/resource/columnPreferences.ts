const PREFIX = 'fleetdeck.columns.';

/** The columns a user hid for a resource, or null when they never chose (defaults apply). */
export function loadHiddenColumns(resourceName: string, storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): string[] | null {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(PREFIX + resourceName) ?? 'null');
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : null;
  } catch {
    return null;
  }
}

/** Saves the hidden columns of a resource for the next visit. */
export function saveHiddenColumns(resourceName: string, hidden: readonly string[], storage: Pick<Storage, 'setItem'> | undefined = globalThis.localStorage): void {
  try {
    storage?.setItem(PREFIX + resourceName, JSON.stringify(hidden));
  } catch {
    // Without storage the choice lasts only this visit.
  }
}

/** Column visibility for the table: saved choice when there is one, else the declared defaults; one column always stays. */
export function initialVisibility(
  columns: ReadonlyArray<{ id: string; hiddenByDefault?: boolean }>,
  saved: readonly string[] | null,
): Record<string, boolean> {
  const hidden = new Set(saved ?? columns.filter((c) => c.hiddenByDefault).map((c) => c.id));
  const visibility = Object.fromEntries(columns.map((c) => [c.id, !hidden.has(c.id)]));
  const first = columns[0];
  if (first && !Object.values(visibility).some(Boolean)) visibility[first.id] = true;
  return visibility;
}
