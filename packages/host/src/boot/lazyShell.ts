import { lazyPage } from '@fleetdeck/sdk';

// The signed-in chrome (header, side bar, menus, pickers) and the labs dialog load on demand,
// so the login page's initial JavaScript carries neither; like plugin pages, under the load time-out.
export const LazyShellLayout = lazyPage(() => import('../layout/ShellLayout.js').then((m) => m.ShellLayout));
export const LazyLabsConfirmDialog = lazyPage(() => import('./labsDialog.js').then((m) => m.LabsConfirmDialog));
