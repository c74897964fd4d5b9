import { useMemo } from 'react';
import { Field, Select, makeStyles, tokens } from '@fluentui/react-components';
import { OrgAdminNote, PageLayout, ResourceList, useBuildingChoices, useCurrentBuilding, useSearchParams, useT } from '@fleetdeck/sdk';
import { flowResource } from '../resources/flowResource.js';
import { FlowRowActions } from './FlowRowActions.js';
import { useFlowGroups } from './useFlowGroups.js';

const useStyles = makeStyles({
  top: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, marginBottom: tokens.spacingVerticalM },
});

/** /flow/settings: the flows of one building in their order, with its flow groups; move up or down and switch on or off. */
export function FlowSettingsPage() {
  const t = useT();
  const styles = useStyles();
  const [search, setSearch] = useSearchParams();
  const current = useCurrentBuilding().id;
  const buildings = useBuildingChoices();
  const chosen = Number(search.get('building') ?? current ?? buildings[0]?.value ?? 0);
  const buildingId = buildings.some((b) => b.value === chosen) ? chosen : Number(buildings[0]?.value ?? 0);
  const groups = useFlowGroups(buildingId);
  const groupNames = useMemo(() => new Map(groups.map((g) => [g.id, g.name])), [groups]);
  const resource = useMemo(() => flowResource(groupNames), [groupNames]);
  return (
    <PageLayout title={t('title.settings')}>
      <div className={styles.top}>
        <OrgAdminNote area="flows" message={t('contactAdmin')} />
        <Field label={t('settings.building')}>
          <Select value={buildingId ? String(buildingId) : ''} onChange={(_event, data) => setSearch({ building: data.value })}>
            {buildings.map((b) => (
              <option key={String(b.value)} value={String(b.value)}>
                {b.label}
              </option>
            ))}
          </Select>
        </Field>
        <p>{groups.length > 0 ? t('settings.groups', { names: groups.map((g) => g.name).join(', ') }) : t('settings.noGroups')}</p>
      </div>
      {buildingId ? (
        <ResourceList key={buildingId} resource={resource} embedded where={{ buildingId }} rowActions={(row) => <FlowRowActions row={row} />} />
      ) : (
        <p>{t('settings.chooseBuilding')}</p>
      )}
    </PageLayout>
  );
}
