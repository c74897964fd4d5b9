// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createApiFetch } from '../testing/apiFetch.js';
import { renderWithFleetdeck, type FleetdeckRenderResult } from '../testing/renderWithFleetdeck.js';
import { useChoices } from './useChoices.js';

function Picker({ label, exceptId, enabled }: { label: string; exceptId?: number; enabled?: boolean }) {
  const choices = useChoices('/organizations', { exceptId, enabled });
  return <p aria-label={label}>{choices.map((choice) => `${String(choice.value)}:${choice.label}`).join(' ')}</p>;
}

let rendered: FleetdeckRenderResult | undefined;
afterEach(() => rendered?.unmount());

describe('useChoices', () => {
  it('reads a list once for every picker and leaves out the excepted record', async () => {
    const api = createApiFetch({ 'GET /organizations': () => [{ id: 1, name: 'Aozora' }, { id: 2, name: 'Hikari' }] });
    rendered = await renderWithFleetdeck(
      <>
        <Picker label="all" />
        <Picker label="parent" exceptId={2} />
        <Picker label="off" enabled={false} />
      </>,
      { fetch: api.fetch },
    );
    await waitFor(() => expect(screen.getByLabelText('all').textContent).toBe('1:Aozora 2:Hikari'));
    expect(screen.getByLabelText('parent').textContent).toBe('1:Aozora');
    expect(screen.getByLabelText('off').textContent).toBe('');
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]?.query.filter).toEqual({ order: ['name ASC'], limit: 1000 });
  });
});
