import { Id, LineText, RequiredText, defineEntity, field } from '@fleetdeck/model';
import { describe, expect, it } from 'vitest';
import { entityFormValues } from './entityFormValues.js';

const Report = defineEntity({
  name: 'reports',
  area: 'chats',
  fields: {
    robotSerialNo: field(RequiredText(24), { input: 'createRequired' }),
    location: field(LineText(128), { input: 'createOnly' }),
    summary: field(LineText(200)),
    ownerId: field(Id, { input: 'none' }),
  },
});

describe('entityFormValues', () => {
  it('edits fields fixed at creation only in the create form, server-set fields never', () => {
    expect(entityFormValues(Report, 'create')).toEqual({ robotSerialNo: '', location: '', summary: '' });
    expect(entityFormValues(Report, 'edit')).toEqual({ summary: '' });
  });
});
