import { ResourceList, ViewRowLink, useT } from '@fleetdeck/sdk';
import { knowledgeResource } from '../resources/guideResources.js';

/** /guide/knowledge-groups/list */
export function KnowledgeListPage() {
  const t = useT();
  return <ResourceList resource={knowledgeResource} rowActions={(row) => <ViewRowLink row={row} label={t('list.view')} />} />;
}
