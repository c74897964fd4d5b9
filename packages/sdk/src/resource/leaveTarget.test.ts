import { describe, expect, it } from 'vitest';
import { leaveTarget } from './leaveTarget.js';

const plain = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false };
const here = { origin: 'http://console.test', pathname: '/operator/3', search: '' };
const anchor = (href: string, target = '') => ({ href, target, hasAttribute: () => false });

describe('leaveTarget', () => {
  it('answers the path of an in-app link to another page', () => {
    expect(leaveTarget(plain, anchor('http://console.test/operator/list?x=1'), here)).toBe('/operator/list?x=1');
  });

  it('ignores links to the same page, other sites, new tabs and modified clicks', () => {
    expect(leaveTarget(plain, anchor('http://console.test/operator/3#top'), here)).toBeNull();
    expect(leaveTarget(plain, anchor('https://help.example/'), here)).toBeNull();
    expect(leaveTarget(plain, anchor('http://console.test/x', '_blank'), here)).toBeNull();
    expect(leaveTarget({ ...plain, ctrlKey: true }, anchor('http://console.test/x'), here)).toBeNull();
    expect(leaveTarget(plain, null, here)).toBeNull();
  });
});
