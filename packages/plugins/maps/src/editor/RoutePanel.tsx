import { MapRouteLaneForm } from '@fleetdeck/model';
import { FormCheckboxField, FormTextField, useSchemaForm, useT } from '@fleetdeck/sdk';
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import type { EditorRoute } from './editorLayout.js';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  actions: { display: 'flex', justifyContent: 'flex-end', gap: tokens.spacingHorizontalS },
});

/** Props of `RoutePanel`. */
export interface RoutePanelProps {
  route: EditorRoute;
  label: string;
  editable: boolean;
  onApply: (values: MapRouteLaneForm) => void;
}

/** The selected route's lane: two-way or not and its width, checked by the route resource's own field schemas. */
export function RoutePanel({ route, label, editable, onApply }: RoutePanelProps) {
  const styles = useStyles();
  const t = useT();
  const form = useSchemaForm<MapRouteLaneForm>(MapRouteLaneForm, { defaultValues: { twoWay: route.twoWay, laneWidth: route.laneWidth } });
  return (
    <form className={styles.form} noValidate aria-label={label} onSubmit={(e) => void form.handleSubmit(onApply)(e)}>
      <fieldset disabled={!editable} style={{ border: 0, padding: 0, margin: 0, display: 'contents' }}>
        <FormCheckboxField form={form} name="twoWay" label={t('route.twoWay')} />
        <FormTextField form={form} name="laneWidth" label={t('route.laneWidth')} numeric hint={t('route.laneWidthHint')} required />
      </fieldset>
      {editable ? (
        <div className={styles.actions}>
          <Button type="submit" appearance="primary">{t('editor.apply')}</Button>
        </div>
      ) : null}
    </form>
  );
}
