import { describe, expect, it } from 'vitest';
import { fieldsLeftOut } from './typeFields.js';

describe('check item fields by type', () => {
  it('leaves the markers out of a thermal item and the meter out of a camera item, with the values they then hold', () => {
    expect(fieldsLeftOut(2)).toEqual({ markerType: 'none' });
    expect(fieldsLeftOut(1)).toEqual({ meterReadingService: null, meterType: 'none' });
  });

  it('shows every field for a meter item and before a type is chosen', () => {
    expect(fieldsLeftOut(0)).toEqual({});
    expect(fieldsLeftOut('')).toEqual({});
  });
});
