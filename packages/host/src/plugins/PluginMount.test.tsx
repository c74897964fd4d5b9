// @vitest-environment happy-dom
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { useState, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { renderWithFleetdeck, type FleetdeckRenderResult } from '@fleetdeck/sdk/testing';
import { PluginMount } from './PluginMount.js';

/** The shell around a plugin's area: it must stay usable whatever the plugin does. */
function Shell({ children }: { children: ReactNode }) {
  return (
    <>
      <nav aria-label="sidebar">
        <a href="/robots">Robots</a>
      </nav>
      <main>{children}</main>
    </>
  );
}

function RobotsPage() {
  return <h1>robot list</h1>;
}

let rendered: FleetdeckRenderResult | undefined;

// A page that suspends (`use` of the load) inside a synchronous act() never wakes up under
// Testing Library; rendering and clicking inside an async act() lets React see the load settle.
async function mount(ui: ReactElement): Promise<void> {
  await act(async () => {
    rendered = await renderWithFleetdeck(ui);
  });
}

async function click(button: HTMLElement): Promise<void> {
  await act(async () => {
    fireEvent.click(button);
  });
}
let consoleError: MockInstance<typeof console.error>;
beforeEach(() => {
  // The boundary logs what it caught (and React reports it too); kept out of the test output.
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  rendered?.unmount();
  consoleError.mockRestore();
});

describe('PluginMount', () => {
  it("renders the plugin's page", async () => {
    await mount(
      <Shell>
        <PluginMount pluginId="robots" resolve={() => Promise.resolve(RobotsPage)} forget={() => undefined} />
      </Shell>,
    );
    expect(await screen.findByRole('heading', { name: 'robot list' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the error panel with Retry in place of a page that throws, and the rest of the console stays', async () => {
    let broken = true;
    function FlakyPage() {
      if (broken) throw new Error('cannot read robots');
      return <h1>robot list</h1>;
    }
    const forget = vi.fn();
    await mount(
      <Shell>
        <PluginMount pluginId="robots" resolve={() => Promise.resolve(FlakyPage)} forget={forget} />
      </Shell>,
    );
    const panel = await screen.findByRole('alert');
    expect(panel.getAttribute('data-plugin-id')).toBe('robots');
    expect(panel.textContent).toContain('This area could not be shown');
    expect(panel.textContent).toContain('The module "robots" stopped with an error: cannot read robots');
    expect(within(screen.getByRole('navigation', { name: 'sidebar' })).getByRole('link', { name: 'Robots' })).toBeTruthy();
    expect(consoleError.mock.calls.some((call) => String(call[0]).includes('plugin robots failed'))).toBe(true);

    broken = false;
    await click(within(panel).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'robot list' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(forget).toHaveBeenCalledTimes(1);
  });

  it('shows the error panel when the page cannot be loaded, and loads it again on Retry', async () => {
    const resolve = vi
      .fn<() => Promise<ComponentType>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue(RobotsPage);
    await mount(
      <Shell>
        <PluginMount pluginId="robots" resolve={resolve} forget={() => undefined} />
      </Shell>,
    );
    const panel = await screen.findByRole('alert');
    expect(panel.textContent).toContain('chunk failed');
    expect(screen.getByRole('link', { name: 'Robots' })).toBeTruthy();
    await click(within(panel).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'robot list' })).toBeTruthy();
    expect(resolve).toHaveBeenCalledTimes(2);
  });

  it('shows a page opened before at once when it is opened again, without the loading fallback', async () => {
    const resolve = () => Promise.resolve(RobotsPage);
    function Toggle() {
      const [open, setOpen] = useState(true);
      return (
        <Shell>
          <button onClick={() => setOpen((was) => !was)}>toggle</button>
          {open ? <PluginMount pluginId="robots" resolve={resolve} forget={() => undefined} /> : null}
        </Shell>
      );
    }
    await mount(<Toggle />);
    expect(await screen.findByRole('heading', { name: 'robot list' })).toBeTruthy();
    await click(screen.getByRole('button', { name: 'toggle' }));
    expect(screen.queryByRole('heading', { name: 'robot list' })).toBeNull();
    // A synchronous act: a page that suspended again would still show the fallback here.
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'toggle' }));
    });
    expect(screen.getByRole('heading', { name: 'robot list' })).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
