import type { FloorMapAnswer } from '@fleetdeck/model';
import { api, failureMessage, Link, PageLayout, showAlert, useCan, useFloorMapImage, useResourceT, useT, useUnsavedChangesGuard } from '@fleetdeck/sdk';
import { Button, Field, makeStyles, MessageBar, MessageBarBody, Radio, RadioGroup, Slider, Text, tokens } from '@fluentui/react-components';
import type Konva from 'konva';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Image as KonvaImage, Layer, Stage } from 'react-konva';
import { BRUSH_GREY, brushRect, withImageName, type BrushKind } from './occupancyBrush.js';
import { useElementSize } from './useElementSize.js';
import { fitView, panBy, zoomAt, ZOOM_STEP, type View } from './viewTransform.js';

const useStyles = makeStyles({
  page: { height: '100%', '& > section': { height: '100%', boxSizing: 'border-box', minHeight: 0 } },
  grid: { flexGrow: 1, minHeight: 0, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) 18rem', gap: tokens.spacingHorizontalM, '@media (max-width: 640px)': { display: 'flex', flexDirection: 'column' } },
  canvas: {
    minHeight: '20rem',
    backgroundColor: tokens.colorNeutralBackground3,
    borderRadius: tokens.borderRadiusMedium,
    overflow: 'hidden',
    outlineStyle: 'none',
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}` },
  },
  side: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, overflowY: 'auto' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
});

type Tool = 'pan' | BrushKind;

/**
 * editor/floor/{id}/partial: paints cells of the occupancy grid free, occupied or unknown (erasing
 * noise, closing a doorway) on a copy of the map, shown as it will be saved, then stores the edited
 * map as the floor's robot map (PNG with the same map.yaml values).
 */
export function PartialMapEditor({ floor }: { floor: FloorMapAnswer & { map: NonNullable<FloorMapAnswer['map']> } }) {
  const styles = useStyles();
  const t = useT();
  const rt = useResourceT();
  const editable = useCan('floorMaps', 'upload').can;
  const source = useFloorMapImage(floor.floorId, floor.mapFileId);
  const canvasRef = useRef<HTMLDivElement>(null);
  const imageRef = useRef<Konva.Image>(null);
  const size = useElementSize(canvasRef);
  const [sheet, setSheet] = useState<HTMLCanvasElement>();
  const [view, setView] = useState<View>();
  const [tool, setTool] = useState<Tool>(editable ? 'free' : 'pan');
  const [brush, setBrush] = useState(5);
  const [edits, setEdits] = useState(0);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string>();
  const painting = useRef(false);
  const guard = useUnsavedChangesGuard(edits > 0);
  const map = floor.map;

  // The edited copy: a canvas the size of the map, drawn once from the stored image, then painted on.
  const reset = () => {
    if (!source) return;
    const copy = document.createElement('canvas');
    copy.width = map.width;
    copy.height = map.height;
    copy.getContext('2d')?.drawImage(source, 0, 0);
    setSheet(copy);
    setEdits(0);
  };
  useEffect(reset, [source, map.width, map.height]);
  useEffect(() => {
    if (!view && size.width > 0) setView(fitView(map, size));
  }, [view, size, map]);

  const last = useRef<{ x: number; y: number } | undefined>(undefined);
  const paint = (stage: Konva.Stage | null) => {
    const pointer = stage?.getPointerPosition();
    const context = sheet?.getContext('2d');
    if (!pointer || !context || !view || tool === 'pan') return;
    const at = { x: (pointer.x - view.x) / view.scale, y: (pointer.y - view.y) / view.scale };
    const from = last.current ?? at;
    last.current = at;
    const grey = BRUSH_GREY[tool];
    context.fillStyle = `rgb(${grey}, ${grey}, ${grey})`;
    // Pointer moves arrive apart: the brush is stamped along the way so a stroke has no gaps.
    const steps = Math.max(1, Math.ceil(Math.hypot(at.x - from.x, at.y - from.y) / Math.max(1, brush / 2)));
    for (let i = 1; i <= steps; i++) {
      const rect = brushRect({ x: from.x + ((at.x - from.x) * i) / steps, y: from.y + ((at.y - from.y) * i) / steps }, brush, map);
      if (rect) context.fillRect(rect.x, rect.y, rect.width, rect.height);
    }
    imageRef.current?.getLayer()?.batchDraw();
  };

  const save = async () => {
    if (!sheet) return;
    setSaving(true);
    setError(undefined);
    try {
      const yaml = await api.get<string>(`/floors/${floor.floorId}/map/map.yaml`);
      const name = `${map.image.replace(/\.[^.]*$/, '')}-edited.png`;
      const png = await new Promise<Blob>((resolve, reject) => sheet.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('PNG'))), 'image/png'));
      const body = new FormData();
      body.append('yaml', new Blob([withImageName(String(yaml), name)], { type: 'application/yaml' }), 'map.yaml');
      body.append('image', png, name);
      await api.put(`/floors/${floor.floorId}/map`, body);
      setEdits(0);
      showAlert({ type: 'success', message: t('partial.saved') });
    } catch (cause) {
      const failure = failureMessage('update', cause);
      setError([t('partial.saveFailed'), rt(failure.key), failure.reason].filter(Boolean).join(' '));
    } finally {
      setSaving(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const centre = { x: size.width / 2, y: size.height / 2 };
    const moves: Record<string, (v: View) => View> = {
      '+': (v) => zoomAt(v, ZOOM_STEP, centre), '=': (v) => zoomAt(v, ZOOM_STEP, centre), '-': (v) => zoomAt(v, 1 / ZOOM_STEP, centre),
      ArrowLeft: (v) => panBy(v, 60, 0), ArrowRight: (v) => panBy(v, -60, 0), ArrowUp: (v) => panBy(v, 0, 60), ArrowDown: (v) => panBy(v, 0, -60),
    };
    const move = moves[event.key];
    if (!move || !view) return;
    event.preventDefault();
    setView(move(view));
  };

  const actions = (
    <>
      <Link to={`/editor/floor/${floor.floorId}`}>{t('editor.plainLink')}</Link>
      {editable ? <Button onClick={reset} disabled={edits === 0}>{t('partial.reset')}</Button> : null}
      {editable ? <Button appearance="primary" onClick={() => void save()} disabled={saving || edits === 0}>{saving ? t('editor.saving') : t('partial.save')}</Button> : null}
    </>
  );

  return (
    <div className={styles.page}>
      <PageLayout title={t('title.partial', { floor: floor.floorName })} actions={actions}>
        {error ? <MessageBar intent="error" role="alert"><MessageBarBody>{error}</MessageBarBody></MessageBar> : null}
        <div className={styles.grid}>
          <div ref={canvasRef} className={styles.canvas} tabIndex={0} role="application" aria-label={t('partial.canvas')} onKeyDown={onKeyDown} data-testid="occupancy-map">
            {size.width > 0 && view ? (
              <Stage
                width={size.width}
                height={size.height}
                x={view.x}
                y={view.y}
                scaleX={view.scale}
                scaleY={view.scale}
                draggable={tool === 'pan'}
                onDragEnd={(e) => {
                  if (e.target === e.target.getStage()) setView({ ...view, x: e.target.x(), y: e.target.y() });
                }}
                onWheel={(e) => {
                  e.evt.preventDefault();
                  const pointer = e.target.getStage()?.getPointerPosition();
                  if (pointer) setView(zoomAt(view, e.evt.deltaY < 0 ? ZOOM_STEP : 1 / ZOOM_STEP, pointer));
                }}
                onMouseDown={(e) => {
                  if (tool === 'pan' || !editable) return;
                  painting.current = true;
                  last.current = undefined;
                  setEdits((n) => n + 1);
                  paint(e.target.getStage());
                }}
                onMouseMove={(e) => {
                  if (painting.current) paint(e.target.getStage());
                }}
                onMouseUp={() => {
                  painting.current = false;
                }}
                onMouseLeave={() => {
                  painting.current = false;
                }}
              >
                <Layer imageSmoothingEnabled={false}>
                  {sheet ? <KonvaImage ref={imageRef} image={sheet} width={map.width} height={map.height} /> : null}
                </Layer>
              </Stage>
            ) : null}
          </div>
          <aside className={styles.side} aria-label={t('partial.tools')}>
            <RadioGroup value={tool} onChange={(_, data) => setTool(data.value as Tool)} aria-label={t('partial.tools')}>
              <Radio value="pan" label={t('partial.pan')} />
              {editable ? (
                <>
                  <Radio value="free" label={t('partial.free')} />
                  <Radio value="occupied" label={t('partial.occupied')} />
                  <Radio value="unknown" label={t('partial.unknown')} />
                </>
              ) : null}
            </RadioGroup>
            {editable ? (
              <Field label={t('partial.brush', { size: brush })}>
                <Slider min={1} max={50} value={brush} onChange={(_, data) => setBrush(data.value)} />
              </Field>
            ) : null}
            <Text>{t('partial.help')}</Text>
            <Text>{t('partial.edits', { count: edits })}</Text>
          </aside>
        </div>
        {guard.dialog}
      </PageLayout>
    </div>
  );
}
