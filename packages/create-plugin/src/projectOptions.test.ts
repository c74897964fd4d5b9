import { describe, expect, it } from 'vitest';
import { componentNameFromId, idFromDir, isValidId, isValidName, nameFromId, pageNameFromId } from './projectOptions.js';

describe('project options', () => {
  it('derives a valid id from any folder name', () => {
    expect(idFromDir('./work/My Battery_View')).toBe('my-battery-view');
    expect(idFromDir('/tmp/42-robots')).toBe('robots');
    expect(idFromDir('___')).toBe('my-plugin');
    for (const dir of ['A', 'a'.repeat(80), '9lives', 'x--', '日本語']) expect(isValidId(idFromDir(dir))).toBe(true);
  });

  it('checks ids and names as plugin.json does', () => {
    expect(isValidId('battery-overview')).toBe(true);
    expect(isValidId('Battery')).toBe(false);
    expect(isValidId('1st')).toBe(false);
    expect(isValidName('')).toBe(false);
    expect(isValidName('x'.repeat(81))).toBe(false);
    expect(isValidName('Battery overview')).toBe(true);
  });

  it('makes names and component names from ids', () => {
    expect(nameFromId('battery-overview')).toBe('Battery Overview');
    expect(componentNameFromId('battery-overview')).toBe('BatteryOverviewView');
    expect(componentNameFromId('a2')).toBe('A2View');
    expect(pageNameFromId('battery-overview')).toBe('BatteryOverviewPage');
  });
});
