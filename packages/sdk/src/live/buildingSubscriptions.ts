/** Buildings a subscription follows; `null` means every building the user may see. */
export type BuildingSelection = readonly number[] | null;

/**
 * Reference-counted building subscriptions of one page. The stream takes one `subscribe`
 * message at a time, so every holder's wish is merged into one union.
 */
export class BuildingSubscriptions {
  private readonly holders = new Map<number, BuildingSelection>();
  private nextId = 1;

  /** Adds a holder; the returned function removes it (calling it twice is harmless). */
  add(buildingIds: BuildingSelection): () => void {
    const id = this.nextId++;
    this.holders.set(id, buildingIds === null ? null : [...buildingIds]);
    return () => {
      this.holders.delete(id);
    };
  }

  /** Number of holders. */
  get size(): number {
    return this.holders.size;
  }

  /** The union of every holder's buildings, sorted; `null` when any holder wants all. */
  union(): number[] | null {
    const ids = new Set<number>();
    for (const selection of this.holders.values()) {
      if (selection === null) return null;
      for (const id of selection) ids.add(id);
    }
    return [...ids].sort((a, b) => a - b);
  }
}

/** A comparable key of a building selection (`all` for null). */
export function selectionKey(buildingIds: BuildingSelection): string {
  return buildingIds === null ? 'all' : [...new Set(buildingIds)].sort((a, b) => a - b).join(',');
}
