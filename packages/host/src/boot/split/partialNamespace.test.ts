import { describe, expect, it } from 'vitest';
import { partialNamespace, type SplitModule } from './partialNamespace.js';

function splitOf(parts: Record<string, unknown>[]): { split: SplitModule; loads: number[] } {
  const loads: number[] = [];
  const split: SplitModule = {
    parts: parts.map((part, index) => () => {
      loads.push(index);
      return Promise.resolve(part);
    }),
    names: parts.map((part) => Object.keys(part).join(',')),
  };
  return { split, loads };
}

describe('partialNamespace', () => {
  const button = () => 'button';
  const input = () => 'input';

  it('loads only the parts that provide the wanted names and keeps each value as is', async () => {
    const { split, loads } = splitOf([{ Button: button, ToggleButton: button }, { Input: input }, { Dialog: 1 }]);
    const namespace = await partialNamespace(split, ['Button', 'Input']);
    expect(namespace).toEqual({ Button: button, Input: input });
    expect(namespace?.Button).toBe(button);
    expect(loads.sort()).toEqual([0, 1]);
  });

  it('answers null for a name no part provides, before loading anything', async () => {
    const { split, loads } = splitOf([{ Button: button }]);
    expect(await partialNamespace(split, ['Button', 'NotInFluent'])).toBeNull();
    expect(loads).toEqual([]);
  });

  it('reads a part the build inlined as the values of its names, in the order they are listed', async () => {
    const split: SplitModule = {
      parts: [() => Promise.resolve([button, input]), () => Promise.resolve({ Dialog: 1 })],
      names: ['Button,Input', 'Dialog'],
    };
    expect(await partialNamespace(split, ['Input', 'Dialog', 'Button'])).toEqual({ Input: input, Dialog: 1, Button: button });
  });
});
