import { DeviceTypeValue, RequiredText, defineEntity, field } from '@fleetdeck/model';
import { describe, expect, it } from 'vitest';
import { defineEntityResource } from './resourceDefinition.js';

const Template = defineEntity({
  name: 'templates',
  area: 'workPlanTemplates',
  fields: {
    name: field(RequiredText(64), { input: 'required', listColumn: 'shown', labelKey: 'field.templateName' }),
    kind: field(DeviceTypeValue, { listColumn: 'shown' }),
    make: field(DeviceTypeValue, { listColumn: 'hidden', choiceKey: false }),
  },
});
const routes = { list: '/templates', edit: '/templates/:id' };

describe('defineEntityResource', () => {
  it('labels a column by its field, or by the label key the field declares', () => {
    const { columns } = defineEntityResource(Template, { routes });
    expect(columns.map((column) => [column.id, column.labelKey])).toEqual([['name', 'field.templateName'], ['kind', 'field.kind'], ['make', 'field.make'], ['updatedAt', 'field.updatedAt']]);
    expect(columns.find((column) => column.id === 'updatedAt')?.hiddenByDefault).toBe(true);
  });

  it('leaves the update stamp to a plugin that draws it as an extra column', () => {
    const render = () => 'when';
    const { columns } = defineEntityResource(Template, { routes, extraColumns: [{ id: 'updatedAt', labelKey: 'field.updatedAt', render }] });
    expect(columns.filter((column) => column.id === 'updatedAt')).toEqual([{ id: 'updatedAt', labelKey: 'field.updatedAt', render }]);
  });

  it('translates a choice as <field>.<value>, and shows a choice whose values are names as it is', () => {
    const { columns } = defineEntityResource(Template, { routes });
    const row = { id: 1, name: 'a', kind: 2, make: 3 };
    const t = ((key: string) => `t:${key}`) as never;
    expect(columns.find((column) => column.id === 'kind')?.render?.(row, t)).toBe('t:kind.2');
    expect(columns.find((column) => column.id === 'make')?.render).toBeUndefined();
  });
});
