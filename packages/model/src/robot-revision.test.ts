import { describe, expect, it } from 'vitest';
import { Ajv } from 'ajv';
import { RobotCreate } from './robot.js';
import { digitsLimitOf } from './text-rules.js';
import { bodyValidatorOptions } from './validator-options.js';

const validate = new Ajv(bodyValidatorOptions).compile(RobotCreate);
const base = { name: 'Runner', serialNo: 'WR-1', model: 'Ex', buildingId: 1, initialFloorId: 1 };
const revisionErrors = (hardwareRevision: string) => {
  validate({ ...base, hardwareRevision });
  return (validate.errors ?? []).filter((error) => error.instancePath === '/hardwareRevision').map((error) => error.keyword);
};

describe('robot hardware revision (§5 numeric, at most 3 digits)', () => {
  it('accepts up to three digits, or none', () => {
    for (const value of ['', '7', '12', '123']) expect(revisionErrors(value), value).toEqual([]);
  });

  it('answers "12a4" with the digits rule alone, not a length limit', () => {
    expect(revisionErrors('12a4')).toEqual(['pattern']);
    expect(revisionErrors('1a')).toEqual(['pattern']);
    expect(revisionErrors('1234')).toEqual(['pattern']);
  });

  it('lets a message read the digit limit back from the rule', () => {
    expect(digitsLimitOf(RobotCreate.properties.hardwareRevision.pattern)).toBe(3);
    expect(digitsLimitOf('^[A-Za-z0-9_-]+$')).toBeUndefined();
    expect(digitsLimitOf(undefined)).toBeUndefined();
  });
});
