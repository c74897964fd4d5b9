import { describe, expect, it } from 'vitest';
import { decidePolicy } from './access-policy.js';
import { assignableOperatorTypes } from './operator-types.js';

const typesFor = (callerType: number) => assignableOperatorTypes((action) => decidePolicy(callerType, 'operators', action).can);

describe('assignableOperatorTypes', () => {
  it('offers non-system admins general and administrator only, never above their own type', () => {
    expect(typesFor(9)).toEqual([0, 1, 2, 9]);
    expect(typesFor(2)).toEqual([0, 2]);
    expect(typesFor(1)).toEqual([0]);
    expect(typesFor(0)).toEqual([0]);
  });
});
