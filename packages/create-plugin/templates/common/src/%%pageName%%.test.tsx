// @vitest-environment happy-dom
// A component test: renderWithFleetdeck renders the page as the console would (signed-in session,
// router, i18n in this project's namespace, Fluent theme), and Testing Library uses it as a person would.
import type { Session } from '@fleetdeck/sdk';
import { renderWithFleetdeck, type FleetdeckRenderResult } from '@fleetdeck/sdk/testing';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { %%pageName%% } from './%%pageName%%.js';
import { en, ja } from './i18n.js';

const plugin = { id: '%%id%%', translations: { ja, en } };

const operator: Session = {
  id: 1,
  type: 0,
  firstName: 'Yui',
  lastName: 'Sato',
  organizationId: 1,
  buildingId: null,
  labsEnabled: false,
  passwordChangeRequired: false,
  skywayKey: null,
  lastLoginAt: null,
  isUniversalDesign: false,
};

let rendered: FleetdeckRenderResult | undefined;
afterEach(() => rendered?.unmount());

describe('%%pageName%%', () => {
  it('greets the signed-in operator by first name, in their language', async () => {
    rendered = await renderWithFleetdeck(<%%pageName%% />, { session: operator, plugin, language: 'ja' });
    expect(await screen.findByText('こんにちは、Yui さん')).toBeTruthy();
  });

  it('counts the clicks on its button', async () => {
    rendered = await renderWithFleetdeck(<%%pageName%% />, { session: operator, plugin });
    fireEvent.click(await screen.findByRole('button', { name: 'Clicked 0 times' }));
    expect(await screen.findByRole('button', { name: 'Clicked once' })).toBeTruthy();
  });
});
