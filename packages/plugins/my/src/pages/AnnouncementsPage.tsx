import type { AnnouncementRecord } from '@fleetdeck/model';
import { Badge, Card, CardHeader, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ErrorPanel, PageLayout, formatDateTime, useLanguage, useQuery, useResourceT, useT } from '@fleetdeck/sdk';

const useStyles = makeStyles({ list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, listStyle: 'none', padding: 0, margin: 0 } });
const levelColor = { 0: 'informative', 5: 'warning', 9: 'danger' } as const;

/** /my/announcements: the announcements published now, most urgent first, in the user's language. */
export function AnnouncementsPage() {
  const styles = useStyles();
  const t = useT();
  const rt = useResourceT();
  const language = useLanguage();
  const announcements = useQuery<AnnouncementRecord[]>('/my/announcements');
  if (announcements.error) {
    return (
      <PageLayout title={t('title.announcements')}>
        <ErrorPanel title={t('title.announcements')} message={rt('errors.fetchFailed')} onRetry={announcements.reload} />
      </PageLayout>
    );
  }
  const rows = announcements.data ?? [];
  return (
    <PageLayout title={t('title.announcements')}>
      {rows.length === 0 && !announcements.loading ? <Text>{t('announcements.none')}</Text> : null}
      <ul className={styles.list} aria-label={t('title.announcements')}>
        {rows.map((row) => (
          <li key={row.id}>
            <Card>
              <CardHeader
                header={<Text weight="semibold">{language === 'ja' ? row.titleJa : row.titleEn}</Text>}
                description={
                  <Text size={200}>
                    {t('announcements.period', { from: formatDateTime(row.publishFrom), to: row.publishTo ? formatDateTime(row.publishTo) : t('announcements.open') })}
                  </Text>
                }
                action={<Badge color={levelColor[row.level]}>{t(`levels.${String(row.level)}`)}</Badge>}
              />
              <Text>{language === 'ja' ? row.bodyJa : row.bodyEn}</Text>
            </Card>
          </li>
        ))}
      </ul>
    </PageLayout>
  );
}
