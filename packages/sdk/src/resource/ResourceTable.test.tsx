// @vitest-environment happy-dom
import { defineEntity, field, DateTime, RequiredText, Type } from '@fleetdeck/model';
import { screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { formatDateTime } from '../format/formatters.js';
import { createApiFetch } from '../testing/apiFetch.js';
import { renderWithFleetdeck, type FleetdeckRenderResult } from '../testing/renderWithFleetdeck.js';
import { operator } from './controllers.fixture.js';
import { defineEntityResource } from './resourceDefinition.js';
import { resourcePages } from './resourcePages.js';

const Sensor = defineEntity({
  name: 'sensors',
  area: 'devices',
  fields: {
    name: field(RequiredText(200), { input: 'required', listColumn: 'shown' }),
    reading: field(Type.Number(), { listColumn: 'shown' }),
    seenAt: field(DateTime, { input: 'none', listColumn: 'shown' }),
  },
});
const sensors = defineEntityResource(Sensor, { routes: { list: '/sensor/list', create: '/sensor/create', edit: '/sensor/:id' } });
const pages = resourcePages(sensors);
const translations = {
  en: { title: { list: 'Sensors', create: 'New sensor', edit: 'Sensor' }, field: { name: 'Name', reading: 'Reading', seenAt: 'Last seen' } },
  ja: { title: { list: 'センサー', create: 'センサー作成', edit: 'センサー' }, field: { name: '名前', reading: '計測値', seenAt: '最終確認' } },
};
const seenAt = new Date(2026, 10, 26, 9, 31).toISOString();
const longName = 'A sensor whose name is far longer than any column of the table could hold on one line';

function sensorsApi(count: number) {
  const rows = Array.from({ length: count }, (_, i) => ({ id: i + 1, name: i === 0 ? longName : `Sensor ${i + 1}`, reading: 0.1 + 0.75, seenAt, updatedAt: seenAt }));
  return createApiFetch({ 'GET /sensors': () => rows, 'GET /sensors/count': () => ({ count: rows.length }) });
}

// Griffel writes each style as atomic rules; the DOM's computed style reads them back.
const style = (element: Element) => getComputedStyle(element);

// happy-dom lays nothing out: give the elements a screenful of size so the virtualizer draws rows.
const sizes = ['clientWidth', 'clientHeight'] as const;
const real = sizes.map((name) => Object.getOwnPropertyDescriptor(HTMLElement.prototype, name));
beforeAll(() => {
  for (const name of sizes) Object.defineProperty(HTMLElement.prototype, name, { configurable: true, get: () => (name === 'clientWidth' ? 1200 : 600) });
});
afterAll(() => {
  sizes.forEach((name, i) => {
    const descriptor = real[i];
    if (descriptor) Object.defineProperty(HTMLElement.prototype, name, descriptor);
    else delete (HTMLElement.prototype as unknown as Record<string, unknown>)[name];
  });
});

let rendered: FleetdeckRenderResult | undefined;
afterEach(() => rendered?.unmount());

describe('ResourceTable', () => {
  it('formats times and numbers, wraps long text instead of cutting it, puts numbers at the end and holds the actions in view', async () => {
    rendered = await renderWithFleetdeck(<pages.list />, {
      session: { ...operator, type: 9 }, fetch: sensorsApi(1).fetch, path: '/sensor/list', plugin: { id: 'sensors', translations },
    });
    await screen.findByText('1 record');
    const nameCell = await screen.findByRole('cell', { name: longName });
    const row = nameCell.closest('tr') as HTMLTableRowElement;
    const cells = within(row).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual([longName, '0.85', formatDateTime(seenAt, 'en'), expect.stringContaining('Edit')]);
    expect(formatDateTime(seenAt, 'en')).toBe('Nov 26, 2026, 9:31 AM');
    for (const cell of cells.slice(0, 3)) {
      expect(style(cell).whiteSpace).not.toBe('nowrap');
      expect(style(cell).textOverflow).not.toBe('ellipsis');
      expect(style(cell).overflow).not.toBe('hidden');
    }
    expect(style(cells[1] as Element).textAlign).toBe('end');
    expect(style(cells[0] as Element).textAlign).not.toBe('end');
    const actions = cells[3] as Element;
    expect(style(actions).position).toBe('sticky');
    expect(style(actions).right).toBe('0px');
    const actionsHeader = screen.getByRole('columnheader', { name: 'Actions' });
    expect(style(actionsHeader).position).toBe('sticky');
    expect(style(screen.getByRole('columnheader', { name: /Reading/ })).textAlign).toBe('end');
  });

  it('counts records in the plural forms of each language', async () => {
    rendered = await renderWithFleetdeck(<pages.list />, {
      session: operator, fetch: sensorsApi(1).fetch, path: '/sensor/list', plugin: { id: 'sensors', translations },
    });
    await screen.findByText('1 record');
    rendered.unmount();
    rendered = await renderWithFleetdeck(<pages.list />, {
      session: operator, fetch: sensorsApi(2).fetch, path: '/sensor/list', plugin: { id: 'sensors', translations },
    });
    await screen.findByText('2 records');
    rendered.unmount();
    rendered = await renderWithFleetdeck(<pages.list />, {
      session: operator, fetch: sensorsApi(1).fetch, path: '/sensor/list', plugin: { id: 'sensors', translations }, language: 'ja',
    });
    await screen.findByText('1件');
    expect(screen.getByText(formatDateTime(seenAt, 'ja'))).toBeTruthy();
    expect(formatDateTime(seenAt, 'ja')).toBe('2026/11/26 9:31');
  });
});
