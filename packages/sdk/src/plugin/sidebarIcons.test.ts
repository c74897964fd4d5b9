import { describe, expect, it } from 'vitest';
import { isSidebarIconName, sidebarIconNames, unknownIconMessage } from './sidebarIcons.js';

describe('sidebarIconNames', () => {
  it('lists each name once, puzzle (the default) included', () => {
    expect(new Set(sidebarIconNames).size).toBe(sidebarIconNames.length);
    expect(isSidebarIconName('puzzle')).toBe(true);
    expect(isSidebarIconName('battery')).toBe(false);
  });

  it('names the field, the icon and every known name', () => {
    const message = unknownIconMessage('custom-view.json icon', 'battery');
    expect(message).toMatch(/^custom-view.json icon: "battery" is not a side-bar icon/);
    for (const name of sidebarIconNames) expect(message).toContain(name);
  });
});
