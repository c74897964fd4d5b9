import { DateTime, DeviceTypeValue, LineText, RequiredText, Type, defineEntity, field } from '@fleetdeck/model';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../format/formatters.js';
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

const Visit = defineEntity({
  name: 'visits',
  area: 'chats',
  fields: {
    robot: field(LineText(24), { listColumn: 'shown' }),
    place: field(LineText(64), { listColumn: 'shown' }),
    startedAt: field(DateTime, { input: 'none', listColumn: 'shown' }),
  },
});
const ids = (columns: ReadonlyArray<{ id: string }>) => columns.map((column) => column.id);

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

  it('puts leading columns first and keeps the others in declared order', () => {
    expect(ids(defineEntityResource(Visit, { routes }).columns)).toEqual(['robot', 'place', 'startedAt', 'updatedAt']);
    expect(ids(defineEntityResource(Visit, { routes, leadingColumns: ['startedAt'] }).columns)).toEqual(['startedAt', 'robot', 'place', 'updatedAt']);
  });

  it('draws the hidden update stamp with the render the plugin gives it', () => {
    const render = () => 'when';
    const stamp = defineEntityResource(Visit, { routes, render: { updatedAt: render } }).columns.find((column) => column.id === 'updatedAt');
    expect(stamp).toMatchObject({ hiddenByDefault: true, render });
  });

  it('draws times, the update stamp included, and numbers through the SDK formatter, numbers at the end', () => {
    const Reading = defineEntity({
      name: 'readings',
      area: 'chats',
      fields: {
        at: field(DateTime, { input: 'none', listColumn: 'shown' }),
        value: field(Type.Number(), { listColumn: 'shown' }),
        code: field(Type.Union([Type.Literal(1), Type.Literal(2)]), { listColumn: 'shown' }),
      },
    });
    const { columns } = defineEntityResource(Reading, { routes });
    const at = new Date(2026, 10, 26, 9, 31).toISOString();
    const row = { id: 1, at, value: 0.1 + 0.75, code: 2, updatedAt: at };
    const t = ((key: string) => key) as never;
    const column = (id: string) => columns.find((c) => c.id === id);
    expect(column('at')?.render?.(row, t)).toBe(formatDateTime(at));
    expect(column('updatedAt')?.render?.(row, t)).toBe(formatDateTime(at));
    expect(column('value')?.render?.(row, t)).toBe('0.85');
    expect(column('value')?.align).toBe('end');
    expect(column('code')?.align).toBeUndefined();
  });

  it('translates a choice as <field>.<value>, and shows a choice whose values are names as it is', () => {
    const { columns } = defineEntityResource(Template, { routes });
    const row = { id: 1, name: 'a', kind: 2, make: 3 };
    const t = ((key: string) => `t:${key}`) as never;
    expect(columns.find((column) => column.id === 'kind')?.render?.(row, t)).toBe('t:kind.2');
    expect(columns.find((column) => column.id === 'make')?.render).toBeUndefined();
  });
});
