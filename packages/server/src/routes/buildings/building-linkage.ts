import type { BuildingLinkage } from '@fleetdeck/model';

const EMPTY: BuildingLinkage = { dailyReport: null, cleaningRobot: null, hakaruAi: null, lilz: null, meterSystem: null };

/** Reads the stored linkage JSON; every link is present, null when not set. */
export function parseLinkage(text: unknown): BuildingLinkage {
  try {
    const parsed = typeof text === 'string' ? (JSON.parse(text) as Partial<BuildingLinkage>) : {};
    return { ...EMPTY, ...parsed };
  } catch {
    return { ...EMPTY };
  }
}

/** Merges a partial linkage body onto the stored links (absent keys stay, null removes a link). */
export function mergeLinkage(stored: BuildingLinkage, change: Partial<BuildingLinkage> | undefined): BuildingLinkage {
  return { ...stored, ...(change ?? {}) };
}
