import type { BuildingLinkage, BuildingLinkageRecord } from '@fleetdeck/model';
import { isSecretSet, keptSecret } from '../../resources/write-only-secret.js';

const EMPTY: BuildingLinkage = { dailyReport: null, cleaningRobot: null, hakaruAi: null, lilz: null, meterSystem: null };

/** The write-only secret field of each link that holds one (write-only-secret.ts). */
export const linkSecrets = { cleaningRobot: 'password', lilz: 'accessToken', meterSystem: 'token' } as const;
/** A link that holds a secret. */
export type SecretLink = keyof typeof linkSecrets;

/** The secret a link holds, '' when the link or its secret is absent. */
export function linkSecret(linkage: Partial<BuildingLinkage> | undefined, key: SecretLink): string {
  const link = linkage?.[key] as Record<string, unknown> | null | undefined;
  const value = link?.[linkSecrets[key]];
  return typeof value === 'string' ? value : '';
}

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
 * Merges a partial linkage body onto the stored links (absent keys stay, null removes a link and
 * with it its secret). Secrets are write-only, so an empty one keeps the saved secret.
 */
export function mergeLinkage(stored: BuildingLinkage, change: Partial<BuildingLinkage> | undefined): BuildingLinkage {
  const merged: Record<string, unknown> = { ...stored, ...(change ?? {}) };
  for (const key of Object.keys(linkSecrets) as SecretLink[]) {
    const sent = change?.[key];
    if (!sent) continue;
    merged[key] = { ...sent, [linkSecrets[key]]: keptSecret(linkSecret(stored, key), linkSecret(change, key)) };
  }
  return merged as BuildingLinkage;
}

/** The linkage as every caller reads it: never a secret, only whether each one is saved. */
export function presentLinkage(stored: BuildingLinkage): BuildingLinkageRecord {
  const { cleaningRobot, lilz, meterSystem } = stored;
  return {
    dailyReport: stored.dailyReport,
    hakaruAi: stored.hakaruAi,
    cleaningRobot: cleaningRobot ? { userId: cleaningRobot.userId, passwordSet: isSecretSet(cleaningRobot.password) } : null,
    lilz: lilz ? { accessTokenSet: isSecretSet(lilz.accessToken), managementUnitId: lilz.managementUnitId } : null,
    meterSystem: meterSystem ? { tokenSet: isSecretSet(meterSystem.token), buildingId: meterSystem.buildingId } : null,
  };
}
