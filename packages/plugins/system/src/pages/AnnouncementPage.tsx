import { NotificationLevel } from '@fleetdeck/model';
import { FormSelectField, FormTextField, ResourceEdit, ResourceForm, useParams, useT } from '@fleetdeck/sdk';
import { useMemo } from 'react';
import { announcementResource } from '../resources/systemResources.js';
import { constantChoices } from '../shared/choices.js';
import {
  announcementFormSchema, announcementIssues, newAnnouncement, toAnnouncementBody, toAnnouncementForm, type AnnouncementFormValues,
} from './announcementForm.js';

/** /system/announcements/create and /system/announcements/:id */
export function AnnouncementPage() {
  const { id } = useParams();
  const t = useT();
  const defaults = useMemo(newAnnouncement, []);
  return (
    <ResourceEdit resource={announcementResource} id={id}>
      <ResourceForm<AnnouncementFormValues>
        defaultValues={defaults}
        formSchema={announcementFormSchema}
        toFormValues={toAnnouncementForm}
        toBody={toAnnouncementBody}
        validate={(values) => announcementIssues(values, t('announcement.periodOrder'))}
      >
        {(form) => (
          <>
            <FormTextField form={form} name="titleJa" label={t('announcement.titleJa')} required />
            <FormTextField form={form} name="titleEn" label={t('announcement.titleEn')} required />
            <FormTextField form={form} name="bodyJa" label={t('announcement.bodyJa')} multiline required />
            <FormTextField form={form} name="bodyEn" label={t('announcement.bodyEn')} multiline required />
            <FormSelectField form={form} name="level" label={t('announcement.level')} required numeric choices={constantChoices(NotificationLevel, 'levels', t)} />
            <FormTextField form={form} name="publishFrom" type="datetime-local" label={t('announcement.publishFrom')} required />
            <FormTextField form={form} name="publishTo" type="datetime-local" label={t('announcement.publishTo')} hint={t('announcement.publishToHint')} />
          </>
        )}
      </ResourceForm>
    </ResourceEdit>
  );
}
