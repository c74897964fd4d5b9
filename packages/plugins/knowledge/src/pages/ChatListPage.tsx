import { ResourceList, ViewRowLink, useT } from '@fleetdeck/sdk';
import { chatResource } from '../resources/guideResources.js';

/** /guide/chats/list */
export function ChatListPage() {
  const t = useT();
  return <ResourceList resource={chatResource} rowActions={(row) => <ViewRowLink row={row} label={t('list.view')} />} />;
}
