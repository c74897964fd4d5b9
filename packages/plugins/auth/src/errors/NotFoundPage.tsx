import { useT } from '@fleetdeck/sdk';
import { ErrorPage } from './ErrorPage.js';

/** /auth/404: where every unknown path lands. */
export function NotFoundPage() {
  const t = useT();
  return <ErrorPage title={t('title.notFound')} message={t('notFound.message')} />;
}
