import { describe, expect, it, vi } from 'vitest';
import { resolveOptions, UsageError, type Ask } from './resolveOptions.js';

const never: Ask = () => {
  throw new Error('must not ask');
};

describe('resolveOptions', () => {
  it('asks nothing with --yes and fills defaults from the folder', async () => {
    await expect(resolveOptions({ dir: 'tmp/fleet-map', yes: true, help: false }, never, 'en')).resolves.toEqual({
      dir: 'tmp/fleet-map',
      id: 'fleet-map',
      name: 'Fleet Map',
      kind: 'view',
    });
  });

  it('asks for what the flags leave out, with defaults on Enter', async () => {
    const answers = ['', 'My map', 'plugin'];
    const ask = vi.fn<Ask>(async () => answers.shift() ?? '');
    const options = await resolveOptions({ dir: 'fleet-map', yes: false, help: false }, ask, 'en');
    expect(options).toEqual({ dir: 'fleet-map', id: 'fleet-map', name: 'My map', kind: 'plugin' });
    expect(ask).toHaveBeenCalledTimes(3);
  });

  it('asks again after an invalid answer', async () => {
    const answers = ['Bad Id', 'good-id'];
    const ask = vi.fn<Ask>(async () => answers.shift() ?? '');
    const options = await resolveOptions({ dir: 'x', name: 'X', kind: 'view', yes: false, help: false }, ask, 'ja');
    expect(options.id).toBe('good-id');
    expect(ask).toHaveBeenCalledTimes(2);
  });

  it('rejects invalid flags and a missing folder', async () => {
    await expect(resolveOptions({ yes: true, help: false }, never, 'en')).rejects.toBeInstanceOf(UsageError);
    await expect(resolveOptions({ dir: 'x', id: 'X!', yes: true, help: false }, never, 'en')).rejects.toThrow(/--id/);
    await expect(resolveOptions({ dir: 'x', kind: 'app', yes: true, help: false }, never, 'ja')).rejects.toThrow(/--kind/);
  });
});
