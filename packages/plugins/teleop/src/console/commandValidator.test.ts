import { describe, expect, it } from 'vitest';
import { checkCommand, commandNames } from './commandValidator.js';

describe('checkCommand', () => {
  it('accepts protocol commands as they are', async () => {
    expect(await checkCommand({ name: 'stop' })).toEqual({ ok: true, command: { name: 'stop' } });
    const teleop = { name: 'teleop', linear: 0.2, angular: 0, deadmanMs: 500 };
    expect(await checkCommand(teleop)).toEqual({ ok: true, command: teleop });
  });

  it('names an unknown or missing command name', async () => {
    expect(await checkCommand({ name: 'fly' })).toEqual({ ok: false, issues: [{ path: 'name', keyword: 'enum' }] });
    expect(await checkCommand({ speed: 'slow' })).toEqual({ ok: false, issues: [{ path: 'name', keyword: 'required' }] });
    expect(await checkCommand([1])).toEqual({ ok: false, issues: [{ path: '', keyword: 'type' }] });
  });

  it('reports the field and rule of a wrong command', async () => {
    const result = await checkCommand({ name: 'teleop', linear: 3, angular: 0 });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.issues).toContainEqual({ path: 'linear', keyword: 'maximum', limit: 1.5 });
      expect(result.issues).toContainEqual({ path: 'deadmanMs', keyword: 'required' });
    }
    const speech = await checkCommand({ name: 'speech', text: 'x'.repeat(501), voice: 'ja-female' });
    expect(speech).toEqual({ ok: false, issues: [{ path: 'text', keyword: 'maxLength', limit: 500 }] });
  });

  it('knows every command of the protocol', () => {
    expect(commandNames).toEqual(expect.arrayContaining(['teleop', 'stop', 'speech', 'thermal', 'osUpdate', 'resetErrors']));
  });
});

describe('checkCommand with literal unions', () => {
  it('names a wrong choice once', async () => {
    expect(await checkCommand({ name: 'speed', speed: 'fast' })).toEqual({ ok: false, issues: [{ path: 'speed', keyword: 'enum' }] });
    expect(await checkCommand({ name: 'thermal', camera: 'thermal', colorMap: 'ir', scalePosition: 'top', areas: [{ name: 'a b', x: 0, y: 0, width: 1, height: 1 }] })).toEqual({
      ok: false,
      issues: [{ path: 'areas.0.name', keyword: 'pattern' }],
    });
  });
});
