import type { ReactElement, ReactNode } from 'react';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { QueryClient } from '@tanstack/react-query';
import { act, render, type RenderResult } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { clearSession, signIn } from '../auth/sessionStore.js';
import type { Session } from '../auth/session.js';
import { DataProvider } from '../data/DataProvider.js';
import { connectQueryClient, queryDefaults } from '../data/queryClient.js';
import { addPluginTranslations, initI18n } from '../i18n/i18nSetup.js';
import type { Language } from '../i18n/language.js';
import { PluginProvider } from '../plugin/PluginContext.js';
import type { TranslationTree } from '../plugin/definePlugin.js';

/**
 * Options of `renderWithFleetdeck`.
 * @group Testing
 * @example
 * ```tsx
 * const options: FleetdeckRenderOptions = {
 *   session: operator, url: '/building/5', path: '/building/:id', language: 'en',
 *   fetch: createApiFetch({ 'GET /buildings/:id': ({ params }) => ({ id: Number(params.id), name: 'Aozora Tower' }) }).fetch,
 * };
 * rendered = await renderWithFleetdeck(<BuildingDetailPage />, options);
 * ```
 */
export interface FleetdeckRenderOptions {
  /** The signed-in user; none renders signed out. */
  session?: Session | null;
  /** The URL the page starts at (query included). */
  url?: string;
  /** The route pattern `ui` is mounted at, so `useParams` works (`/buildings/:id`). */
  path?: string;
  /** Other pages by route pattern, for screens that navigate (a list's edit link). */
  routes?: Record<string, ReactNode>;
  /** Answers every API call (see `createApiFetch`); replaces `globalThis.fetch` until unmounted. */
  fetch?: typeof fetch;
  /** The plugin the page belongs to: its id names the translation namespace. */
  plugin?: { id: string; translations?: { ja?: TranslationTree; en?: TranslationTree } };
  language?: Language;
}

/**
 * What `renderWithFleetdeck` answers: Testing Library's result, the router (to read the location) and the fresh query client.
 * @group Testing
 * @example
 * ```tsx
 * const rendered: FleetdeckRenderResult = await renderWithFleetdeck(<BuildingListPage />, { session: operator, url: '/building/list' });
 * fireEvent.click(await screen.findByRole('link', { name: 'Aozora Tower' }));
 * expect(rendered.router.state.location.pathname).toBe('/building/5');
 * rendered.unmount();
 * ```
 */
export type FleetdeckRenderResult = RenderResult & {
  router: ReturnType<typeof createMemoryRouter>;
  client: QueryClient;
};

let restoreFetch: (() => void) | null = null;

/**
 * Renders a plugin screen as the console would: session, router, a fresh query client, Fluent theme, i18n and an injected fetch.
 * @group Testing
 * @example
 * ```tsx
 * const rendered = await renderWithFleetdeck(<MyPage />, { session: operator, plugin: { id: 'my-view', translations: { ja, en } }, language: 'ja' });
 * expect(await screen.findByText('こんにちは')).toBeTruthy();
 * rendered.unmount();
 * ```
 */
export async function renderWithFleetdeck(ui: ReactElement, options: FleetdeckRenderOptions = {}): Promise<FleetdeckRenderResult> {
  restoreFetch?.();
  if (options.fetch) {
    const original = globalThis.fetch;
    globalThis.fetch = options.fetch;
    restoreFetch = () => {
      globalThis.fetch = original;
      restoreFetch = null;
    };
  }
  await initI18n(options.language ?? 'en');
  if (options.plugin?.translations) addPluginTranslations(options.plugin.id, options.plugin.translations);
  if (options.session) signIn(options.session);
  else clearSession();
  const client = new QueryClient({ defaultOptions: queryDefaults });
  const disconnect = connectQueryClient(client);
  const pages = Object.entries(options.routes ?? {}).map(([path, element]) => ({ path, element }));
  const router = createMemoryRouter([{ path: options.path ?? '*', element: ui }, ...pages], { initialEntries: [options.url ?? options.path ?? '/'] });
  // Rendered inside an async act(): a page that suspends (lazyPage, React's use) inside a
  // synchronous act() never wakes up, so authors' tests of such pages would hang on their first find.
  let result!: RenderResult;
  await act(async () => {
    result = render(
      <FluentProvider theme={webLightTheme}>
        <DataProvider client={client}>
          <PluginProvider id={options.plugin?.id ?? 'test'}>
            <RouterProvider router={router} />
          </PluginProvider>
        </DataProvider>
      </FluentProvider>,
    );
  });
  const unmount = result.unmount;
  result.unmount = () => {
    unmount();
    disconnect();
    client.clear();
    restoreFetch?.();
  };
  return Object.assign(result, { router, client });
}
