import { useState } from 'react';
import { Tab, TabList, makeStyles, tokens } from '@fluentui/react-components';
import { ResourceList, useT } from '@fleetdeck/sdk';
import { floorResource, flowGroupResource, robotGroupResource } from '../resources/buildingResources.js';

const useStyles = makeStyles({ root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, marginTop: tokens.spacingVerticalXL } });

const sections = { floors: floorResource, robotGroups: robotGroupResource, flowGroups: flowGroupResource } as const;
type Section = keyof typeof sections;

/** Tabs of what hangs off a building: floors, robot groups and flow groups, each a list of its own. */
export function BuildingSections({ buildingId }: { buildingId: number }) {
  const styles = useStyles();
  const t = useT();
  const [section, setSection] = useState<Section>('floors');
  return (
    <section className={styles.root} aria-label={t('tabs.sections')}>
      <TabList selectedValue={section} onTabSelect={(_event, data) => setSection(data.value as Section)}>
        {(Object.keys(sections) as Section[]).map((key) => (
          <Tab key={key} value={key}>
            {t(`tabs.${key}`)}
          </Tab>
        ))}
      </TabList>
      <div role="tabpanel" aria-label={t(`tabs.${section}`)}>
        <ResourceList key={section} resource={sections[section]} params={{ buildingId }} embedded />
      </div>
    </section>
  );
}
