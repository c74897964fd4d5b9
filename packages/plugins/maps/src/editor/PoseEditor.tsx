import type { FloorLayout, FloorMapAnswer, RobotLiveState } from '@fleetdeck/model';
import { sendRobotCommand, useFloorMapImage, useFormat, useLiveRobots, useT } from '@fleetdeck/sdk';
import { Button, Field, Input, makeStyles, MessageBar, MessageBarBody, Select, Text, tokens } from '@fluentui/react-components';
import { useEffect, useMemo, useRef, useState } from 'react';
import { fromFloorLayout } from './editorLayout.js';
import { MapCanvas } from './MapCanvas.js';
import { useElementSize } from './useElementSize.js';
import { BLANK_FRAME, fitView, headingTowards, normalizeYaw, type View } from './viewTransform.js';

const useStyles = makeStyles({
  grid: { flexGrow: 1, minHeight: 0, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) 18rem', gap: tokens.spacingHorizontalM, '@media (max-width: 640px)': { display: 'flex', flexDirection: 'column' } },
  canvas: { minHeight: '20rem', backgroundColor: tokens.colorNeutralBackground3, borderRadius: tokens.borderRadiusMedium, overflow: 'hidden' },
  side: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, overflowY: 'auto' },
});

const round = (value: number) => Math.round(value * 100) / 100;

/**
 * Sets a robot's pose on a floor's map by drag-and-turn (press where it stands, drag towards where
 * it faces) or by typing it, then sends `setPose`: the robot relocalizes and its marker moves there.
 * `initialSerialNo` chooses the robot first (teleop's pose editor link names it).
 */
export function PoseEditor({ floor, layout, initialSerialNo }: { floor: FloorMapAnswer; layout: FloorLayout; initialSerialNo?: string }) {
  const styles = useStyles();
  const t = useT();
  const format = useFormat();
  const frame = floor.map ?? BLANK_FRAME;
  const image = useFloorMapImage(floor.floorId, floor.mapFileId, { previewFileId: floor.mapPreviewFileId });
  const drawn = useMemo(() => fromFloorLayout(layout), [layout]);
  const canvasRef = useRef<HTMLDivElement>(null);
  const size = useElementSize(canvasRef);
  const [view, setView] = useState<View>();
  useEffect(() => {
    if (!view && size.width > 0) setView(fitView(frame, size));
  }, [view, size, frame]);
  const buildingIds = useMemo(() => [floor.buildingId], [floor.buildingId]);
  const { robots } = useLiveRobots(buildingIds);
  const onFloor = useMemo(() => robots.filter((r) => r.telemetry?.floorId === floor.floorId), [robots, floor.floorId]);
  const [serialNo, setSerialNo] = useState(initialSerialNo ?? '');
  const robot: RobotLiveState | undefined = onFloor.find((r) => r.serialNo === serialNo) ?? onFloor[0];
  const [pose, setPose] = useState({ x: '0', y: '0', yaw: '0' });
  const [result, setResult] = useState<{ ok: boolean; text: string }>();
  const [sending, setSending] = useState(false);

  const values = { x: Number(pose.x), y: Number(pose.y), yaw: Number(pose.yaw) };
  const valid = [values.x, values.y, values.yaw].every(Number.isFinite) && Math.abs(values.yaw) <= 180 && Math.abs(values.x) <= 10_000 && Math.abs(values.y) <= 10_000;

  const send = async () => {
    if (!robot || !valid) return;
    setSending(true);
    try {
      const ack = await sendRobotCommand(robot.serialNo, { name: 'setPose', x: values.x, y: values.y, yaw: (values.yaw * Math.PI) / 180 });
      setResult(ack.result === 'ok' ? { ok: true, text: t('pose.sent', { name: robot.name }) } : { ok: false, text: [t('pose.refused'), ack.message].filter(Boolean).join(' ') });
    } catch (error) {
      setResult({ ok: false, text: [t('pose.refused'), (error as Error).message].join(' ') });
    } finally {
      setSending(false);
    }
  };

  return (
    <div className={styles.grid}>
      <div ref={canvasRef} className={styles.canvas} role="application" aria-label={t('pose.canvas')} data-testid="pose-map">
        {size.width > 0 && view ? (
          <MapCanvas
            width={size.width}
            height={size.height}
            frame={frame}
            image={image}
            layout={drawn}
            view={view}
            editable={false}
            robots={onFloor}
            onView={setView}
            pose={valid ? { x: values.x, y: values.y, yaw: (values.yaw * Math.PI) / 180 } : undefined}
            onPoseGesture={(at, towards) => {
              const turned = Math.hypot(towards.x - at.x, towards.y - at.y) > 0.05;
              setPose({ x: String(round(at.x)), y: String(round(at.y)), yaw: String(turned ? normalizeYaw(headingTowards(at, towards)) : values.yaw || 0) });
              setResult(undefined);
            }}
          />
        ) : null}
      </div>
      <aside className={styles.side} aria-label={t('pose.side')}>
        {onFloor.length === 0 ? <Text>{t('pose.noRobots')}</Text> : (
          <Field label={t('pose.robot')}>
            <Select value={robot?.serialNo ?? ''} onChange={(_, data) => setSerialNo(data.value)}>
              {onFloor.map((r) => <option key={r.serialNo} value={r.serialNo}>{r.name}</option>)}
            </Select>
          </Field>
        )}
        {robot?.telemetry ? (
          <Text>{t('pose.now', { x: format.number(robot.telemetry.pose.x, { maximumFractionDigits: 2 }), y: format.number(robot.telemetry.pose.y, { maximumFractionDigits: 2 }) })}</Text>
        ) : null}
        <Text>{t('pose.help')}</Text>
        <Field label={t('waypoint.x')}><Input type="number" value={pose.x} onChange={(_, data) => setPose({ ...pose, x: data.value })} /></Field>
        <Field label={t('waypoint.y')}><Input type="number" value={pose.y} onChange={(_, data) => setPose({ ...pose, y: data.value })} /></Field>
        <Field label={t('waypoint.yaw')} hint={t('waypoint.yawHint')} validationMessage={valid ? undefined : t('pose.invalid')}>
          <Input type="number" value={pose.yaw} onChange={(_, data) => setPose({ ...pose, yaw: data.value })} />
        </Field>
        <Button appearance="primary" onClick={() => void send()} disabled={!robot || !valid || sending}>{t('pose.send')}</Button>
        {result ? <MessageBar intent={result.ok ? 'success' : 'error'} role="status"><MessageBarBody>{result.text}</MessageBarBody></MessageBar> : null}
      </aside>
    </div>
  );
}
