import type { FloorLayout, FloorMapAnswer } from '@fleetdeck/model';
import { failureMessage, Link, PageLayout, showAlert, useCan, useFormat, useLanguage, useLiveRobots, useResourceT, useSession, useT, useUnsavedChangesGuard } from '@fleetdeck/sdk';
import { Button, makeStyles, MessageBar, MessageBarActions, MessageBarBody, Text, tokens } from '@fluentui/react-components';
import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { AreaPanel } from './AreaPanel.js';
import {
  addArea, addRoute, addWaypoint, copyWaypoints, moveArea, moveWaypoints, newKey, nextAreaName, nextName, removeItems, routeRefusal, updateArea, updateRoute, updateWaypoint,
} from './editorLayout.js';
import { EditorToolbar, type EditorMode } from './EditorToolbar.js';
import { MapCanvas } from './MapCanvas.js';
import { downloadMapYaml } from './downloadMapYaml.js';
import { MapUploadDialog } from './MapUploadDialog.js';
import { RoutePanel } from './RoutePanel.js';
import { SelectionList } from './SelectionList.js';
import { useElementSize } from './useElementSize.js';
import { useFloorEditor } from './useFloorEditor.js';
import { BLANK_FRAME, fitView, headingTowards, normalizeYaw, panBy, snap, toMap, toScreen, zoomAt, ZOOM_STEP, type View } from './viewTransform.js';
import { WaypointPanel } from './WaypointPanel.js';
import { droppedInUse, usedAmong, useWaypointFlows, type UsedWaypoint } from './useWaypointFlows.js';

const SNAP_STEP = 0.1;
const YAW_STEP = 15;
const PAN_STEP = 60;
/** How far an arrow key nudges the selected waypoints, m (with Shift, NUDGE_FAR). */
const NUDGE = 0.1;
const NUDGE_FAR = 1;
const ARROWS: Record<string, { x: number; y: number }> = { ArrowLeft: { x: -1, y: 0 }, ArrowRight: { x: 1, y: 0 }, ArrowUp: { x: 0, y: 1 }, ArrowDown: { x: 0, y: -1 } };

const useStyles = makeStyles({
  page: {
    height: '100%',
    // A working screen: the map fills the height below the header and only the side panel scrolls.
    '& > section': { height: '100%', boxSizing: 'border-box', minHeight: 0 },
    '@media (max-width: 640px)': { height: 'auto', '& > section': { height: 'auto' } },
  },
  grid: {
    flexGrow: 1,
    minHeight: 0,
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) 20rem',
    gap: tokens.spacingHorizontalM,
    '@media (max-width: 640px)': { display: 'flex', flexDirection: 'column' },
  },
  main: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minHeight: 0, minWidth: 0 },
  canvas: {
    flexGrow: 1,
    minHeight: '20rem',
    backgroundColor: tokens.colorNeutralBackground3,
    borderRadius: tokens.borderRadiusMedium,
    overflow: 'hidden',
    // Two fingers pinch the map (MapCanvas), not the page.
    touchAction: 'none',
    outlineStyle: 'none',
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}` },
  },
  side: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, overflowY: 'auto', minHeight: 0 },
  status: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap', color: tokens.colorNeutralForeground2 },
});

/** Which editor of §2: editor/floor/{id}, editor/v1_5/{id}/floor (with speed and no-go areas), editor/v2/{id}/floor (labs). */
export type EditorVariant = 'floor' | 'v1_5' | 'v2';

/** Props of `FloorEditor`. */
export interface FloorEditorProps {
  variant: EditorVariant;
  /** The floor's map as last read or uploaded here. */
  floor: FloorMapAnswer;
  /** Its robot map images (`useFloorMapImages`), read by the page while this editor's code loads. */
  images: { preview?: HTMLImageElement; full?: HTMLImageElement };
  /** An upload replaced the map: the page reads its image; unsaved edits stay. */
  onMapUploaded: (answer: FloorMapAnswer) => void;
  layout: FloorLayout;
  /** Reads the floor again (after a conflict). */
  onReload: () => void;
}

/**
 * editor/floor/{id}: the floor's robot map with its waypoints and routes to place, drag, turn,
 * copy, join and delete, with undo and redo, the selected item's form beside it, and the building's
 * robots live on the map. Saved as one request against the floor's revision.
 */
export function FloorEditor({ variant, floor, images, onMapUploaded, layout: loaded, onReload }: FloorEditorProps) {
  const styles = useStyles();
  const t = useT();
  const rt = useResourceT();
  const format = useFormat();
  const editable = useCan('floorMaps', 'save').can;
  const canUpload = useCan('floorMaps', 'upload').can;
  const editor = useFloorEditor(floor.floorId, loaded);
  const { layout, selection } = editor;
  const frame = floor.map ?? BLANK_FRAME;
  const canvasRef = useRef<HTMLDivElement>(null);
  const size = useElementSize(canvasRef);
  const [view, setView] = useState<View>({ scale: 1, x: 0, y: 0 });
  const [fitted, setFitted] = useState(false);
  const [mode, setMode] = useState<EditorMode>('select');
  const [snapping, setSnapping] = useState(true);
  const [routeStart, setRouteStart] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const [clipboard, setClipboard] = useState<ReadonlySet<string>>(new Set());
  const guard = useUnsavedChangesGuard(editor.changes > 0);
  const withAreas = variant !== 'floor';
  const labs = useSession()?.labsEnabled === true;
  const [draft, setDraft] = useState<ReadonlyArray<{ x: number; y: number }>>([]);
  const language = useLanguage();
  const flows = useWaypointFlows(floor.floorId);
  // A delete the editor refused because flows go to the waypoints (named, with their flows).
  const [refused, setRefused] = useState<readonly UsedWaypoint[]>([]);

  const buildingIds = useMemo(() => [floor.buildingId], [floor.buildingId]);
  const { robots } = useLiveRobots(buildingIds);
  const onFloor = useMemo(() => robots.filter((r) => r.telemetry?.floorId === floor.floorId), [robots, floor.floorId]);

  useEffect(() => setFitted(false), [floor.mapFileId]);
  useEffect(() => {
    if (!fitted && size.width > 0 && size.height > 0) {
      setView(fitView(frame, size));
      setFitted(true);
    }
  }, [fitted, size, frame]);

  const place = useCallback((value: number) => (snapping ? snap(value, SNAP_STEP) : Math.round(value * 1000) / 1000), [snapping]);
  const centre = () => toMap(frame, view, { x: size.width / 2, y: size.height / 2 });
  const nameOf = (key: string) => layout.waypoints.find((w) => w.key === key)?.name ?? '';

  const placeWaypoint = (at: { x: number; y: number }) => {
    const point = { x: place(at.x), y: place(at.y) };
    // The key is made here: the edit runs inside React's state update, after this handler returns.
    const key = newKey('wp');
    editor.edit((current) => addWaypoint(current, point, nextName(current, t('editor.waypointName')), key).layout);
    editor.select([key]);
  };

  const joinTo = (from: string, to: string) => {
    const refusal = routeRefusal(layout, from, to);
    if (refusal) {
      setNotice(t(`editor.${refusal}`));
      return;
    }
    const key = newKey('rt');
    editor.edit((current) => addRoute(current, from, to, key).layout);
    setNotice(undefined);
    editor.select([key]);
  };

  const onItemClick = (key: string, additive: boolean) => {
    const isWaypoint = layout.waypoints.some((w) => w.key === key);
    if (mode === 'route' && editable && isWaypoint) {
      if (!routeStart) {
        setRouteStart(key);
        setNotice(t('editor.routeFrom', { name: nameOf(key) }));
      } else {
        joinTo(routeStart, key);
        // A chain of routes: the end of one is the start of the next.
        setRouteStart(key);
      }
      return;
    }
    if (additive) {
      const next = new Set(selection);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      editor.select(next);
    } else editor.select([key]);
  };

  // Stable for the memoized item list (10,000 buttons), calling the latest handler.
  const itemClick = useRef(onItemClick);
  itemClick.current = onItemClick;
  const onListSelect = useCallback((key: string, additive: boolean) => itemClick.current(key, additive), []);
  const describePosition = useCallback(
    (w: { x: number; y: number }) => t('editor.position', { x: format.number(w.x, { maximumFractionDigits: 2 }), y: format.number(w.y, { maximumFractionDigits: 2 }) }),
    [t, format],
  );

  const finishArea = (corners: ReadonlyArray<{ x: number; y: number }>) => {
    setDraft([]);
    if (corners.length < 3) return;
    const key = newKey('ar');
    editor.edit((current) => addArea(current, corners, nextAreaName(current, t('editor.areaName')), key));
    editor.select([key]);
    setNotice(undefined);
  };

  const onMapClick = (point: { x: number; y: number }) => {
    if (mode === 'area' && editable) {
      const first = draft[0];
      // A click back on the first corner closes the area.
      const closeTo = first ? toScreen(frame, view, first) : undefined;
      const here = toScreen(frame, view, point);
      if (closeTo && draft.length >= 3 && Math.hypot(closeTo.x - here.x, closeTo.y - here.y) < 10) finishArea(draft);
      else {
        setDraft([...draft, { x: place(point.x), y: place(point.y) }]);
        setNotice(t('editor.areaDrawing'));
      }
    } else if (mode === 'waypoint' && editable) placeWaypoint(point);
    else if (mode === 'route') {
      setRouteStart(undefined);
      setNotice(undefined);
    } else editor.select([]);
  };

  const onWaypointDrop = (key: string, point: { x: number; y: number }) => {
    const dropped = layout.waypoints.find((w) => w.key === key);
    if (!dropped || !editable) return;
    // A drag of one of the selected waypoints moves the whole selection.
    const keys = selection.has(key) ? new Set(selection) : new Set([key]);
    const dx = point.x - dropped.x;
    const dy = point.y - dropped.y;
    editor.edit((current) => moveWaypoints(current, keys, dx, dy, place));
  };

  const onHeadingDrop = (key: string, towards: { x: number; y: number }) => {
    const waypoint = layout.waypoints.find((w) => w.key === key);
    if (!waypoint) return;
    const yaw = normalizeYaw(headingTowards(waypoint, towards), snapping ? YAW_STEP : 0);
    editor.edit((current) => updateWaypoint(current, key, { yaw }));
  };

  const remove = () => {
    const used = usedAmong(layout, selection, flows.byWaypoint);
    setRefused(used);
    if (used.length > 0) return;
    editor.edit((current) => removeItems(current, selection));
    editor.select([]);
  };
  const usedText = (used: UsedWaypoint) => {
    const names = used.flows.map((flow) => t('editor.flowName', { name: flow.name }));
    return t('editor.waypointInUse', { waypoint: used.name, flows: new Intl.ListFormat(language).format(names) });
  };
  const copy = () => setClipboard(new Set([...selection].filter((key) => layout.waypoints.some((w) => w.key === key))));
  const paste = () => {
    // Copied from the layout on screen, so the copies' keys are known here to select them.
    const result = copyWaypoints(layout, clipboard, { x: 1, y: -1 }, t('editor.copySuffix'));
    if (result.keys.length === 0) return;
    editor.edit(() => result.layout);
    editor.select(result.keys);
  };

  const zoom = (factor: number) => setView((v) => zoomAt(v, factor, { x: size.width / 2, y: size.height / 2 }));

  const selectedWaypointKeys = () => new Set([...selection].filter((key) => layout.waypoints.some((w) => w.key === key)));
  /** Arrow keys move the selected waypoints (map up is up), so they can be placed without a mouse. */
  const nudge = (direction: { x: number; y: number }, far: boolean) => {
    const step = far ? NUDGE_FAR : NUDGE;
    editor.edit((current) => moveWaypoints(current, selectedWaypointKeys(), direction.x * step, direction.y * step, place));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const ctrl = event.ctrlKey || event.metaKey;
    const key = event.key;
    const arrow = ARROWS[key];
    let handled = true;
    if (arrow && editable && !ctrl && selectedWaypointKeys().size > 0) nudge(arrow, event.shiftKey);
    else if (ctrl && key.toLowerCase() === 'z' && editable) {
      if (event.shiftKey) editor.redo();
      else editor.undo();
    } else if (ctrl && key.toLowerCase() === 'y' && editable) editor.redo();
    else if (ctrl && key.toLowerCase() === 'c' && editable) copy();
    else if (ctrl && key.toLowerCase() === 'v' && editable) paste();
    else if ((key === 'Delete' || key === 'Backspace') && editable && selection.size > 0) remove();
    else if (key === '+' || key === '=') zoom(ZOOM_STEP);
    else if (key === '0' || key === 'Home') setView(fitView(frame, size));
    else if (key === '-' || key === '_') zoom(1 / ZOOM_STEP);
    else if (key === 'ArrowLeft') setView((v) => panBy(v, PAN_STEP, 0));
    else if (key === 'ArrowRight') setView((v) => panBy(v, -PAN_STEP, 0));
    else if (key === 'ArrowUp') setView((v) => panBy(v, 0, PAN_STEP));
    else if (key === 'ArrowDown') setView((v) => panBy(v, 0, -PAN_STEP));
    else if (key === 'Enter' && draft.length > 0) finishArea(draft);
    else if (key === 'Escape') {
      setDraft([]);
      editor.select([]);
      setRouteStart(undefined);
      setNotice(undefined);
    } else handled = false;
    if (handled) event.preventDefault();
  };

  const save = async () => {
    setRefused([]);
    if (await editor.store()) {
      setRouteStart(undefined);
      showAlert({ type: 'success', message: t('editor.saved') });
    }
  };

  const selectedKeys = [...selection];
  const onlyKey = selectedKeys.length === 1 ? selectedKeys[0] : undefined;
  const selectedWaypoint = onlyKey ? layout.waypoints.find((w) => w.key === onlyKey) : undefined;
  const selectedRoute = onlyKey ? layout.routes.find((r) => r.key === onlyKey) : undefined;
  const selectedArea = onlyKey && withAreas ? layout.areas.find((a) => a.key === onlyKey) : undefined;
  const failure = editor.save.kind === 'failed' ? failureMessage('update', editor.save.error) : undefined;
  // A save refused for waypoints flows go to names them from the uses read again (the server's own text until they arrive).
  const savedInUse = editor.save.kind === 'inUse' ? droppedInUse(editor.stored, layout, flows.byWaypoint) : [];
  const inUseLines = editor.save.kind === 'inUse' ? (savedInUse.length > 0 ? savedInUse.map(usedText) : editor.save.error.details.map((d) => d.message)) : refused.map(usedText);
  const { reload: reloadFlows } = flows;
  useEffect(() => {
    if (editor.save.kind === 'inUse') reloadFlows();
  }, [editor.save.kind, reloadFlows]);

  const actions = (
    <>
      <Link to={`/waypoint/${floor.floorId}/list`}>{t('editor.waypointsLink')}</Link>
      {variant !== 'v1_5' ? <Link to={`/editor/v1_5/${floor.floorId}/floor`}>{t('editor.areasLink')}</Link> : null}
      {variant !== 'floor' ? <Link to={`/editor/floor/${floor.floorId}`}>{t('editor.plainLink')}</Link> : null}
      {variant !== 'v2' && labs ? <Link to={`/editor/v2/${floor.floorId}/floor`}>{t('editor.labsLink')}</Link> : null}
      {floor.map ? <Link to={`/editor/floor/${floor.floorId}/partial`}>{t('partial.link')}</Link> : null}
      {floor.map ? <Button onClick={() => void downloadMapYaml(floor.floorId)}>{t('editor.downloadYaml')}</Button> : null}
      {editable && canUpload ? <MapUploadDialog floorId={floor.floorId} onUploaded={onMapUploaded} /> : null}
      {editable ? (
        <Button appearance="primary" onClick={() => void save()} disabled={editor.save.kind === 'saving' || editor.changes === 0}>
          {editor.save.kind === 'saving' ? t('editor.saving') : t('editor.save')}
        </Button>
      ) : null}
    </>
  );

  return (
    <div className={styles.page}>
      <PageLayout title={t(variant === 'floor' ? 'title.editor' : variant === 'v1_5' ? 'title.editorAreas' : 'title.editorLabs', { floor: floor.floorName })} actions={actions}>
        {editor.save.kind === 'conflict' ? (
          <MessageBar intent="warning" role="alert">
            <MessageBarBody>{t('editor.conflict')}</MessageBarBody>
            <MessageBarActions>
              <Button onClick={onReload}>{t('editor.reload')}</Button>
            </MessageBarActions>
          </MessageBar>
        ) : null}
        {inUseLines.length > 0 ? (
          <MessageBar intent="warning" role="alert" data-testid="waypoint-in-use">
            <MessageBarBody>{[t(editor.save.kind === 'inUse' ? 'editor.saveRefusedInUse' : 'editor.deleteRefused'), ...inUseLines].join(' ')}</MessageBarBody>
          </MessageBar>
        ) : null}
        {failure ? (
          <MessageBar intent="error" role="alert">
            <MessageBarBody>{[t('editor.saveFailed'), rt(failure.key), failure.reason].filter(Boolean).join(' ')}</MessageBarBody>
          </MessageBar>
        ) : null}
        {floor.map === null ? (
          <MessageBar intent="info">
            <MessageBarBody>{t('editor.noMap')}</MessageBarBody>
          </MessageBar>
        ) : null}
        <div className={styles.grid}>
          <div className={styles.main}>
            <EditorToolbar
              mode={mode}
              withAreas={withAreas}
              drafting={draft.length}
              onFinishArea={() => finishArea(draft)}
              onMode={(m) => {
                setMode(m);
                setDraft([]);
                setRouteStart(undefined);
                setNotice(undefined);
              }}
              editable={editable}
              canUndo={editor.canUndo}
              canRedo={editor.canRedo}
              hasSelection={selection.size > 0}
              canPaste={clipboard.size > 0}
              snapping={snapping}
              snapStep={SNAP_STEP}
              onSnapping={setSnapping}
              onUndo={editor.undo}
              onRedo={editor.redo}
              onZoomIn={() => zoom(ZOOM_STEP)}
              onZoomOut={() => zoom(1 / ZOOM_STEP)}
              onFit={() => setView(fitView(frame, size))}
              onAddWaypoint={() => placeWaypoint(centre())}
              onCopy={copy}
              onPaste={paste}
              onDelete={remove}
            />
            <div className={styles.status} aria-live="polite">
              <Text>{editor.changes > 0 ? t('editor.unsaved', { count: editor.changes }) : t('editor.noChanges')}</Text>
              <Text>{t('editor.robots', { count: onFloor.length })}</Text>
              {notice ? <Text weight="semibold">{notice}</Text> : null}
            </div>
            <div ref={canvasRef} className={styles.canvas} tabIndex={0} role="application" aria-label={t('editor.canvas')} onKeyDown={onKeyDown} data-testid="floor-map">
              {size.width > 0 ? (
                <MapCanvas
                  width={size.width}
                  height={size.height}
                  frame={frame}
                  image={images.full ?? images.preview}
                  preview={images.preview}
                  layout={layout}
                  selection={selection}
                  view={view}
                  editable={editable && mode !== 'route'}
                  robots={onFloor}
                  routeStart={routeStart}
                  editAreas={withAreas && mode === 'select'}
                  draftArea={draft}
                  onAreaDrop={(key, dx, dy) => editor.edit((current) => moveArea(current, key, dx, dy, place))}
                  onMapClick={onMapClick}
                  onItemClick={onItemClick}
                  onWaypointDrop={onWaypointDrop}
                  onHeadingDrop={onHeadingDrop}
                  onView={setView}
                />
              ) : null}
            </div>
          </div>
          <aside className={styles.side} aria-label={t('editor.side')}>
            {selectedWaypoint ? (
              <WaypointPanel
                key={JSON.stringify(selectedWaypoint)}
                waypoint={selectedWaypoint}
                buildingId={floor.buildingId}
                floorId={floor.floorId}
                editable={editable}
                others={layout.waypoints.filter((w) => w.key !== selectedWaypoint.key).map((w) => ({ key: w.key, name: w.name }))}
                onApply={(values) => editor.edit((current) => updateWaypoint(current, selectedWaypoint.key, values))}
                onConnect={(to) => joinTo(selectedWaypoint.key, to)}
              />
            ) : selectedRoute ? (
              <RoutePanel
                key={JSON.stringify(selectedRoute)}
                route={selectedRoute}
                label={t('route.label', { from: nameOf(selectedRoute.from), to: nameOf(selectedRoute.to) })}
                editable={editable}
                onApply={(values) => editor.edit((current) => updateRoute(current, selectedRoute.key, values))}
              />
            ) : selectedArea ? (
              <AreaPanel
                key={JSON.stringify(selectedArea)}
                area={selectedArea}
                buildingId={floor.buildingId}
                floorId={floor.floorId}
                editable={editable}
                onApply={(values) => editor.edit((current) => updateArea(current, selectedArea.key, values))}
              />
            ) : (
              <Text>{selection.size > 1 ? t('editor.selectedCount', { count: selection.size }) : t('editor.nothingSelected')}</Text>
            )}
            <SelectionList
              layout={layout}
              withAreas={withAreas}
              selection={selection}
              onSelect={onListSelect}
              describe={describePosition}
            />
          </aside>
        </div>
        {guard.dialog}
      </PageLayout>
    </div>
  );
}
