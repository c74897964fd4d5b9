import { useMemo } from 'react';
import { CheckItem } from '@fleetdeck/model';
import { EntityFields, ResourceEdit, ResourceForm, entityFormValues, useParams, useSession, useT, type FieldValues, type FormIssue } from '@fleetdeck/sdk';
import { checkItemResource } from '../resources/checkItemResource.js';
import { LatestPhotoPanel } from '../photo/LatestPhotoPanel.js';
import { InspectionSettingsDialog } from '../settings/InspectionSettingsDialog.js';
import { LocationFields } from './LocationFields.js';
import { ThresholdRuleField } from './ThresholdRuleField.js';
import { TypeFieldValues } from './TypeFieldValues.js';
import { fieldsLeftOut } from './typeFields.js';

/** A new check item stands at the map's origin facing 0°, as the server stores one without a location. */
const ORIGIN = { x: 0, y: 0, z: 0, direction: 0 };

/**
 * /check-item/create and /check-item/:id: a saved item shows the robots' latest photo or thermal
 * frame of it, the settings dialog (crop and thermal areas on its latest inspection pictures), and the
 * form only the fields its type uses.
 */
export function CheckItemEditPage() {
  const { id } = useParams();
  const t = useT();
  const session = useSession();
  const organizationId = typeof session?.organizationId === 'number' ? session.organizationId : '';
  const defaults = useMemo<FieldValues>(() => ({ ...entityFormValues(CheckItem, 'create'), organizationId, location: ORIGIN }), [organizationId]);
  // Same rule as the server's: alerting needs a threshold rule (§5).
  const validate = (values: FieldValues): FormIssue[] =>
    values.alertEnabled === true && typeof values.thresholdRuleId !== 'number' ? [{ path: 'thresholdRuleId', code: 'required', message: t('hint.thresholdRuleId') }] : [];
  return (
    <ResourceEdit resource={checkItemResource} id={id}>
      {id === undefined ? null : <LatestPhotoPanel />}
      {id === undefined ? null : <InspectionSettingsDialog />}
      <ResourceForm defaultValues={defaults} validate={validate}>
        {(form) => {
          const type: unknown = form.watch('type');
          const leftOut = Object.fromEntries(Object.keys(fieldsLeftOut(type)).map((name) => [name, null]));
          return (
            <>
              <TypeFieldValues form={form} type={type} />
              <EntityFields form={form} custom={{ ...leftOut, thresholdRuleId: <ThresholdRuleField form={form} />, location: <LocationFields form={form} /> }} />
            </>
          );
        }}
      </ResourceForm>
    </ResourceEdit>
  );
}
