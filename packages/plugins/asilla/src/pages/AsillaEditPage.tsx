import { useMemo } from 'react';
import { AsillaForm } from '@fleetdeck/model';
import { EntityFields, ResourceEdit, ResourceForm, useParams, useSession, useT, type FormIssue } from '@fleetdeck/sdk';
import { asillaResource } from '../resources/asillaResource.js';
import { AreaFields } from './AreaFields.js';
import { areaInsideImage, newAsilla, toAsillaBody, toAsillaForm, type AsillaFormValues } from './asillaForm.js';
import { BehaviourChecks } from './BehaviourChecks.js';

/** /asilla/setting/new and /asilla/setting/:id: the setting's fields from its declaration; behaviours as checkboxes, the area drawn on the image. */
export function AsillaEditPage() {
  const { id } = useParams();
  const t = useT();
  const session = useSession();
  const organizationId = typeof session?.organizationId === 'number' ? session.organizationId : '';
  const defaults = useMemo(() => newAsilla(organizationId), [organizationId]);
  const validate = (values: AsillaFormValues): FormIssue[] =>
    values.area?.enabled && !areaInsideImage(values.area) ? [{ path: 'area.width', code: 'areaOutside', message: t('area.outside') }] : [];
  return (
    <ResourceEdit resource={asillaResource} id={id === 'new' ? undefined : id}>
      <ResourceForm<AsillaFormValues> defaultValues={defaults} formSchema={AsillaForm} toBody={toAsillaBody} toFormValues={toAsillaForm} validate={validate}>
        {(form) => (
          <>
            {/* The area is edited as a rectangle below the other fields. */}
            <EntityFields form={form} custom={{ behaviours: <BehaviourChecks form={form} />, detectionArea: null }} />
            <AreaFields form={form} />
          </>
        )}
      </ResourceForm>
    </ResourceEdit>
  );
}
