import { useEffect, useState, type ReactNode } from 'react';
import { Button, SearchBox, makeStyles, tokens } from '@fluentui/react-components';
import { useCan } from '../auth/useCan.js';
import { useNavigate } from '../routing/routerHooks.js';
import { ErrorPanel } from '../shell/ErrorPanel.js';
import { PageLayout } from '../shell/PageLayout.js';
import { usePlugin } from '../plugin/PluginContext.js';
import { useT } from '../i18n/useT.js';
import { failureMessage } from './failureMessage.js';
import { ListContextProvider } from './ListContext.js';
import { Pager } from './Pager.js';
import { ResourceTable } from './ResourceTable.js';
import { resolvePath } from './resourcePath.js';
import type { ResourceDefinition, ResourceRecord } from './resourceDefinition.js';
import { useListController, type ListControllerOptions } from './useListController.js';
import { useResourceT } from './useResourceT.js';

const useStyles = makeStyles({
  bar: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'flex-end', flexWrap: 'wrap' },
});

const SEARCH_DELAY_MS = 300;

/**
 * Props of `ResourceList`.
 * @group Forms and resources
 * @example
 * ```tsx
 * const props: ResourceListProps<FloorRecord> = { resource: floorResource, params: { buildingId }, routeParams: { buildingId }, embedded: true };
 * return <ResourceList {...props} />;
 * ```
 */
export interface ResourceListProps<T extends ResourceRecord> extends ListControllerOptions {
  resource: ResourceDefinition<T>;
  /** Replaces the page title (e.g. "Floors of Aozora Tower"). */
  title?: string;
  /** Params for the create route (`buildingId`). */
  routeParams?: Record<string, string | number | undefined>;
  /** Extra actions per row beside edit and delete. */
  rowActions?: (row: ResourceRecord) => ReactNode;
  /** Rendered without its own page frame (inside a tab of a detail page). */
  embedded?: boolean;
}

/**
 * A resource's list screen: title, create button by permission, search, the table and the pager.
 * @group Forms and resources
 * @example
 * ```tsx
 * <ResourceList resource={buildings} />
 * ```
 */
export function ResourceList<T extends ResourceRecord>({ resource, title, routeParams, rowActions, embedded, ...options }: ResourceListProps<T>) {
  const styles = useStyles();
  // An embedded list (a tab of a detail page) keeps its state under its own names in the URL.
  const list = useListController(resource, { urlPrefix: embedded ? `${resource.name}.` : undefined, ...options });
  const t = useT();
  const rt = useResourceT();
  const navigate = useNavigate();
  const pluginId = usePlugin() ?? undefined;
  const canCreate = useCan(resource.access, 'create').can;
  const [searchText, setSearchText] = useState(list.search);
  const { setSearch, search } = list;
  const searchable = resource.columns.some((c) => c.searchable);

  useEffect(() => {
    if (searchText === search) return;
    const timer = setTimeout(() => setSearch(searchText), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
    // Only typing starts a search; the URL's search changing (Back) must not re-send the old text.
  }, [searchText, setSearch]); // eslint-disable-line react-hooks/exhaustive-deps

  const createRoute = resource.routes.create;
  const createButton =
    canCreate && createRoute ? (
      <Button appearance="primary" onClick={() => navigate(resolvePath(createRoute, { ...options.params, ...routeParams }))}>
        {rt('list.create')}
      </Button>
    ) : null;
  const failure = list.error ? failureMessage('fetch', list.error) : null;

  const body = (
    <ListContextProvider value={list}>
      <div className={styles.bar}>
        {searchable ? (
          <SearchBox
            aria-label={rt('list.search')}
            placeholder={rt('list.search')}
            value={searchText}
            onChange={(_event, data) => setSearchText(data.value)}
          />
        ) : null}
        {embedded ? createButton : null}
      </div>
      {failure ? <ErrorPanel title={t(resource.labels.list)} message={rt(failure.key)} onRetry={list.reload} pluginId={pluginId} /> : <ResourceTable rowActions={rowActions} />}
      <Pager />
    </ListContextProvider>
  );
  if (embedded) return body;
  return (
    <PageLayout title={title ?? t(resource.labels.list)} actions={createButton}>
      {body}
    </PageLayout>
  );
}
