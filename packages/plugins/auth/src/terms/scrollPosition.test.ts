import { describe, expect, it } from 'vitest';
import { isScrolledToBottom } from './scrollPosition.js';

describe('isScrolledToBottom', () => {
  it('is false at the top of a long text', () => {
    expect(isScrolledToBottom({ scrollTop: 0, scrollHeight: 2000, clientHeight: 300 })).toBe(false);
  });

  it('is false part-way down', () => {
    expect(isScrolledToBottom({ scrollTop: 1600, scrollHeight: 2000, clientHeight: 300 })).toBe(false);
  });

  it('is true at the end, allowing for a fractional pixel short', () => {
    expect(isScrolledToBottom({ scrollTop: 1700, scrollHeight: 2000, clientHeight: 300 })).toBe(true);
    expect(isScrolledToBottom({ scrollTop: 1698.5, scrollHeight: 2000, clientHeight: 300 })).toBe(true);
  });

  it('is true when the text fits without scrolling', () => {
    expect(isScrolledToBottom({ scrollTop: 0, scrollHeight: 200, clientHeight: 300 })).toBe(true);
  });
});
