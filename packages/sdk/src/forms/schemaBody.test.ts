import { Device } from '@fleetdeck/model';
import { describe, expect, it } from 'vitest';
import { schemaBody } from './schemaBody.js';

describe('schemaBody', () => {
  it('sends an emptied text as "", an emptied nullable choice as null and drops an emptied required choice', () => {
    const body = schemaBody({ name: 'Gate', model: '', floorId: '', type: '', buildingId: 3 }, Device.create);
    expect(body).toEqual({ name: 'Gate', model: '', floorId: null, buildingId: 3 });
  });

  it('treats an unchosen select of text constants as not chosen: null where null is allowed, else absent', () => {
    const choices = (values: string[]) => values.map((value) => ({ const: value, type: 'string' }));
    const schema = {
      type: 'object',
      properties: {
        name: { type: 'string' },
        meterType: { anyOf: choices(['analog', 'lamp']) },
        meterReadingService: { anyOf: [...choices(['lilz']), { type: 'null' }] },
        qrCodeNumber: { type: 'string' },
      },
    };
    const body = schemaBody({ name: 'Gauge', meterType: '', meterReadingService: '', qrCodeNumber: '' }, schema);
    expect(body).toEqual({ name: 'Gauge', meterReadingService: null, qrCodeNumber: '' });
  });

  it('turns typed digits into the numbers the schema asks for, also inside a nullable union', () => {
    expect(schemaBody({ buildingId: '7', floorId: '12', status: '1' }, Device.update)).toEqual({ buildingId: 7, floorId: 12, status: 1 });
  });

  it('leaves out an emptied write-only secret, so the stored one is kept', () => {
    const schema = { type: 'object', properties: { name: { type: 'string' }, secret: { type: 'string', minLength: 8, writeOnly: true } } };
    expect(schemaBody({ name: '', secret: '' }, schema)).toEqual({ name: '' });
    expect(schemaBody({ secret: 'long-enough' }, schema)).toEqual({ secret: 'long-enough' });
  });

  it('leaves a value that fits no type alone, so validation reports it', () => {
    expect(schemaBody({ buildingId: 'seven' }, Device.update)).toEqual({ buildingId: 'seven' });
  });
});
