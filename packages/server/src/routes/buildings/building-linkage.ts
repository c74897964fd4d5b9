import type { BuildingLinkage, BuildingLinkageRecord } from '@fleetdeck/model';

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

/**
 * Merges a partial linkage body onto the stored links (absent keys stay, null removes a link). The
 * cleaning-robot password is write-only, so an empty one keeps the saved password.
 */
export function mergeLinkage(stored: BuildingLinkage, change: Partial<BuildingLinkage> | undefined): BuildingLinkage {
  const merged = { ...stored, ...(change ?? {}) };
  const cleaning = change?.cleaningRobot;
  if (cleaning && cleaning.password === '' && stored.cleaningRobot) {
    merged.cleaningRobot = { ...cleaning, password: stored.cleaningRobot.password };
  }
  return merged;
}

/**
 * The linkage a caller may read: never the cleaning-robot password, and the LiLz and meter-system
 * tokens only for admins; each secret says whether one is saved.
 */
export function presentLinkage(stored: BuildingLinkage, isAdmin: boolean): BuildingLinkageRecord {
  const { cleaningRobot, lilz, meterSystem } = stored;
  return {
    dailyReport: stored.dailyReport,
    hakaruAi: stored.hakaruAi,
    cleaningRobot: cleaningRobot ? { userId: cleaningRobot.userId, passwordSet: cleaningRobot.password !== '' } : null,
    lilz: lilz
      ? { accessToken: isAdmin ? lilz.accessToken : null, accessTokenSet: lilz.accessToken !== '', managementUnitId: lilz.managementUnitId }
      : null,
    meterSystem: meterSystem
      ? { token: isAdmin ? meterSystem.token : null, tokenSet: meterSystem.token !== '', buildingId: meterSystem.buildingId }
      : null,
  };
}
