import { describe, expect, it } from 'vitest';
import { Ajv } from 'ajv';
import { BuildingCreate, CommandListCreate, RobotCommand } from '@fleetdeck/model';
import { ajvToFieldErrors } from './validation-details.js';

describe('ajvToFieldErrors', () => {
  const validate = new Ajv({ allErrors: true, strict: false }).compile(BuildingCreate);

  it('names nested fields in dot form and missing ones by name', () => {
    validate({ name: 'x'.repeat(41), ipAllowList: [{ ipAddress: 'nope', description: '', restricted: true }] });
    const details = ajvToFieldErrors(validate.errors ?? []);
    const paths = details.map((d) => `${d.path}:${d.code}`);
    expect(paths).toContain('name:maxLength');
    expect(paths).toContain('organizationId:required');
    expect(paths).toContain('ipAllowList.0.ipAddress:pattern');
  });

  it('reports the real problem of a nullable field, not the union noise', () => {
    validate({ name: 'a', organizationId: 1, latitude: 200 });
    expect(ajvToFieldErrors(validate.errors ?? [])).toEqual([{ path: 'latitude', code: 'maximum', message: 'must be <= 90' }]);
    validate({ name: 'a', organizationId: 1, latitude: 'north' });
    expect(ajvToFieldErrors(validate.errors ?? [])).toEqual([{ path: 'latitude', code: 'anyOf', message: 'must be a number or null' }]);
  });

  it('says which text rule a name broke: blank (U+3000 too) or control characters', () => {
    for (const [name, code, message] of [
      ['\u3000 ', 'notBlank', 'Enter at least one character other than spaces'],
      ['Tower\u0000', 'controlCharacters', 'Remove control characters such as tabs, line breaks or NUL'],
    ]) {
      const body = { name, organizationId: 1 };
      validate(body);
      expect(ajvToFieldErrors(validate.errors ?? [], '', body)).toEqual([{ path: 'name', code, message }]);
    }
  });

  it('names unknown properties', () => {
    validate({ name: 'a', organizationId: 1, bogus: 1 });
    expect(ajvToFieldErrors(validate.errors ?? [])).toEqual([
      { path: 'bogus', code: 'additionalProperties', message: 'must NOT have additional properties' },
    ]);
  });

  describe('unions', () => {
    const command = new Ajv({ allErrors: true, strict: false }).compile(RobotCommand);
    const detailsOf = (value: unknown) => {
      command(value);
      return ajvToFieldErrors(command.errors ?? [], '', value);
    };

    it('reports only the branch the tag chose, never another branch\'s required fields', () => {
      expect(detailsOf({ name: 'flow', action: 'start', flowId: -1 })).toEqual([{ path: 'flowId', code: 'minimum', message: 'must be >= 1' }]);
      expect(detailsOf({ name: 'flow', action: 'start', flowId: 'x' })).toEqual([{ path: 'flowId', code: 'anyOf', message: 'must be an integer or null' }]);
      expect(detailsOf({ name: 'teleop', linear: 9, angular: 0 })).toEqual([
        { path: 'deadmanMs', code: 'required', message: "must have required property 'deadmanMs'" },
        { path: 'linear', code: 'maximum', message: 'must be <= 1.5' },
      ]);
    });

    it('lists the allowed values of a literal union and of an unknown tag', () => {
      expect(detailsOf({ name: 'flow', action: 'begin' })).toEqual([{ path: 'action', code: 'anyOf', message: 'must be "start" or "stop"' }]);
      const [unknown] = detailsOf({ name: 'fly' });
      expect(unknown).toMatchObject({ path: 'name', code: 'anyOf' });
      expect(unknown?.message).toMatch(/^must be one of "teleop", "stop", .*"osUpdate"$/);
    });

    it('names the tag when it is missing', () => {
      expect(detailsOf({ action: 'start' })).toEqual([{ path: 'name', code: 'required', message: "must have required property 'name'" }]);
    });

    it('lists the numbers an integer enum allows', () => {
      const list = new Ajv({ allErrors: true, strict: false }).compile(CommandListCreate);
      list({ mode: 14 });
      const mode = ajvToFieldErrors(list.errors ?? []).find((d) => d.path === 'mode');
      expect(mode).toMatchObject({ code: 'anyOf' });
      expect(mode?.message).toMatch(/^must be (one of )?\d/);
    });
  });
});
