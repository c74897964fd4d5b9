import { useT } from '@fleetdeck/sdk';
import { Button, Checkbox, makeStyles, ToggleButton, Toolbar, ToolbarDivider, ToolbarGroup, tokens, Tooltip } from '@fluentui/react-components';
import type { ReactElement } from 'react';

/** What a click on the map does. */
export type EditorMode = 'select' | 'waypoint' | 'route' | 'area';

const MODE_LABELS: Record<EditorMode, string> = { select: 'editor.modeSelect', waypoint: 'editor.modeWaypoint', route: 'editor.modeRoute', area: 'editor.modeArea' };

const useStyles = makeStyles({
  bar: { flexWrap: 'wrap', gap: tokens.spacingHorizontalXS, padding: 0 },
});

/** Props of `EditorToolbar`. */
export interface EditorToolbarProps {
  mode: EditorMode;
  onMode: (mode: EditorMode) => void;
  /** Offers drawing speed and no-go areas (editor/v1_5 and v2). */
  withAreas: boolean;
  /** Corners of the area being drawn. */
  drafting: number;
  onFinishArea: () => void;
  editable: boolean;
  canUndo: boolean;
  canRedo: boolean;
  hasSelection: boolean;
  canPaste: boolean;
  snapping: boolean;
  snapStep: number;
  onSnapping: (on: boolean) => void;
  onUndo: () => void;
  onRedo: () => void;
  onZoomIn: () => void;
  onZoomOut: () => void;
  onFit: () => void;
  onAddWaypoint: () => void;
  onCopy: () => void;
  onPaste: () => void;
  onDelete: () => void;
}

function Labelled({ label, shortcut, children }: { label: string; shortcut?: string; children: ReactElement }) {
  // The visible text is the accessible name; the tooltip adds the shortcut only.
  return shortcut ? <Tooltip content={`${label} (${shortcut})`} relationship="description">{children}</Tooltip> : children;
}

/** The editor's tools, each a labelled button reachable by Tab, with its keyboard shortcut in a tooltip. */
export function EditorToolbar(props: EditorToolbarProps) {
  const styles = useStyles();
  const t = useT();
  const { mode, onMode, editable } = props;
  const modes: EditorMode[] = props.withAreas ? ['select', 'waypoint', 'route', 'area'] : ['select', 'waypoint', 'route'];
  return (
    <Toolbar aria-label={t('editor.tools')} className={styles.bar} size="small">
      {editable ? (
        <>
          <ToolbarGroup role="group" aria-label={t('editor.tools')}>
            {modes.map((m) => (
              <ToggleButton key={m} checked={mode === m} aria-pressed={mode === m} onClick={() => onMode(m)} appearance={mode === m ? 'primary' : 'secondary'}>
                {t(MODE_LABELS[m])}
              </ToggleButton>
            ))}
            {mode === 'area' ? (
              <Labelled label={t('editor.finishArea')} shortcut="Enter">
                <Button onClick={props.onFinishArea} disabled={props.drafting < 3}>{t('editor.finishArea')}</Button>
              </Labelled>
            ) : null}
          </ToolbarGroup>
          <ToolbarDivider />
          <Labelled label={t('editor.undo')} shortcut="Ctrl+Z"><Button onClick={props.onUndo} disabled={!props.canUndo}>{t('editor.undo')}</Button></Labelled>
          <Labelled label={t('editor.redo')} shortcut="Ctrl+Shift+Z"><Button onClick={props.onRedo} disabled={!props.canRedo}>{t('editor.redo')}</Button></Labelled>
          <ToolbarDivider />
          <Button onClick={props.onAddWaypoint}>{t('editor.addWaypoint')}</Button>
          <Labelled label={t('editor.copy')} shortcut="Ctrl+C"><Button onClick={props.onCopy} disabled={!props.hasSelection}>{t('editor.copy')}</Button></Labelled>
          <Labelled label={t('editor.paste')} shortcut="Ctrl+V"><Button onClick={props.onPaste} disabled={!props.canPaste}>{t('editor.paste')}</Button></Labelled>
          <Labelled label={t('editor.delete')} shortcut="Delete"><Button onClick={props.onDelete} disabled={!props.hasSelection}>{t('editor.delete')}</Button></Labelled>
          <ToolbarDivider />
          <Checkbox checked={props.snapping} onChange={(_, data) => props.onSnapping(Boolean(data.checked))} label={t('editor.snap', { step: props.snapStep })} />
          <ToolbarDivider />
        </>
      ) : null}
      <Labelled label={t('editor.zoomIn')} shortcut="+"><Button onClick={props.onZoomIn}>{t('editor.zoomIn')}</Button></Labelled>
      <Labelled label={t('editor.zoomOut')} shortcut="-"><Button onClick={props.onZoomOut}>{t('editor.zoomOut')}</Button></Labelled>
      <Button onClick={props.onFit}>{t('editor.fit')}</Button>
    </Toolbar>
  );
}
