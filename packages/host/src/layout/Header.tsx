import { Badge, makeStyles, tokens } from '@fluentui/react-components';
import { useBranding } from '@fleetdeck/sdk';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { deriveEnvironment } from '../app/environment.js';
import { ContextPicker } from './ContextPicker.js';
import { UserMenu } from './UserMenu.js';

const useStyles = makeStyles({
  header: {
    display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalL, height: '52px', flexShrink: 0,
    paddingInline: tokens.spacingHorizontalL, backgroundColor: tokens.colorBrandBackground, color: tokens.colorNeutralForegroundOnBrand,
  },
  brand: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, color: 'inherit', textDecoration: 'none', fontWeight: tokens.fontWeightSemibold, fontSize: tokens.fontSizeBase500 },
  logo: { height: '32px' },
  spacer: { flexGrow: 1 },
});

const environment = deriveEnvironment(window.location.hostname);

/** The console header: logo, environment badge, organization and building, account menu. */
export function Header() {
  const styles = useStyles();
  const { t } = useTranslation('common');
  const { assets } = useBranding();
  return (
    <header className={styles.header}>
      <Link to="/" className={styles.brand}>
        {assets.logo ? <img src={assets.logo} alt={t('shell.productName')} className={styles.logo} /> : <span>{t('shell.productName')}</span>}
      </Link>
      {environment !== 'production' ? (
        <Badge appearance="filled" color="warning" aria-label={t('shell.environment', { name: environment })}>
          {environment}
        </Badge>
      ) : null}
      <span className={styles.spacer} />
      <ContextPicker />
      <UserMenu />
    </header>
  );
}
