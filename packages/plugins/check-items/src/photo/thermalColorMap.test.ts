import { describe, expect, it } from 'vitest';
import { applyColorMap, colorTable, itemColorMap } from './thermalColorMap.js';

describe('thermal colour maps', () => {
  it('runs each map from its coldest to its hottest colour over 256 levels', () => {
    const iron = colorTable('normal');
    expect(iron).toHaveLength(768);
    expect([...iron.slice(0, 3)]).toEqual([0, 0, 0]);
    expect([...iron.slice(765)]).toEqual([255, 255, 255]);
    const mono = colorTable('mono');
    expect([...mono.slice(128 * 3, 128 * 3 + 3)]).toEqual([128, 128, 128]);
    const ir = colorTable('ir');
    expect([...ir.slice(0, 3)]).toEqual([0, 0, 130]);
    expect([...ir.slice(765)]).toEqual([255, 0, 0]);
  });

  it('paints each pixel by its brightness and keeps its alpha', () => {
    const pixels = new Uint8ClampedArray([255, 255, 255, 200, 0, 0, 0, 255]);
    applyColorMap(pixels, colorTable('ir'));
    expect([...pixels]).toEqual([255, 0, 0, 200, 0, 0, 130, 255]);
  });

  it("takes the colour map from the item's settings JSON, else normal", () => {
    expect(itemColorMap('{"colorMap":"ir"}')).toBe('ir');
    expect(itemColorMap('{"colorMap":"sepia"}')).toBe('normal');
    expect(itemColorMap('{')).toBe('normal');
    expect(itemColorMap('null')).toBe('normal');
    expect(itemColorMap(undefined)).toBe('normal');
  });
});
