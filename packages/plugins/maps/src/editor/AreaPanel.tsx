import { areaIssues, entityEditSchema, entityFormFields, MapArea, type MapAreaRecord } from '@fleetdeck/model';
import { EditContextProvider, EntityFields, useT } from '@fleetdeck/sdk';
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { useMemo } from 'react';
import { areaResource } from '../resources/areaResource.js';
import { useDraftRecordForm } from './draftRecordForm.js';
import type { EditorArea } from './editorLayout.js';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  actions: { display: 'flex', justifyContent: 'flex-end', gap: tokens.spacingHorizontalS },
});

const SHOWN = ['name', 'kind', 'maxSpeed'];
/** The area resource's edit schema, as for waypoints: one compiled validator, the same rules as the API. */
const schema = entityEditSchema(MapArea, entityFormFields(MapArea, 'edit'));
type Values = Pick<MapAreaRecord, 'name' | 'kind' | 'maxSpeed' | 'buildingId' | 'floorId' | 'polygon'>;

/** Props of `AreaPanel`. */
export interface AreaPanelProps {
  area: EditorArea;
  buildingId: number;
  floorId: number;
  editable: boolean;
  onApply: (values: Pick<EditorArea, 'name' | 'kind' | 'maxSpeed'>) => void;
}

/** The selected speed or no-go area's form: name, kind and speed, checked by the area resource's schema and rule. */
export function AreaPanel({ area, buildingId, floorId, editable, onApply }: AreaPanelProps) {
  const styles = useStyles();
  const t = useT();
  const record = useMemo(
    () => ({ id: area.id ?? 0, buildingId, floorId, name: area.name, kind: area.kind, maxSpeed: area.maxSpeed, polygon: area.polygon.map(({ x, y }) => ({ x, y })) }),
    [area, buildingId, floorId],
  );
  const { controller, form } = useDraftRecordForm<Values>(areaResource, schema, record, floorId, areaIssues);
  const submit = form.handleSubmit((values) => onApply({ name: values.name, kind: values.kind, maxSpeed: values.maxSpeed ?? null }));
  return (
    <EditContextProvider value={controller}>
      <form className={styles.form} noValidate aria-label={area.name} onSubmit={(e) => void submit(e)}>
        <fieldset disabled={!editable} style={{ border: 0, padding: 0, margin: 0, display: 'contents' }}>
          <EntityFields form={form} only={SHOWN} />
        </fieldset>
        {editable ? (
          <div className={styles.actions}>
            <Button type="submit" appearance="primary">{t('editor.apply')}</Button>
          </div>
        ) : null}
      </form>
    </EditContextProvider>
  );
}
