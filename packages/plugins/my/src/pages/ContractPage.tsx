import type { Contract } from '@fleetdeck/model';
import { makeStyles, tokens } from '@fluentui/react-components';
import { ErrorPanel, PageLayout, useFormat, useQuery, useResourceT, useT } from '@fleetdeck/sdk';

const useStyles = makeStyles({
  list: { display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: tokens.spacingHorizontalXXL, rowGap: tokens.spacingVerticalS, margin: 0 },
  term: { fontWeight: tokens.fontWeightSemibold },
  detail: { margin: 0 },
});

const flags = ['isArchive', 'isMiniAsilla', 'isLilz', 'isHakaruAi', 'isKanriroid', 'isAutoGuide'] as const;

/** /my/contract: the organization's contract (§3 fields), read-only. */
export function ContractPage() {
  const styles = useStyles();
  const t = useT();
  const rt = useResourceT();
  const format = useFormat();
  const contract = useQuery<Contract>('/my/contract');
  const data = contract.data;
  return (
    <PageLayout title={t('title.contract')}>
      {contract.error ? <ErrorPanel title={t('title.contract')} message={rt('errors.fetchFailed')} onRetry={contract.reload} /> : null}
      {data ? (
        <dl className={styles.list} aria-label={t('title.contract')}>
          <dt className={styles.term}>{t('contract.contractEndAt')}</dt>
          <dd className={styles.detail}>{data.contractEndAt ? format.date(data.contractEndAt) : t('contract.noEnd')}</dd>
          {flags.map((flag) => (
            <div key={flag} style={{ display: 'contents' }}>
              <dt className={styles.term}>{t(`contract.${flag}`)}</dt>
              <dd className={styles.detail}>{t(data[flag] ? 'contract.included' : 'contract.notIncluded')}</dd>
            </div>
          ))}
          <dt className={styles.term}>{t('contract.maintenanceCompany')}</dt>
          <dd className={styles.detail}>
            {data.maintenanceCompany
              ? `${data.maintenanceCompany.name}${data.maintenanceCompany.isOwner ? ` (${t('contract.owner')})` : ''}`
              : t('contract.noMaintenance')}
          </dd>
        </dl>
      ) : null}
    </PageLayout>
  );
}
