import { beforeEach, describe, expect, it } from 'vitest';
import { installMemoryStorage } from '../testing/memoryStorage.js';
import { currentContextStore, endCurrentContext, setCurrentBuilding, setCurrentOrganization, startCurrentContext } from './currentContext.js';

let storage: Storage;

beforeEach(() => {
  storage = installMemoryStorage();
  endCurrentContext();
});

function current() {
  const { userId, organizationId, buildingId } = currentContextStore;
  return { userId, organizationId, buildingId };
}

describe('startCurrentContext', () => {
  it('starts from the account\'s own organization and building when nothing was chosen before', () => {
    startCurrentContext(7, 3, 12);
    expect(current()).toEqual({ userId: 7, organizationId: 3, buildingId: 12 });
  });

  it('restores what the same user chose last time, over the account\'s own building', () => {
    startCurrentContext(7, 3, 12);
    setCurrentBuilding(40, 5);
    endCurrentContext();
    startCurrentContext(7, 3, 12);
    expect(current()).toEqual({ userId: 7, organizationId: 5, buildingId: 40 });
  });

  it('keeps each user\'s choice apart', () => {
    startCurrentContext(7, 3, 12);
    setCurrentBuilding(40, 5);
    endCurrentContext();
    startCurrentContext(8, 3, 13);
    expect(current()).toEqual({ userId: 8, organizationId: 3, buildingId: 13 });
  });

  it('restores "all buildings" (null) as a choice, not as a missing one', () => {
    startCurrentContext(7, 3, 12);
    setCurrentBuilding(null);
    startCurrentContext(7, 3, 12);
    expect(current()).toEqual({ userId: 7, organizationId: 3, buildingId: null });
  });

  it('falls back to the account\'s own building when the saved choice is not JSON', () => {
    storage.setItem('fleetdeck.currentBuilding.7', '{not json');
    startCurrentContext(7, 3, 12);
    expect(current()).toEqual({ userId: 7, organizationId: 3, buildingId: 12 });
  });

  it('falls back to the account\'s own building when the saved choice has another shape', () => {
    for (const saved of ['5', '"tower"', '[]', '{"buildingId":40}', '{"organizationId":{},"buildingId":40}']) {
      storage.setItem('fleetdeck.currentBuilding.7', saved);
      startCurrentContext(7, 3, 12);
      expect(current(), saved).toEqual({ userId: 7, organizationId: 3, buildingId: 12 });
    }
  });
});

describe('choosing', () => {
  it('a building with its organization sets both and saves them under the user', () => {
    startCurrentContext(7, 3, 12);
    setCurrentBuilding(40, 5);
    expect(current()).toEqual({ userId: 7, organizationId: 5, buildingId: 40 });
    expect(JSON.parse(storage.getItem('fleetdeck.currentBuilding.7') ?? 'null')).toEqual({ organizationId: 5, buildingId: 40 });
  });

  it('a building without an organization leaves the organization as it is', () => {
    startCurrentContext(7, 3, 12);
    setCurrentBuilding(14);
    expect(current()).toEqual({ userId: 7, organizationId: 3, buildingId: 14 });
  });

  it('an organization resets the building to all buildings', () => {
    startCurrentContext(7, 3, 12);
    setCurrentOrganization(5);
    expect(current()).toEqual({ userId: 7, organizationId: 5, buildingId: null });
    expect(JSON.parse(storage.getItem('fleetdeck.currentBuilding.7') ?? 'null')).toEqual({ organizationId: 5, buildingId: null });
  });

  it('before sign-in changes the context but saves nothing', () => {
    setCurrentBuilding(40, 5);
    expect(current()).toEqual({ userId: null, organizationId: 5, buildingId: 40 });
    expect(storage.length).toBe(0);
  });

  it('still works for this visit when storage refuses to save', () => {
    startCurrentContext(7, 3, 12);
    storage.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    expect(() => setCurrentBuilding(40, 5)).not.toThrow();
    expect(current()).toEqual({ userId: 7, organizationId: 5, buildingId: 40 });
  });
});

describe('endCurrentContext', () => {
  it('clears the context but keeps the saved choice for the next sign-in', () => {
    startCurrentContext(7, 3, 12);
    setCurrentBuilding(40, 5);
    endCurrentContext();
    expect(current()).toEqual({ userId: null, organizationId: null, buildingId: null });
    expect(storage.getItem('fleetdeck.currentBuilding.7')).not.toBeNull();
  });
});
