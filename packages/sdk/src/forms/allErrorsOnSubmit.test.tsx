// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { operator } from '../resource/controllers.fixture.js';
import { FormSelectField } from '../resource/fields/FormSelectField.js';
import { FormTextField } from '../resource/fields/FormTextField.js';
import { createApiFetch } from '../testing/apiFetch.js';
import { renderWithFleetdeck, type FleetdeckRenderResult } from '../testing/renderWithFleetdeck.js';
import { useSchemaForm } from './useSchemaForm.js';

// Issue 15 item 4: a robot-like form with two invalid fields and empty required ones.
const robotSchema = {
  type: 'object',
  required: ['name', 'serialNo', 'model'],
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 5 },
    serialNo: { type: 'string', minLength: 1, pattern: '^[A-Z0-9-]+$' },
    revision: { type: 'string', pattern: '^[0-9]{0,3}$' },
    model: { anyOf: [{ const: 'ugo Pro', type: 'string' }, { const: 'Ex', type: 'string' }] },
  },
};

interface RobotValues {
  name: string;
  serialNo: string;
  revision: string;
  model: string;
}

function RobotForm({ onSave }: { onSave: () => void }) {
  const form = useSchemaForm<RobotValues>(robotSchema, { defaultValues: { name: '', serialNo: '', revision: '', model: '' } });
  return (
    <form noValidate aria-label="robot" onSubmit={(event) => void form.handleSubmit(onSave)(event)}>
      <FormTextField form={form} name="name" label="Name" required />
      <FormTextField form={form} name="serialNo" label="Serial" required />
      <FormTextField form={form} name="revision" label="Revision" />
      <FormSelectField form={form} name="model" label="Model" required emptyLabel="(none)" choices={[{ value: 'ugo Pro', label: 'ugo Pro' }, { value: 'Ex', label: 'Ex' }]} />
      <button type="submit">save</button>
    </form>
  );
}

let rendered: FleetdeckRenderResult | undefined;
afterEach(() => rendered?.unmount());

function messageBeside(input: HTMLElement): string {
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

describe('a schema form on its first submit', () => {
  it('shows every field error at once when the last field is left by pressing the submit button', async () => {
    let saves = 0;
    rendered = await renderWithFleetdeck(<RobotForm onSave={() => { saves += 1; }} />, { session: operator, fetch: createApiFetch({}).fetch, language: 'en' });
    const name = screen.getByRole('textbox', { name: /Name/ });
    const revision = screen.getByRole('textbox', { name: /Revision/ });
    const save = screen.getByRole('button', { name: 'save' });
    fireEvent.change(name, { target: { value: 'too long a name' } });
    fireEvent.focusOut(name);
    await waitFor(() => expect(messageBeside(name)).toContain('Enter at most 5 characters'));
    fireEvent.change(revision, { target: { value: '12a4' } });

    // A press on the button takes the focus from the field; the click comes with the release.
    fireEvent.pointerDown(save);
    fireEvent.focusOut(revision);
    fireEvent.pointerUp(save);
    fireEvent.click(save);

    await waitFor(() => expect(messageBeside(screen.getByRole('textbox', { name: /Serial/ }))).toContain('This field is required'));
    expect(messageBeside(screen.getByRole('combobox', { name: /Model/ }))).toContain('This field is required');
    expect(messageBeside(name)).toContain('Enter at most 5 characters');
    expect(messageBeside(revision)).toContain('Use digits only, at most 3');
    expect(saves).toBe(0);
  });

  it('flags every empty required field next to an invalid one on a plain submit', async () => {
    rendered = await renderWithFleetdeck(<RobotForm onSave={() => undefined} />, { session: operator, fetch: createApiFetch({}).fetch, language: 'en' });
    fireEvent.change(screen.getByRole('textbox', { name: /Revision/ }), { target: { value: 'x' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Name/ }), { target: { value: 'too long a name' } });
    fireEvent.click(screen.getByRole('button', { name: 'save' }));
    await waitFor(() => expect(messageBeside(screen.getByRole('textbox', { name: /Serial/ }))).toContain('This field is required'));
    expect(messageBeside(screen.getByRole('combobox', { name: /Model/ }))).toContain('This field is required');
    expect(messageBeside(screen.getByRole('textbox', { name: /Name/ }))).toContain('Enter at most 5 characters');
    expect(messageBeside(screen.getByRole('textbox', { name: /Revision/ }))).toContain('Use digits only, at most 3');
  });
});
