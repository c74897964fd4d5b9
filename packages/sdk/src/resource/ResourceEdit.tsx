import type { ReactNode } from 'react';
import { Spinner } from '@fluentui/react-components';
import { useT } from '../i18n/useT.js';
import { usePlugin } from '../plugin/PluginContext.js';
import { ErrorPanel } from '../shell/ErrorPanel.js';
import { PageLayout } from '../shell/PageLayout.js';
import { EditContextProvider } from './EditContext.js';
import { failureMessage } from './failureMessage.js';
import { recordTitle } from './recordTitle.js';
import type { ResourceDefinition, ResourceRecord } from './resourceDefinition.js';
import { useEditController } from './useEditController.js';
import { useResourceT } from './useResourceT.js';

/**
 * Props of `ResourceEdit`.
 * @group Forms and resources
 * @example
 * ```tsx
 * const props: ResourceEditProps<FloorRecord> = { resource: floorResource, id, params: { buildingId }, children: <ResourceForm>{(form) => <EntityFields form={form} />}</ResourceForm> };
 * return <ResourceEdit {...props} />;
 * ```
 */
export interface ResourceEditProps<T extends ResourceRecord> {
  resource: ResourceDefinition<T>;
  /** The record to edit; none to create one. */
  id?: string | number;
  params?: Record<string, string | number | undefined>;
  /** Replaces the page title. */
  title?: string;
  /** Usually a `<ResourceForm>`. */
  children: ReactNode;
  /** Sections under the form once the record is loaded (tabs of child lists). */
  below?: (record: T) => ReactNode;
}

/**
 * A create or edit screen: loads the record, explains a failed load, then shows the form and what hangs below it.
 * @group Forms and resources
 * @example
 * ```tsx
 * <ResourceEdit resource={buildings} id={id}>
 *   <ResourceForm defaultValues={{ name: '' }}>
 *     {(form) => <FormTextField form={form} name="name" label={t('name')} required />}
 *   </ResourceForm>
 * </ResourceEdit>
 * ```
 */
export function ResourceEdit<T extends ResourceRecord>({ resource, id, params, title, children, below }: ResourceEditProps<T>) {
  const controller = useEditController(resource, { id, params });
  const t = useT();
  const rt = useResourceT();
  const pluginId = usePlugin() ?? undefined;
  const heading = title ?? (controller.mode === 'create' ? t(resource.labels.create) : [t(resource.labels.edit), recordTitle(resource, controller.record)].filter(Boolean).join(': '));
  let content: ReactNode;
  if (controller.loading) content = <Spinner label={rt('list.loading')} />;
  else if (controller.loadError) {
    content = <ErrorPanel title={heading} message={rt(failureMessage('fetch', controller.loadError).key)} onRetry={controller.reload} pluginId={pluginId} />;
  } else {
    content = (
      <EditContextProvider value={controller}>
        {children}
        {controller.record && below ? below(controller.record) : null}
      </EditContextProvider>
    );
  }
  return <PageLayout title={heading}>{content}</PageLayout>;
}
