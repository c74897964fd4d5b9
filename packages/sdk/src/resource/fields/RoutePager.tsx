import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { Link } from '../../routing/Link.js';
import { useResourceT } from '../useResourceT.js';
import { routePageCount } from './routePaging.js';

const useStyles = makeStyles({ root: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' } });

/**
 * Props of `RoutePager`.
 * @group Forms and resources
 * @example
 * ```tsx
 * const props: RoutePagerProps = { page, pageSize: 20, total, pathFor: (next) => `/my/messages/${next}` };
 * return <RoutePager {...props} />;
 * ```
 */
export interface RoutePagerProps {
  /** 1-based page shown now. */
  page: number;
  pageSize: number;
  total: number;
  /** The route of another page (`/my/messages/3`). */
  pathFor: (page: number) => string;
}

/**
 * Paging for screens whose page is part of the route (`…/list/{page}` in spec §2): total, position,
 * and previous/next links, so a page can be bookmarked and the back button works.
 *
 * @group Forms and resources
 * @example
 * ```tsx
 * <RoutePager page={page} pageSize={50} total={total} pathFor={(next) => `/my/messages/${next}`} />
 * ```
 */
export function RoutePager({ page, pageSize, total, pathFor }: RoutePagerProps) {
  const styles = useStyles();
  const t = useResourceT();
  const pages = routePageCount(total, pageSize);
  return (
    <nav className={styles.root} aria-label={t('list.pagination')}>
      <Text>{t('list.total', { count: total })}</Text>
      {page > 1 ? <Link to={pathFor(page - 1)}>{t('list.previous')}</Link> : null}
      <Text aria-live="polite">{t('list.page', { page, pages })}</Text>
      {page < pages ? <Link to={pathFor(page + 1)}>{t('list.next')}</Link> : null}
    </nav>
  );
}
