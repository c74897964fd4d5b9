import { describe, expect, it } from 'vitest';
import { parseCliArgs } from './args.js';

describe('parseCliArgs', () => {
  it('reads the folder and every flag', () => {
    expect(parseCliArgs(['my-view', '--id', 'battery', '--name', 'Battery', '--kind', 'plugin', '--yes'])).toEqual({
      dir: 'my-view',
      id: 'battery',
      name: 'Battery',
      kind: 'plugin',
      yes: true,
      help: false,
    });
  });

  it('reads the console to install from', () => {
    expect(parseCliArgs(['my-view', '--console', 'http://localhost:8080']).console).toBe('http://localhost:8080');
  });

  it('accepts -y and leaves missing values undefined', () => {
    const args = parseCliArgs(['-y', 'x']);
    expect(args).toMatchObject({ dir: 'x', yes: true });
    expect(args.id).toBeUndefined();
  });

  it('rejects unknown flags', () => {
    expect(() => parseCliArgs(['x', '--colour', 'red'])).toThrow(/colour/);
  });
});
