import { Suspense, useEffect, useMemo, useRef } from 'react';
import { FluentProvider, Spinner } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { createBrowserRouter, createRoutesFromElements, Navigate, Outlet, Route, RouterProvider, useLocation, useNavigate } from 'react-router-dom';
import { clearAlert, createFleetdeckTheme, DEFAULT_PAGE, screenLevel, setShellNavigator, useBranding, useLabsPending, useShellMode } from '@fleetdeck/sdk';
import { LazyLabsConfirmDialog, LazyShellLayout } from '../boot/lazyShell.js';
import { LabsGate } from '../guard/LabsGate.js';
import { RouteGuard } from '../guard/RouteGuard.js';
import { DevBuildErrorSlot } from '../dev-plugins/DevBuildErrorSlot.js';
import { BareLayout } from '../layout/BareLayout.js';
import { BusyOverlay } from '../layout/BusyOverlay.js';
import { NavigationProgress } from '../layout/NavigationProgress.js';
import { FallbackPage } from '../pages/FallbackPage.js';
import { ShellFailurePage } from '../pages/ShellFailurePage.js';
import { PluginMount } from '../plugins/PluginMount.js';
import { useRevealWhenSettled } from '../plugins/useRevealWhenSettled.js';
import { FORBIDDEN_PATH, LOGIN_PATH, NOT_FOUND_PATH } from './constants.js';
import { PrefetchMatchedPage, type PageHandle } from './PrefetchMatchedPage.js';
import { buildRouteTable, type RouteEntry } from './routeTable.js';
import { ShellDataProvider, useShellData, type ShellData } from './ShellDataContext.js';

/** Lets code outside React (signOut, HTTP error handling, completeSignIn) use the router. */
function NavigatorBridge() {
  const navigate = useNavigate();
  useEffect(() => {
    setShellNavigator((path, options) => void navigate(path, options));
    return () => setShellNavigator(null);
  }, [navigate]);
  return null;
}

/** Spec §4: the alert is cleared on leaving the login page. */
function ClearAlertOnLeavingLogin() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === LOGIN_PATH && pathname !== LOGIN_PATH) clearAlert();
    previous.current = pathname;
  }, [pathname]);
  return null;
}

function mount(entry: RouteEntry) {
  const page = <PluginMount key={entry.key} pluginId={entry.pluginId} resolve={entry.resolve} forget={entry.forget} titleKey={entry.titleKey} />;
  return (
    <Route
      key={entry.key}
      path={entry.path}
      handle={{ page: entry } satisfies PageHandle}
      element={
        <RouteGuard access={entry.access}>
          {entry.labs ? <LabsGate target={entry.path}>{page}</LabsGate> : page}
        </RouteGuard>
      }
    />
  );
}

/** The spinner while the signed-in chrome loads; named, as every progress bar must be (axe). */
function ShellLoading() {
  const { t } = useTranslation('common');
  return <Spinner style={{ padding: 32 }} label={t('shell.loading')} />;
}

/** The signed-in chrome, shown as soon as its code has loaded. */
function ShellFrame() {
  useRevealWhenSettled(useMemo(() => LazyShellLayout.preload(), []));
  return (
    <Suspense fallback={<ShellLoading />}>
      <LazyShellLayout />
    </Suspense>
  );
}

function LabsDialogWhenAsked() {
  const pending = useLabsPending();
  return pending ? (
    <Suspense fallback={null}>
      <LazyLabsConfirmDialog />
    </Suspense>
  ) : null;
}

/** What every page shares: router bridges, the progress bar, the busy overlay, the labs dialog and a failed dev build's overlay. */
function RootLayout() {
  return (
    <>
      <NavigatorBridge />
      <ClearAlertOnLeavingLogin />
      <NavigationProgress />
      <Outlet />
      <BusyOverlay />
      <LabsDialogWhenAsked />
      <DevBuildErrorSlot />
    </>
  );
}

function appRoutes(table: RouteEntry[]) {
  const provided = new Set(table.map((entry) => entry.path));
  return createRoutesFromElements(
    <Route element={<RootLayout />} errorElement={<ShellFailurePage />}>
      <Route element={<><PrefetchMatchedPage /><ShellFrame /></>}>
        {table.filter((e) => e.layout === 'shell').map(mount)}
        {provided.has(DEFAULT_PAGE) ? null : (
          <Route path={DEFAULT_PAGE} element={<RouteGuard access={screenLevel(DEFAULT_PAGE) ?? 'any'}><FallbackPage kind="robotControlMissing" /></RouteGuard>} />
        )}
      </Route>
      <Route element={<BareLayout />}>
        {table.filter((e) => e.layout === 'bare').map(mount)}
        {provided.has(NOT_FOUND_PATH) ? null : <Route path={NOT_FOUND_PATH} element={<FallbackPage kind="notFound" />} />}
        {provided.has(FORBIDDEN_PATH) ? null : <Route path={FORBIDDEN_PATH} element={<FallbackPage kind="forbidden" />} />}
      </Route>
      <Route path="/" element={<Navigate to={DEFAULT_PAGE} replace />} />
      <Route path="*" element={<Navigate to={NOT_FOUND_PATH} replace />} />
    </Route>,
  );
}

function ThemedShell() {
  const mode = useShellMode();
  const branding = useBranding();
  const { plugins, custom } = useShellData();
  const theme = useMemo(() => createFleetdeckTheme(mode, branding.theme.primary), [mode, branding.theme.primary]);
  // A data router (not BrowserRouter) so forms can hold any navigation, Back included (useBlocker).
  const router = useMemo(() => createBrowserRouter(appRoutes(buildRouteTable(plugins, custom.views))), [plugins, custom.views]);
  return (
    <FluentProvider theme={theme} style={{ height: '100%' }} data-universal-design={mode.universalDesign || undefined} data-focus-mode={mode.focusMode || undefined}>
      <RouterProvider router={router} />
    </FluentProvider>
  );
}

/** The whole console: theme, router, routes from plugin metadata, overlays. */
export function App({ data }: { data: ShellData }) {
  return (
    <ShellDataProvider value={data}>
      <ThemedShell />
    </ShellDataProvider>
  );
}
