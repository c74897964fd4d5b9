import { BuildingForm } from '@fleetdeck/model';
import { schemaIssues } from '@fleetdeck/sdk';
import { describe, expect, it } from 'vitest';
import { newBuilding, secretSaved, toBuildingBody, toBuildingForm } from './buildingForm.js';

describe('building form', () => {
  it('lets an IP entry go without a description but not without an address', () => {
    const items = (BuildingForm.properties.ipAllowList as { items: { required: string[] } }).items;
    expect(items.required).toEqual(['ipAddress', 'restricted']);
  });

  it('asks for the linked building of a daily report that is on, not of one that is off', async () => {
    // An unchosen building is not in the values the form validates (the schema reads '' as "not given").
    const values = (dailyReport: object) => ({ name: 'Tower', organizationId: 2, linkage: { ...newBuilding.linkage, dailyReport } });
    expect(await schemaIssues(BuildingForm, values({ enabled: true }))).toContainEqual({ path: 'linkage.dailyReport.linkedBuildingId', keyword: 'required' });
    expect(await schemaIssues(BuildingForm, values({ enabled: false }))).toEqual([]);
    expect(await schemaIssues(BuildingForm, values({ enabled: true, linkedBuildingId: 3 }))).toEqual([]);
    expect(toBuildingBody({ ...newBuilding, linkage: { ...newBuilding.linkage, dailyReport: { enabled: false } } }).linkage?.dailyReport).toEqual({ enabled: false, linkedBuildingId: null });
  });

  it('starts a new building from the entity: available, no coordinates, empty texts, nothing linked', () => {
    expect(newBuilding).toMatchObject({ name: '', status: 1, city: '', latitude: null, longitude: null, ipAllowList: [], speechTexts: [] });
    expect(newBuilding.linkage).toEqual({ dailyReport: null, cleaningRobot: null, hakaruAi: null, lilz: null, meterSystem: null });
  });

  it('sends every link, null where unlinked, and trims IP addresses', () => {
    // The form hands over its values as the schema read them (a cleared text '', no coordinate null); they pass unchanged.
    const body = toBuildingBody({
      name: 'Tower', organizationId: 2, city: '', latitude: null, ipAllowList: [{ ipAddress: ' 10.0.0.1 ', description: undefined as unknown as string, restricted: true }],
      linkage: { lilz: { accessToken: 't', managementUnitId: 'u' }, dailyReport: null, cleaningRobot: null, hakaruAi: null, meterSystem: null },
    });
    expect(body.linkage).toEqual({ dailyReport: null, cleaningRobot: null, hakaruAi: null, lilz: { accessToken: 't', managementUnitId: 'u' }, meterSystem: null });
    expect(body.ipAllowList).toEqual([{ ipAddress: '10.0.0.1', description: '', restricted: true }]);
    expect(body.latitude).toBeNull();
    expect(body.city).toBe('');
  });

  it('reads a stored building back into the form', () => {
    const form = toBuildingForm({ name: 'Tower', organizationId: 2, latitude: 35.6, linkage: { hakaruAi: { loginId: 'x' } } });
    expect(form.latitude).toBe(35.6);
    // No coordinate is null, as the SDK's forms hold a nullable number; the box shows it empty.
    expect(form.longitude).toBeNull();
    expect(form.linkage.hakaruAi).toEqual({ loginId: 'x' });
    expect(form.linkage.lilz).toBeNull();
  });

  it('starts every write-only linkage secret empty and sends no masked-secret flags back', () => {
    const form = toBuildingForm({
      name: 'Tower', organizationId: 2,
      linkage: {
        cleaningRobot: { userId: 'mop', passwordSet: true },
        lilz: { accessTokenSet: true, managementUnitId: 'u' },
        meterSystem: { tokenSet: false, buildingId: 'b' },
      },
    });
    expect(form.linkage.cleaningRobot).toEqual({ userId: 'mop', password: '', passwordSet: true });
    expect(form.linkage.lilz).toEqual({ accessToken: '', managementUnitId: 'u', accessTokenSet: true });
    expect(secretSaved(form, 'cleaningRobot')).toBe(true);
    expect(secretSaved(form, 'lilz')).toBe(true);
    expect(secretSaved(form, 'meterSystem')).toBe(false);
    const body = toBuildingBody(form);
    expect(body.linkage).toMatchObject({
      cleaningRobot: { userId: 'mop', password: '' },
      lilz: { accessToken: '', managementUnitId: 'u' },
      meterSystem: { token: '', buildingId: 'b' },
    });
    expect(JSON.stringify(body.linkage)).not.toMatch(/passwordSet|accessTokenSet|tokenSet/);
  });
});
