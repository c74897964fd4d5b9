import { PageLayout, ResourceList, useT } from '@fleetdeck/sdk';
import { workPlanResource, workPlanTemplateResource } from '../resources/workPlanResources.js';

/** /workplan/settings: the work plans, then the templates they can start from. */
export function SettingsPage() {
  const t = useT();
  return (
    <PageLayout title={t('title.settings')}>
      <section aria-label={t('title.plans')}>
        <h3>{t('title.plans')}</h3>
        <ResourceList resource={workPlanResource} embedded />
      </section>
      <section aria-label={t('title.templates')}>
        <h3>{t('title.templates')}</h3>
        <ResourceList resource={workPlanTemplateResource} embedded />
      </section>
    </PageLayout>
  );
}
