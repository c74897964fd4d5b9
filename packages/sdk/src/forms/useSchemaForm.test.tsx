// @vitest-environment happy-dom
import { useState } from 'react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Language } from '../i18n/language.js';
import { api } from '../data/apiClient.js';
import { operator } from '../resource/controllers.fixture.js';
import { FormTextField } from '../resource/fields/FormTextField.js';
import { createApiFetch, type ApiHandler } from '../testing/apiFetch.js';
import { renderWithFleetdeck, type FleetdeckRenderResult } from '../testing/renderWithFleetdeck.js';
import { applyServerErrors } from './applyServerErrors.js';
import { useSchemaForm } from './useSchemaForm.js';

const robotSchema = {
  type: 'object',
  required: ['name'],
  properties: { name: { type: 'string', minLength: 1 }, serial: { type: 'string' } },
};

interface RobotValues {
  name: string;
  serial: string;
}

function RobotForm() {
  const form = useSchemaForm<RobotValues>(robotSchema, { defaultValues: { name: '', serial: '' } });
  const [saved, setSaved] = useState(false);
  const submit = form.handleSubmit(async (values) => {
    try {
      await api.post('/robots', values);
      setSaved(true);
    } catch (error) {
      applyServerErrors(form, error);
    }
  });
  return (
    <form noValidate aria-label="robot" onSubmit={(event) => void submit(event)}>
      <FormTextField form={form} name="name" label="Name" required />
      <FormTextField form={form} name="serial" label="Serial" />
      <button type="submit">save</button>
      {saved ? <p>saved</p> : null}
    </form>
  );
}

let rendered: FleetdeckRenderResult | undefined;
afterEach(() => rendered?.unmount());

async function renderForm(language: Language, postRobot: ApiHandler = ({ body }) => ({ status: 201, body: { id: 1, ...(body as object) } })) {
  const apiFetch = createApiFetch({ 'POST /robots': postRobot });
  rendered = await renderWithFleetdeck(<RobotForm />, { session: operator, fetch: apiFetch.fetch, language });
  return apiFetch;
}

/** The text the input's accessible description points at: where Fluent's Field puts its message. */
function messageBeside(input: HTMLElement): string {
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

function box(name: RegExp): HTMLElement {
  return screen.getByRole('textbox', { name });
}

describe('useSchemaForm with the field components', () => {
  it('shows the translated required message beside an empty required field and sends nothing', async () => {
    const apiFetch = await renderForm('ja');
    fireEvent.click(screen.getByRole('button', { name: 'save' }));
    await waitFor(() => expect(box(/Name/).getAttribute('aria-invalid')).toBe('true'));
    expect(messageBeside(box(/Name/))).toContain('必須項目です');
    expect(messageBeside(box(/Serial/))).not.toContain('必須項目です');
    expect(apiFetch.calls).toHaveLength(0);
  });

  it('shows the required message in the console language', async () => {
    await renderForm('en');
    fireEvent.click(screen.getByRole('button', { name: 'save' }));
    await waitFor(() => expect(messageBeside(box(/Name/))).toContain('This field is required'));
  });

  it('clears the message once the field is filled, and saves', async () => {
    const apiFetch = await renderForm('en');
    fireEvent.click(screen.getByRole('button', { name: 'save' }));
    await waitFor(() => expect(messageBeside(box(/Name/))).toContain('This field is required'));
    fireEvent.change(box(/Name/), { target: { value: 'Alpha' } });
    await waitFor(() => expect(messageBeside(box(/Name/))).not.toContain('This field is required'));
    fireEvent.click(screen.getByRole('button', { name: 'save' }));
    await screen.findByText('saved');
    // The optional text left empty travels as '', so clearing a saved value reaches the server.
    expect(apiFetch.calls[0]?.body).toEqual({ name: 'Alpha', serial: '' });
  });

  it("puts a server 400's field details beside their fields", async () => {
    await renderForm('en', () => ({
      status: 400,
      body: {
        error: {
          statusCode: 400,
          name: 'UnprocessableEntityError',
          code: 'VALIDATION_FAILED',
          message: 'The request body is invalid.',
          details: [{ path: 'serial', code: 'serialTaken', message: 'The serial is already registered' }],
        },
      },
    }));
    fireEvent.change(box(/Name/), { target: { value: 'Alpha' } });
    fireEvent.change(box(/Serial/), { target: { value: 'SN-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'save' }));
    await waitFor(() => expect(messageBeside(box(/Serial/))).toContain('The serial is already registered'));
    expect(box(/Serial/).getAttribute('aria-invalid')).toBe('true');
    expect(messageBeside(box(/Name/))).not.toContain('already registered');
    expect(screen.queryByText('saved')).toBeNull();
  });
});
