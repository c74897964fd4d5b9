import { Suspense } from 'react';
import { Badge, makeStyles, tokens } from '@fluentui/react-components';
import { lazyPage, useBranding, useViewportSize } from '@fleetdeck/sdk';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { deriveEnvironment } from '../app/environment.js';
import { headerBrand } from './headerBrand.js';
import { ContextPicker, PHONE_MAX_WIDTH } from './ContextPicker.js';
import { FaultAlerts } from './FaultAlerts.js';
import { UserMenu } from './UserMenu.js';

const useStyles = makeStyles({
  header: {
    display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalL, minHeight: '52px', flexShrink: 0,
    paddingInline: tokens.spacingHorizontalL, backgroundColor: tokens.colorBrandBackground, color: tokens.colorNeutralForegroundOnBrand,
    // A phone is narrower than brand, pickers and buttons together: the pickers take a second row.
    [`@media (max-width: ${PHONE_MAX_WIDTH}px)`]: {
      flexWrap: 'wrap', rowGap: tokens.spacingVerticalXS, columnGap: tokens.spacingHorizontalS,
      paddingBlock: tokens.spacingVerticalXS, paddingInline: tokens.spacingHorizontalM,
    },
  },
  brand: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, color: 'inherit', textDecoration: 'none', fontWeight: tokens.fontWeightSemibold, fontSize: tokens.fontSizeBase500 },
  logo: { height: '32px', maxWidth: '240px', objectFit: 'contain' },
  icon: { height: '32px', width: '32px', objectFit: 'contain' },
  wordmark: { height: '24px', maxWidth: '180px', objectFit: 'contain' },
  spacer: { flexGrow: 1 },
});

const environment = deriveEnvironment(window.location.hostname);

// The query client comes with the messages link, on demand: the header's own chunk stays small.
const MessagesButton = lazyPage(() => import('./MessagesButton.js').then((m) => m.MessagesButton));

/** The console header: logo, environment badge, organization and building, messages, account menu. */
export function Header() {
  const styles = useStyles();
  const { t } = useTranslation('common');
  const { assets } = useBranding();
  const brand = headerBrand(assets, useViewportSize());
  const name = t('shell.productName');
  // The link is named once: the icon is decorative when a word mark or the name stands beside it.
  const iconAlt = brand.wordmark || brand.name ? '' : name;
  return (
    <header className={styles.header}>
      <Link to="/" className={styles.brand}>
        {brand.icon ? <img src={brand.icon} alt={iconAlt} className={styles.icon} data-brand="icon" /> : null}
        {brand.logo ? <img src={brand.logo} alt={name} className={styles.logo} data-brand="logo" /> : null}
        {brand.wordmark ? <img src={brand.wordmark} alt={name} className={styles.wordmark} data-brand="wordmark" /> : null}
        {brand.name ? <span>{name}</span> : null}
      </Link>
      {environment !== 'production' ? (
        <Badge appearance="filled" color="warning" aria-label={t('shell.environment', { name: environment })}>
          {environment}
        </Badge>
      ) : null}
      <span className={styles.spacer} />
      <FaultAlerts />
      <ContextPicker />
      <Suspense fallback={null}>
        <MessagesButton />
      </Suspense>
      <UserMenu />
    </header>
  );
}
