import { lazy } from 'react';

// The signed-in chrome (header, side bar, menus, pickers) and the labs dialog load on demand,
// so the login page's initial JavaScript carries neither.
export const LazyShellLayout = lazy(() => import('../layout/ShellLayout.js').then((m) => ({ default: m.ShellLayout })));
export const LazyLabsConfirmDialog = lazy(() => import('./labsDialog.js').then((m) => ({ default: m.LabsConfirmDialog })));
