import { entityEditSchema, entityFormFields, Waypoint, waypointIssues, type WaypointRecord } from '@fleetdeck/model';
import { EditContextProvider, EntityFields, useT } from '@fleetdeck/sdk';
import { Button, Field, makeStyles, Select, tokens } from '@fluentui/react-components';
import { useMemo, useState } from 'react';
import { waypointResource } from '../resources/waypointResource.js';
import { useDraftRecordForm } from './draftRecordForm.js';
import type { EditorWaypoint } from './editorLayout.js';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  actions: { display: 'flex', justifyContent: 'flex-end', gap: tokens.spacingHorizontalS },
});

/** The fields the editor's panel shows; building and floor are the map's own. */
const SHOWN = ['name', 'type', 'x', 'y', 'yaw', 'action'];
/** The resource screen's edit schema, so the panel checks exactly what waypoint/{mapId}/{id} checks (and its compiled validator). */
const schema = entityEditSchema(Waypoint, entityFormFields(Waypoint, 'edit'));

type Values = Pick<WaypointRecord, 'name' | 'type' | 'x' | 'y' | 'yaw' | 'action' | 'buildingId' | 'floorId'>;

/** Props of `WaypointPanel`. */
export interface WaypointPanelProps {
  waypoint: EditorWaypoint;
  buildingId: number;
  floorId: number;
  editable: boolean;
  /** Other waypoints a route may join this one to. */
  others: ReadonlyArray<{ key: string; name: string }>;
  onApply: (values: Pick<EditorWaypoint, 'name' | 'type' | 'x' | 'y' | 'yaw' | 'action'>) => void;
  onConnect: (to: string) => void;
}

/**
 * The selected waypoint's form: the resource's own fields and validation (schema and the action
 * rule), applied to the map as one undoable step, not sent until the map is saved.
 */
export function WaypointPanel({ waypoint, buildingId, floorId, editable, others, onApply, onConnect }: WaypointPanelProps) {
  const styles = useStyles();
  const t = useT();
  const record = useMemo(
    () => ({ id: waypoint.id ?? 0, buildingId, floorId, name: waypoint.name, type: waypoint.type, x: waypoint.x, y: waypoint.y, yaw: waypoint.yaw, action: waypoint.action }),
    [waypoint, buildingId, floorId],
  );
  const { controller, form } = useDraftRecordForm<Values>(waypointResource, schema, record, floorId, waypointIssues);
  const [to, setTo] = useState(others[0]?.key ?? '');
  const submit = form.handleSubmit((values) => onApply({ name: values.name, type: values.type, x: values.x, y: values.y, yaw: values.yaw, action: values.action ?? '' }));
  return (
    <EditContextProvider value={controller}>
      <form className={styles.form} noValidate aria-label={waypoint.name} onSubmit={(e) => void submit(e)}>
        <fieldset disabled={!editable} style={{ border: 0, padding: 0, margin: 0, display: 'contents' }}>
          <EntityFields form={form} only={SHOWN} />
        </fieldset>
        {editable ? (
          <div className={styles.actions}>
            <Button type="submit" appearance="primary">{t('editor.apply')}</Button>
          </div>
        ) : null}
      </form>
      {editable && others.length > 0 ? (
        <div className={styles.form}>
          <Field label={t('editor.connectTo')}>
            <Select value={to} onChange={(_, data) => setTo(data.value)}>
              {others.map((o) => <option key={o.key} value={o.key}>{o.name}</option>)}
            </Select>
          </Field>
          <div className={styles.actions}>
            <Button onClick={() => to && onConnect(to)} disabled={!others.some((o) => o.key === to)}>{t('editor.connect')}</Button>
          </div>
        </div>
      ) : null}
    </EditContextProvider>
  );
}
