import { AnnouncementForm } from '@fleetdeck/model';
import { EntityFields, FormTextField, ResourceEdit, ResourceForm, useParams, useT } from '@fleetdeck/sdk';
import { useMemo } from 'react';
import { announcementResource } from '../resources/systemResources.js';
import {
  announcementIssues, newAnnouncement, toAnnouncementBody, toAnnouncementForm, type AnnouncementFormValues,
} from './announcementForm.js';

/** /system/announcements/create and /system/announcements/:id: the publish period is typed in local time. */
export function AnnouncementPage() {
  const { id } = useParams();
  const t = useT();
  const defaults = useMemo(newAnnouncement, []);
  return (
    <ResourceEdit resource={announcementResource} id={id}>
      <ResourceForm<AnnouncementFormValues>
        defaultValues={defaults}
        formSchema={AnnouncementForm}
        toFormValues={toAnnouncementForm}
        toBody={toAnnouncementBody}
        validate={(values) => announcementIssues(values, t('announcement.periodOrder'))}
      >
        {(form) => (
          <EntityFields form={form} custom={{
            publishFrom: <FormTextField form={form} name="publishFrom" type="datetime-local" label={t('announcement.publishFrom')} required />,
            publishTo: <FormTextField form={form} name="publishTo" type="datetime-local" label={t('announcement.publishTo')} hint={t('announcement.publishToHint')} />,
          }} />
        )}
      </ResourceForm>
    </ResourceEdit>
  );
}
