import { describe, expect, it } from 'vitest';
// The authorization matrix's table, written from the spec without reading the policy: the policy
// must agree with it (never the other way round, so it stays an independent expectation).
import { expectedResources, expectedRoutes, levelAllows, type Level } from '../../../tests/api/authorization/expected-access.js';
import { accessPolicy, isPolicyRef, levelOf, policyLevel, type PolicyArea } from './access-policy.js';
import { accessLevels, decideAccess } from './access-rule.js';
import { consoleScreens, screenLevel } from './console-screens.js';

const userTypes = [undefined, 0, 1, 2, 9];

describe('the access rule', () => {
  it('agrees with the §6 definitions for every level and user type', () => {
    for (const level of accessLevels) {
      for (const type of userTypes) expect(decideAccess(type, level).can, `${level} / ${type}`).toBe(levelAllows(level as Level, type));
    }
  });

  it('gives the reason of a refusal', () => {
    expect(decideAccess(undefined, 'any')).toEqual({ can: false, reason: 'notSignedIn' });
    expect(decideAccess(0, 'admin')).toEqual({ can: false, reason: 'needsAdmin' });
    expect(decideAccess(1, 'orgAdmin')).toEqual({ can: false, reason: 'needsOrgAdmin' });
    expect(decideAccess(2, 'systemAdmin')).toEqual({ can: false, reason: 'needsSystemAdmin' });
  });
});

describe('the access policy', () => {
  it('gives every resource of the authorization matrix the levels the spec gives its routes', () => {
    for (const { name, path } of expectedResources) {
      expect(Object.hasOwn(accessPolicy, name), `${name} is in the policy`).toBe(true);
      const area = name as PolicyArea;
      const level = (route: string) => expectedRoutes[route]?.level;
      const actual = accessPolicy[area] as Record<string, string>;
      expect({ list: actual.list, read: actual.read, create: actual.create, update: actual.update, delete: actual.delete }, name).toEqual({
        list: level(`GET ${path}`),
        read: level(`GET ${path}/{id}`),
        create: level(`POST ${path}`),
        update: level(`PATCH ${path}/{id}`),
        delete: level(`DELETE ${path}/{id}`),
      });
    }
  });

  it('names cells as area.action', () => {
    expect(isPolicyRef('robots.credential')).toBe(true);
    expect(isPolicyRef('robots.fly')).toBe(false);
    expect(isPolicyRef('robots')).toBe(false);
    expect(isPolicyRef('robots.read.extra')).toBe(false);
    expect(isPolicyRef('constructor.name')).toBe(false);
    expect(levelOf('commandLists.usage')).toBe('systemAdmin');
    expect(policyLevel('organizations', 'create')).toBe('systemAdmin');
  });
});

describe('the console screens', () => {
  it('name cells of the policy', () => {
    for (const [path, ref] of Object.entries(consoleScreens)) expect(isPolicyRef(ref), path).toBe(true);
  });

  it('open at the levels of spec §2', () => {
    expect(screenLevel('/command/list/read-only')).toBe('any');
    expect(screenLevel('/command/list')).toBe('systemAdmin');
    expect(screenLevel('/organization/list')).toBe('admin');
    expect(screenLevel('/organization/create')).toBe('systemAdmin');
    expect(screenLevel('/robot/control')).toBe('any');
    expect(screenLevel('/robot/list')).toBe('admin');
    expect(screenLevel('/flow/create')).toBe('any');
    expect(screenLevel('/custom/anything')).toBeUndefined();
    // A custom page under a console area is not mistaken for the console's own screen.
    expect(screenLevel('/device/special')).toBeUndefined();
  });
});
