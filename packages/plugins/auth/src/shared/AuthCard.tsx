import type { ReactNode } from 'react';
import { Title2, makeStyles, tokens } from '@fluentui/react-components';
import { useBranding, useT } from '@fleetdeck/sdk';
import { LanguageSwitch } from './LanguageSwitch.js';

const useStyles = makeStyles({
  page: {
    minHeight: '100vh',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    padding: tokens.spacingHorizontalL,
    boxSizing: 'border-box',
    backgroundColor: tokens.colorNeutralBackground3,
    backgroundSize: 'cover',
    backgroundPosition: 'center',
  },
  // Drawn with Fluent's card tokens rather than its Card: Card brings tabster's focus machinery
  // (about 20 KB gzipped) into the login page for a box that holds no focusable group of its own.
  card: {
    width: '100%',
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusMedium,
    boxShadow: tokens.shadow4,
    // Transparent until a high-contrast theme draws it, where shadows are not shown.
    border: `${tokens.strokeWidthThin} solid ${tokens.colorTransparentStroke}`,
    boxSizing: 'border-box',
    maxWidth: '420px',
    padding: tokens.spacingHorizontalXXL,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
  },
  wide: { maxWidth: '760px' },
  header: { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: tokens.spacingVerticalM },
  logo: { maxHeight: '56px', maxWidth: '240px', objectFit: 'contain' },
  language: { alignSelf: 'flex-end' },
});

/** The bare-layout frame of every sign-in page: branded background, logo, title, language switch. */
export function AuthCard({ title, wide, children }: { title: string; wide?: boolean; children: ReactNode }) {
  const styles = useStyles();
  const t = useT();
  const { assets } = useBranding();
  // The logo, or logoSp on phones (below 600 px, the SDK's `phone` size), chosen by the browser:
  // no viewport code on the sign-in page, whose JavaScript is kept small.
  const logo = assets.logo ?? assets.logoSp;
  const background = assets.loginBackground ? { backgroundImage: `url("${assets.loginBackground}")` } : undefined;
  return (
    <div className={styles.page} style={background}>
      <section className={wide ? `${styles.card} ${styles.wide}` : styles.card}>
        <div className={styles.language}>
          <LanguageSwitch />
        </div>
        <div className={styles.header}>
          {logo ? (
            <picture>
              {assets.logoSp ? <source media="(max-width: 599.98px)" srcSet={assets.logoSp} /> : null}
              <img className={styles.logo} src={logo} alt={t('shell.productName')} />
            </picture>
          ) : null}
          <Title2 as="h1">{title}</Title2>
        </div>
        {children}
      </section>
    </div>
  );
}
