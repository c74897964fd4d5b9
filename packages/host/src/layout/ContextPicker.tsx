import { useEffect, useState } from 'react';
import { Select, makeStyles, tokens, useId } from '@fluentui/react-components';
import { api, setCurrentBuilding, setCurrentOrganization, useCurrentBuilding, useCurrentOrganization, type EntityId } from '@fleetdeck/sdk';
import { useTranslation } from 'react-i18next';

interface Organization { id: EntityId; name: string; type?: number }
interface Building { id: EntityId; name: string; organizationId: EntityId }

// Spec §7: active organizations by type, active buildings newest first with their groups.
const ORGANIZATION_FILTER = { where: { status: 1 }, order: 'type ASC' };
const BUILDING_FILTER = { where: { status: 1 }, order: 'updatedAt DESC', include: ['groups', 'flowGroups'] };

/** Below this width the header puts the pickers on a row of their own (see Header). */
export const PHONE_MAX_WIDTH = 640;
const phone = `@media (max-width: ${PHONE_MAX_WIDTH}px)`;

const useStyles = makeStyles({
  root: {
    display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center',
    [phone]: { order: 1, flexBasis: '100%', minWidth: 0 },
  },
  field: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, [phone]: { flex: '1 1 0', minWidth: 0 } },
  // On a phone the row has no room for the words; the label stays the select's name for screen readers.
  label: {
    fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForegroundOnBrand,
    [phone]: { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' },
  },
  select: { [phone]: { flex: '1 1 0', minWidth: 0, maxWidth: '100%' } },
});

/** The organization and building pickers in the header; the choice is saved per user. */
export function ContextPicker() {
  const styles = useStyles();
  const { t } = useTranslation('common');
  const organization = useCurrentOrganization();
  const building = useCurrentBuilding();
  const [organizations, setOrganizations] = useState<Organization[]>([]);
  const [buildings, setBuildings] = useState<Building[]>([]);
  const orgId = useId('org');
  const buildingId = useId('building');

  useEffect(() => {
    const controller = new AbortController();
    const signal = controller.signal;
    Promise.all([
      api.get<Organization[]>('/organizations', { query: { filter: ORGANIZATION_FILTER }, signal }),
      api.get<Building[]>('/buildings', { query: { filter: BUILDING_FILTER }, signal }),
    ])
      .then(([orgs, blds]) => {
        setOrganizations(orgs);
        setBuildings(blds);
      })
      .catch((error: unknown) => {
        if (!signal.aborted) console.warn('[fleetdeck] could not load organizations or buildings', error);
      });
    return () => controller.abort();
  }, []);

  const visibleBuildings = buildings.filter((b) => organization.id === null || String(b.organizationId) === String(organization.id));
  const findOrg = (value: string) => organizations.find((o) => String(o.id) === value)?.id ?? null;
  const findBuilding = (value: string) => buildings.find((b) => String(b.id) === value) ?? null;

  return (
    <div className={styles.root}>
      {organizations.length > 1 ? (
        <div className={styles.field}>
          <label htmlFor={orgId} className={styles.label}>{t('shell.organization')}</label>
          <Select id={orgId} size="small" className={styles.select} value={organization.id === null ? '' : String(organization.id)} onChange={(_e, data) => setCurrentOrganization(findOrg(data.value))}>
            {organizations.map((o) => (
              <option key={String(o.id)} value={String(o.id)}>{o.name}</option>
            ))}
          </Select>
        </div>
      ) : null}
      <div className={styles.field}>
        <label htmlFor={buildingId} className={styles.label}>{t('shell.building')}</label>
        <Select
          id={buildingId}
          size="small"
          className={styles.select}
          value={building.id === null ? '' : String(building.id)}
          onChange={(_e, data) => {
            const chosen = findBuilding(data.value);
            setCurrentBuilding(chosen?.id ?? null, chosen ? chosen.organizationId : undefined);
          }}
        >
          <option value="">{t('shell.allBuildings')}</option>
          {visibleBuildings.map((b) => (
            <option key={String(b.id)} value={String(b.id)}>{b.name}</option>
          ))}
        </Select>
      </div>
    </div>
  );
}
