// @vitest-environment happy-dom
import { defineEntity, field, Id, LineText, Nullable, RequiredText, Type } from '@fleetdeck/model';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createApiFetch } from '../testing/apiFetch.js';
import { renderWithFleetdeck, type FleetdeckRenderResult } from '../testing/renderWithFleetdeck.js';
import { operator } from './controllers.fixture.js';
import { defineEntityResource } from './resourceDefinition.js';
import { resourcePages } from './resourcePages.js';

// An entity declared from scratch, as docs/guide/adding-a-resource.md does it: the declaration, the
// plugin's registration and its translations are all there is; columns, form, defaults and body follow.
const Gadget = defineEntity({
  name: 'gadgets',
  area: 'devices',
  fields: {
    name: field(RequiredText(40), { input: 'required', listColumn: 'shown', searchable: true }),
    colour: field(Type.Union([Type.Literal(1), Type.Literal(2)]), { input: 'required', listColumn: 'shown' }),
    label: field(LineText(20), { listColumn: 'hidden' }),
    buildingId: field(Nullable(Id), { references: '/buildings' }),
    enabled: field(Type.Boolean(), { initial: true }),
  },
});
const gadgets = defineEntityResource(Gadget, { routes: { list: '/gadget/list', create: '/gadget/create', edit: '/gadget/:id' } });
const pages = resourcePages(gadgets);
const translations = {
  en: {
    title: { list: 'Gadgets', create: 'New gadget', edit: 'Gadget' },
    field: { name: 'Gadget name', colour: 'Colour', label: 'Label', buildingId: 'Building', enabled: 'Enabled' },
    colour: { 1: 'Red', 2: 'Blue' },
  },
};

function gadgetsApi() {
  const rows = [{ id: 1, name: 'Sprocket', colour: 2, label: '', buildingId: null, enabled: true, createdAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-01T00:00:00Z' }];
  return createApiFetch({
    'GET /gadgets': () => rows,
    'GET /gadgets/count': () => ({ count: rows.length }),
    'GET /gadgets/:id': ({ params }) => rows.find((row) => row.id === Number(params.id)) ?? { status: 404 },
    'GET /buildings': () => [{ id: 4, name: 'Tower' }],
    'POST /gadgets': ({ body }) => ({ status: 201, body: { id: 2, ...(body as object) } }),
    'PATCH /gadgets/:id': ({ body }) => ({ ...rows[0], ...(body as object) }),
  });
}

let rendered: FleetdeckRenderResult | undefined;
afterEach(() => rendered?.unmount());

describe('resourcePages of an entity declared from scratch', () => {
  it('lists with the declared columns, a choice shown by its translation', async () => {
    const api = gadgetsApi();
    rendered = await renderWithFleetdeck(<pages.list />, { session: operator, fetch: api.fetch, path: '/gadget/list', plugin: { id: 'gadgets', translations } });
    await screen.findByText('1 record');
    expect(screen.getByRole('columnheader', { name: /Gadget name/ })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: /Colour/ })).toBeTruthy();
    expect(screen.queryByRole('columnheader', { name: /Label/ })).toBeNull();
    const colour = gadgets.columns.find((column) => column.id === 'colour');
    expect(colour?.render?.({ id: 1, colour: 2 }, ((key: string) => (key === 'colour.2' ? 'Blue' : key)) as never)).toBe('Blue');
  });

  it('creates from the generated form: required marks, reference choices, initial values and the body the server validates', async () => {
    const api = gadgetsApi();
    rendered = await renderWithFleetdeck(<pages.edit />, {
      session: { ...operator, type: 9 }, fetch: api.fetch, path: '/gadget/create', plugin: { id: 'gadgets', translations },
      routes: { '/gadget/:id': <p>opened</p> },
    });
    const name = await screen.findByRole('textbox', { name: /Gadget name/ });
    expect((screen.getByRole('checkbox', { name: 'Enabled' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
    fireEvent.change(name, { target: { value: 'Cog' } });
    fireEvent.change(screen.getByRole('combobox', { name: /Colour/ }), { target: { value: '1' } });
    await screen.findByRole('option', { name: 'Tower' });
    fireEvent.change(screen.getByRole('combobox', { name: /Building/ }), { target: { value: '4' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    await screen.findByText('opened');
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ name: 'Cog', colour: 1, label: '', buildingId: 4, enabled: true });
  });

  it('clears an optional text and an optional choice on edit, sending "" and null', async () => {
    const api = gadgetsApi();
    rendered = await renderWithFleetdeck(<pages.edit />, {
      session: { ...operator, type: 9 }, fetch: api.fetch, path: '/gadget/:id', url: '/gadget/1', plugin: { id: 'gadgets', translations },
    });
    const name = await screen.findByRole('textbox', { name: /Gadget name/ });
    await waitFor(() => expect((name as HTMLInputElement).value).toBe('Sprocket'));
    fireEvent.change(screen.getByRole('textbox', { name: 'Label' }), { target: { value: 'x' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Label' }), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.calls.some((call) => call.method === 'PATCH')).toBe(true));
    expect(api.calls.find((call) => call.method === 'PATCH')?.body).toEqual({ name: 'Sprocket', colour: 2, label: '', buildingId: null, enabled: true });
  });
});
