import type { ReactNode } from 'react';
import { Title2, makeStyles, tokens } from '@fluentui/react-components';
import { useT } from '../i18n/useT.js';
import { useBrandLogo, usePageLogoPlace } from './brandLogo.js';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, padding: tokens.spacingHorizontalXL },
  header: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  title: { flexGrow: 1, margin: 0 },
  logo: { height: '32px', maxWidth: '200px', objectFit: 'contain', flexShrink: 0 },
});

/**
 * Props of `PageLayout`.
 * @group Routing and side bar
 * @example
 * ```tsx
 * const props: PageLayoutProps = { title: t('title.list'), actions: <Button>{t('create')}</Button>, children: <ResourceTable /> };
 * return <PageLayout {...props} />;
 * ```
 */
export interface PageLayoutProps {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}

/**
 * A page's frame: the branding logo of a surrounding `PageLogo` (if any), one h1 title, actions beside it, then the content.
 * @group Routing and side bar
 * @example
 * ```tsx
 * <PageLayout title={t('title')} actions={<Button onClick={reload}>{t('reload')}</Button>}>
 *   <BatteryList />
 * </PageLayout>
 * ```
 */
export function PageLayout({ title, actions, children }: PageLayoutProps) {
  const styles = useStyles();
  const t = useT();
  const logo = useBrandLogo(usePageLogoPlace());
  return (
    <section className={styles.root} aria-label={title}>
      <header className={styles.header}>
        {logo ? <img src={logo} alt={t('common:shell.productName')} className={styles.logo} data-testid="page-logo" /> : null}
        <Title2 as="h1" className={styles.title}>
          {title}
        </Title2>
        {actions}
      </header>
      {children}
    </section>
  );
}
