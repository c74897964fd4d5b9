import { Card, Text, makeStyles, tokens } from '@fluentui/react-components';
import { levelOf } from '@fleetdeck/model';
import { Link, PageLayout, canAccess, useSession, useT } from '@fleetdeck/sdk';
import { systemLinks } from './systemLinks.js';

const useStyles = makeStyles({
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: tokens.spacingHorizontalL, listStyle: 'none', padding: 0, margin: 0 },
});

/** /system: links to the system pages the user's role may open. */
export function SystemTopPage() {
  const styles = useStyles();
  const t = useT();
  const session = useSession();
  const links = systemLinks.filter((link) => canAccess(session, levelOf(link.access)).can);
  return (
    <PageLayout title={t('title.top')}>
      <Text>{t('top.intro')}</Text>
      <ul className={styles.grid} aria-label={t('top.pages')}>
        {links.map((link) => (
          <li key={link.path}>
            <Card>
              <Link to={link.path}>{t(link.titleKey)}</Link>
            </Card>
          </li>
        ))}
      </ul>
    </PageLayout>
  );
}
