import { useMemo } from 'react';
import { MediaFileType, MediaScope } from '@fleetdeck/model';
import {
  FilePreview, FormFileField, FormSelectField, FormTextField, ResourceEdit, ResourceForm, useCan, useChoices, useParams, useResourceT, useSession, useT,
} from '@fleetdeck/sdk';
import { mediaResource } from '../resources/mediaResource.js';

type MediaFormValues = { name: string; fileType: string; fileId: number | ''; scope: string; organizationId: number | '' };

/** /resource/create and /resource/:id: name, file (uploaded at once, with progress), type, scope and organization. */
export function MediaEditPage() {
  const { id } = useParams();
  const t = useT();
  const rt = useResourceT();
  const session = useSession();
  const organizations = useChoices('/organizations');
  const systemScope = useCan('mediaResources', 'systemScope').can;
  const organizationId = typeof session?.organizationId === 'number' ? session.organizationId : '';
  const defaults = useMemo<MediaFormValues>(() => ({ name: '', fileType: 'image', fileId: '', scope: 'organization', organizationId }), [organizationId]);
  // §6: the system scope is offered only to those the policy lets choose it (the server refuses it for others).
  const scopes = MediaScope.filter((scope) => systemScope || scope === 'organization');
  return (
    <ResourceEdit resource={mediaResource} id={id}>
      <ResourceForm<MediaFormValues> defaultValues={defaults}>
        {(form, mode) => {
          const fileId = form.watch('fileId');
          const fileType = form.watch('fileType');
          return (
            <>
              <FormTextField form={form} name="name" label={t('field.name')} required />
              <FormFileField form={form} name="fileId" label={t('field.file')} kinds={MediaFileType} required hint={t('hint.file')}
                onUploaded={(file) => form.setValue('fileType', file.fileType, { shouldDirty: true })} />
              <FormSelectField form={form} name="fileType" label={t('field.fileType')} required
                choices={MediaFileType.map((value) => ({ value, label: t(`fileType.${value}`) }))} />
              <FormSelectField form={form} name="scope" label={t('field.scope')} hint={t('hint.scope')}
                choices={scopes.map((value) => ({ value, label: t(`scope.${value}`) }))} />
              <FormSelectField form={form} name="organizationId" label={t('field.organizationId')} required numeric emptyLabel={rt('form.none')} choices={organizations} />
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
