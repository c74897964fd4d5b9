import { useT } from '@fleetdeck/sdk';
import { ErrorPage } from './ErrorPage.js';

/** /auth/403: the reader is signed in but may not open the page they asked for. */
export function ForbiddenPage() {
  const t = useT();
  return <ErrorPage title={t('title.forbidden')} message={t('forbidden.message')} />;
}
