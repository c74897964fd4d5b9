import { useMemo } from 'react';
import { MediaFileType, MediaResource, MediaScope } from '@fleetdeck/model';
import {
  EntityFields, FilePreview, FormFileField, FormSelectField, ResourceEdit, ResourceForm, entityFormValues, useCan, useParams, useSession, useT,
} from '@fleetdeck/sdk';
import { mediaResource } from '../resources/mediaResource.js';

/** /resource/create and /resource/:id: the resource's fields, its file uploaded at once with progress, and a preview. */
export function MediaEditPage() {
  const { id } = useParams();
  const t = useT();
  const session = useSession();
  const systemScope = useCan('mediaResources', 'systemScope').can;
  const organizationId = typeof session?.organizationId === 'number' ? session.organizationId : '';
  const defaults = useMemo<Record<string, unknown>>(() => ({ ...entityFormValues(MediaResource, 'create'), organizationId }), [organizationId]);
  // §6: the system scope is offered only to those the policy lets choose it (the server refuses it for others).
  const scopes = MediaScope.filter((scope) => systemScope || scope === 'organization');
  return (
    <ResourceEdit resource={mediaResource} id={id}>
      <ResourceForm defaultValues={defaults}>
        {(form, mode) => {
          const fileId: unknown = form.watch('fileId');
          const fileType: unknown = form.watch('fileType');
          return (
            <>
              <EntityFields
                form={form}
                custom={{
                  fileId: (
                    <FormFileField form={form} name="fileId" label={t('field.file')} kinds={MediaFileType} required hint={t('hint.file')}
                      onUploaded={(file) => form.setValue('fileType', file.fileType, { shouldDirty: true })} />
                  ),
                  scope: (
                    <FormSelectField form={form} name="scope" label={t('field.scope')} hint={t('hint.scope')}
                      choices={scopes.map((value) => ({ value, label: t(`scope.${value}`) }))} />
                  ),
                }}
              />
              {mode === 'edit' || typeof fileId === 'number' ? (
                <FilePreview fileId={typeof fileId === 'number' ? fileId : null} kind={fileType === 'video' ? 'video' : 'image'} label={t('field.preview')} />
              ) : null}
            </>
          );
        }}
      </ResourceForm>
    </ResourceEdit>
  );
}
