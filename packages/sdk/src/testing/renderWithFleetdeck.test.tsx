// @vitest-environment happy-dom
import { Suspense, use } from 'react';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithFleetdeck, type FleetdeckRenderResult } from './renderWithFleetdeck.js';

let rendered: FleetdeckRenderResult | null = null;
afterEach(() => {
  rendered?.unmount();
  rendered = null;
});

const greeting = new Promise<string>((resolve) => setTimeout(() => resolve('loaded page'), 10));

function SuspendingPage() {
  return <p>{use(greeting)}</p>;
}

describe('renderWithFleetdeck', () => {
  it('wakes a page that suspends on its load once the load settles', async () => {
    rendered = await renderWithFleetdeck(
      <Suspense fallback={<p>loading</p>}>
        <SuspendingPage />
      </Suspense>,
    );
    expect(await screen.findByText('loaded page', undefined, { timeout: 2000 })).toBeTruthy();
  });
});
