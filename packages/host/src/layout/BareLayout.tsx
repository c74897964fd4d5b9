import { Outlet } from 'react-router-dom';
import { AlertBar } from './AlertBar.js';

/** The frame of `layout: "bare"` pages (sign-in and the like): the alert and the page only. */
export function BareLayout() {
  return (
    <main id="main" style={{ minHeight: '100%' }}>
      <AlertBar />
      <Outlet />
    </main>
  );
}
