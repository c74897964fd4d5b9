import { Link, ResourceList, useT } from '@fleetdeck/sdk';
import { commandListReadOnlyResource, commandListResource } from '../resources/commandResources.js';

/** /command/list/read-only: every command list the user can see, without changes. */
export function CommandListReadOnlyPage() {
  return <ResourceList resource={commandListReadOnlyResource} />;
}

/** /command/list: system administrators create, edit, delete and check usage. */
export function CommandListPage() {
  const t = useT();
  return (
    <ResourceList
      resource={commandListResource}
      rowActions={(row) => <Link to={`/command/usage/${String(row.id)}`}>{t('usage.open', { name: String(row.name) })}</Link>}
    />
  );
}
