import { useCan } from '../../auth/useCan.js';
import { Link } from '../../routing/Link.js';
import { useListContext } from '../ListContext.js';
import { recordTitle } from '../recordTitle.js';
import { resolvePath } from '../resourcePath.js';
import type { ResourceRecord } from '../resourceDefinition.js';

/**
 * Props of `ViewRowLink`.
 * @group Forms and resources
 * @example
 * ```tsx
 * const viewLink = (row: ResourceRecord) => {
 *   const props: ViewRowLinkProps = { row, label: t('list.view') };
 *   return <ViewRowLink {...props} />;
 * };
 * return <ResourceList resource={asillaResource} rowActions={viewLink} />;
 * ```
 */
export interface ViewRowLinkProps {
  row: ResourceRecord;
  /** The link's text in the plugin's language ("View"); its accessible name is "<label>: <record name>". */
  label: string;
}

/**
 * A row link to the record's page for users who may read but not write (the list's own "Edit"
 * link is shown to writers only), for resources whose detail is worth reading (`rowActions`).
 *
 * @group Forms and resources
 * @example
 * ```tsx
 * <ResourceTable rowActions={(row) => <ViewRowLink row={row} label={t('view')} />} />
 * ```
 */
export function ViewRowLink({ row, label }: ViewRowLinkProps) {
  const { resource } = useListContext();
  const canWrite = useCan(resource.access, 'update').can;
  if (canWrite) return null;
  return (
    <Link to={resolvePath(resource.routes.edit, { ...row, id: row.id } as Record<string, string | number>)} aria-label={`${label}: ${recordTitle(resource, row)}`}>
      {label}
    </Link>
  );
}
