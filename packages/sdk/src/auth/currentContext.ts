import { proxy, useSnapshot } from 'valtio';
import type { EntityId } from './session.js';

const BUILDING_KEY_PREFIX = 'fleetdeck.currentBuilding.';

/** The organization and building the operator is working in; building null means all buildings. */
export const currentContextStore = proxy<{
  userId: EntityId | null;
  organizationId: EntityId | null;
  buildingId: EntityId | null;
}>({ userId: null, organizationId: null, buildingId: null });

function storageKey(userId: EntityId): string {
  return `${BUILDING_KEY_PREFIX}${String(userId)}`;
}

function isSavedId(value: unknown): value is EntityId | null {
  return value === null || typeof value === 'number' || typeof value === 'string';
}

function loadSaved(userId: EntityId): { organizationId: EntityId | null; buildingId: EntityId | null } | null {
  let saved: unknown;
  try {
    saved = JSON.parse(localStorage.getItem(storageKey(userId)) ?? 'null');
  } catch {
    return null;
  }
  // A value of another shape (edited by hand, an older format) counts as no choice at all.
  if (typeof saved !== 'object' || saved === null) return null;
  const { organizationId, buildingId } = saved as Record<string, unknown>;
  return isSavedId(organizationId) && isSavedId(buildingId) ? { organizationId, buildingId } : null;
}

/** Restores the user's saved building (falling back to their own) when a session starts. */
export function startCurrentContext(userId: EntityId, organizationId: EntityId | null, buildingId: EntityId | null): void {
  const saved = loadSaved(userId);
  currentContextStore.userId = userId;
  currentContextStore.organizationId = saved ? saved.organizationId : organizationId;
  currentContextStore.buildingId = saved ? saved.buildingId : buildingId;
}

/** Forgets the context when the session ends (the saved choice stays for the next sign-in). */
export function endCurrentContext(): void {
  currentContextStore.userId = null;
  currentContextStore.organizationId = null;
  currentContextStore.buildingId = null;
}

function persist(): void {
  const { userId, organizationId, buildingId } = currentContextStore;
  if (userId === null) return;
  try {
    localStorage.setItem(storageKey(userId), JSON.stringify({ organizationId, buildingId }));
  } catch {
    // Without storage the choice lasts only this visit.
  }
}

/**
 * Chooses the current building (null: all buildings), optionally with its organization; saved per user.
 * @group Auth
 * @example
 * ```tsx
 * <Button onClick={() => setCurrentBuilding(building.id)}>{t('follow')}</Button>
 * ```
 */
export function setCurrentBuilding(buildingId: EntityId | null, organizationId?: EntityId | null): void {
  currentContextStore.buildingId = buildingId;
  if (organizationId !== undefined) currentContextStore.organizationId = organizationId;
  persist();
}

/**
 * Chooses the current organization and resets the building to all buildings; saved per user.
 * @group Auth
 * @example
 * ```tsx
 * <Select value={String(organizationId ?? '')} onChange={(_event, data) => setCurrentOrganization(Number(data.value))}>{options}</Select>
 * ```
 */
export function setCurrentOrganization(organizationId: EntityId | null): void {
  currentContextStore.organizationId = organizationId;
  currentContextStore.buildingId = null;
  persist();
}

/**
 * The current organization id (null before sign-in).
 * @group Auth
 * @example
 * ```tsx
 * const { id: organizationId } = useCurrentOrganization();
 * const { data } = useQuery<Building[]>('/buildings', { query: { filter: { where: { organizationId } } }, enabled: organizationId !== null });
 * ```
 */
export function useCurrentOrganization(): { id: EntityId | null } {
  return { id: useSnapshot(currentContextStore).organizationId };
}

/**
 * The current building id (null: all buildings or before sign-in).
 * @group Auth
 * @example
 * ```tsx
 * const { id: buildingId } = useCurrentBuilding(); // the building chosen in the header, or null
 * const { robots } = useLiveRobots(buildingId === null ? null : [Number(buildingId)]);
 * ```
 */
export function useCurrentBuilding(): { id: EntityId | null } {
  return { id: useSnapshot(currentContextStore).buildingId };
}
