import { describe, expect, it } from 'vitest';
import { routeOfClick } from './routeLinkClick.js';

// Just enough of an element for `closest` and `getAttribute`.
function anchor(attributes: Record<string, string>) {
  const element = { getAttribute: (name: string) => attributes[name] ?? null };
  return { closest: (selector: string) => (selector === 'a[data-route]' && 'data-route' in attributes ? element : null) };
}

const plain = { button: 0, defaultPrevented: false, metaKey: false, altKey: false, ctrlKey: false, shiftKey: false };

describe('routeOfClick', () => {
  it('routes a plain primary click on a route anchor', () => {
    expect(routeOfClick({ ...plain, target: anchor({ 'data-route': '/robot/7/activity' }) })).toBe('/robot/7/activity');
  });

  it('leaves new-tab, new-window and other-button clicks to the browser', () => {
    const target = anchor({ 'data-route': '/robot/7/activity' });
    for (const key of ['metaKey', 'ctrlKey', 'shiftKey', 'altKey'] as const) expect(routeOfClick({ ...plain, [key]: true, target })).toBeNull();
    expect(routeOfClick({ ...plain, button: 1, target })).toBeNull();
    expect(routeOfClick({ ...plain, defaultPrevented: true, target })).toBeNull();
    expect(routeOfClick({ ...plain, target: anchor({ 'data-route': '/x', target: '_blank' }) })).toBeNull();
  });

  it('ignores clicks outside route anchors', () => {
    expect(routeOfClick({ ...plain, target: anchor({}) })).toBeNull();
    expect(routeOfClick({ ...plain, target: null })).toBeNull();
  });
});
