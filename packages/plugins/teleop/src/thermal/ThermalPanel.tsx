import { useState } from 'react';
import { Button, Field, Input, Select, Subtitle2, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useFormat, useT } from '@fleetdeck/sdk';
import { CameraId, Thermal, ThermalColorMap, ThermalScalePosition, type RobotLiveState } from '@fleetdeck/model';
import { useCommand } from '../shared/useCommand.js';
import { addThermalArea, type ThermalArea, type ThermalAreaError } from './thermalAreas.js';
import { ThermalCanvas } from './ThermalCanvas.js';
import { ThermalScale } from './ThermalScale.js';
import { useThermalFrame } from './useThermalFrame.js';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  row: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap', alignItems: 'flex-start' },
  frame: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, flexBasis: '20rem', flexGrow: 1, maxWidth: '24rem' },
  settings: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  number: { width: '6rem' },
  list: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL },
  item: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center' },
});

type Draft = { name: string; x: string; y: string; width: string; height: string };
const EMPTY: Draft = { name: '', x: '0', y: '0', width: '32', height: '32' };
const NUMBER_FIELDS = ['x', 'y', 'width', 'height'] as const;

function toArea(draft: Draft): ThermalArea {
  const num = (value: string) => (value.trim() === '' ? Number.NaN : Number(value));
  return { name: draft.name, x: num(draft.x), y: num(draft.y), width: num(draft.width), height: num(draft.height) };
}

/**
 * Thermal camera settings for one of the §9 cameras: colour map, scale position and at most five
 * named areas drawn on the robot's 256x192 frame from that camera, with the colour scale it is
 * painted in; shows the camera the robot reports it applies them to. `active`: the panel is on
 * screen (a frame is captured then if the robot has none yet).
 */
export function ThermalPanel({ serialNo, robotId, robot, disabled, active = true, onCameraChosen }: {
  serialNo: string;
  robotId: number;
  robot: RobotLiveState | undefined;
  disabled: boolean;
  active?: boolean;
  onCameraChosen?: (camera: string) => void;
}) {
  const styles = useStyles();
  const t = useT();
  const format = useFormat();
  const command = useCommand(serialNo);
  const [camera, setCamera] = useState<CameraId>('thermal');
  const [colorMap, setColorMap] = useState<ThermalColorMap>('normal');
  const [scalePosition, setScalePosition] = useState<ThermalScalePosition>('none');
  const [areas, setAreas] = useState<ThermalArea[]>([]);
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<ThermalAreaError[]>([]);
  const [message, setMessage] = useState('');
  const frame = useThermalFrame({ serialNo, robotId, camera, active, canCapture: !disabled });

  const errorOf = (field: keyof ThermalArea) => {
    const error = errors.find((e) => e.field === field);
    return error ? t(`thermal.error.${error.code}`) : undefined;
  };
  const add = () => {
    const result = addThermalArea(areas, toArea(draft));
    if (!result.ok) {
      setErrors(result.errors);
      setMessage('');
      return;
    }
    const name = draft.name.trim();
    setErrors([]);
    setAreas(result.areas);
    setDraft({ ...draft, name: '' });
    setMessage(result.replaced ? t('thermal.replaced', { name }) : result.removed ? t('thermal.removedOldest', { name: result.removed }) : '');
  };
  const apply = async () => {
    setMessage('');
    onCameraChosen?.(camera);
    const ack = await command.run({ name: 'thermal', camera, colorMap, scalePosition, areas });
    if (ack?.result !== 'ok') return;
    setMessage(t('thermal.applied'));
    // The frame shown was painted with the old settings: take one painted with the new.
    await frame.capture();
  };
  const robotCamera = robot?.telemetry?.thermalCamera;
  // The scale is the colour map the robot paints with; a robot that does not report it shows the chosen one.
  const paintedWith = robot?.telemetry?.thermalColorMap ?? colorMap;
  const photo = frame.photo;
  const emptyText = frame.failed
    ? t('thermal.frameLoadError')
    : frame.capturing
      ? t('thermal.capturing')
      : frame.loading || (photo && !frame.url)
        ? t('thermal.loadingFrame')
        : t('thermal.noFrame');
  const drawn = toArea(draft);
  const draftRect = NUMBER_FIELDS.every((f) => Number.isFinite(drawn[f])) ? drawn : null;

  return (
    <section className={styles.root} aria-labelledby="teleop-thermal">
      <Subtitle2 as="h2" id="teleop-thermal">{t('thermal.region')}</Subtitle2>
      <Text>{t('thermal.size', { width: Thermal.width, height: Thermal.height })}</Text>
      <Text data-testid="thermal-robot-camera">
        {robotCamera ? t('thermal.robotCamera', { camera: t(`camera.ids.${robotCamera}`) }) : t('thermal.robotCameraUnknown')}
      </Text>
      <div className={styles.row}>
        <div className={styles.frame}>
          <ThermalCanvas
            areas={areas}
            draft={draftRect}
            frameUrl={frame.url}
            emptyText={emptyText}
            onDraw={(rect) => setDraft({ ...draft, x: String(rect.x), y: String(rect.y), width: String(rect.width), height: String(rect.height) })}
          />
          <ThermalScale map={paintedWith} />
          <div className={styles.row}>
            <Text data-testid="thermal-frame-caption">
              {photo ? t('thermal.frame', { camera: t(`camera.ids.${photo.camera}`), time: format.time(photo.takenAt) }) : t('thermal.noFrame')}
            </Text>
            <Button size="small" disabled={disabled || frame.capturing} onClick={() => void frame.capture()}>
              {frame.capturing ? t('thermal.capturing') : t('thermal.capture')}
            </Button>
          </div>
        </div>
        <div className={styles.settings}>
          <Field label={t('thermal.camera')}>
            <Select value={camera} onChange={(_, data) => setCamera(data.value as CameraId)}>
              {CameraId.map((id) => (
                <option key={id} value={id}>{t(`camera.ids.${id}`)}</option>
              ))}
            </Select>
          </Field>
          <Field label={t('thermal.colorMap')}>
            <Select value={colorMap} onChange={(_, data) => setColorMap(data.value as ThermalColorMap)}>
              {ThermalColorMap.map((map) => (
                <option key={map} value={map}>{t(`thermal.colorMaps.${map}`)}</option>
              ))}
            </Select>
          </Field>
          <Field label={t('thermal.scalePosition')}>
            <Select value={scalePosition} onChange={(_, data) => setScalePosition(data.value as ThermalScalePosition)}>
              {ThermalScalePosition.map((position) => (
                <option key={position} value={position}>{t(`thermal.scalePositions.${position}`)}</option>
              ))}
            </Select>
          </Field>
        </div>
      </div>
      <Subtitle2 as="h3">{t('thermal.areas', { max: Thermal.maxAreas })}</Subtitle2>
      <Text>{t('thermal.drawHint')}</Text>
      <div className={styles.row}>
        <Field label={t('thermal.areaName')} validationMessage={errorOf('name')} validationState={errorOf('name') ? 'error' : 'none'}>
          <Input value={draft.name} onChange={(_, data) => setDraft({ ...draft, name: data.value })} />
        </Field>
        {NUMBER_FIELDS.map((field) => (
          <Field key={field} label={t(`thermal.${field}`)} validationMessage={errorOf(field)} validationState={errorOf(field) ? 'error' : 'none'}>
            <Input className={styles.number} type="number" value={draft[field]} onChange={(_, data) => setDraft({ ...draft, [field]: data.value })} />
          </Field>
        ))}
      </div>
      <div>
        <Button onClick={add}>{t('thermal.addArea')}</Button>
      </div>
      {areas.length === 0 ? (
        <Text>{t('thermal.noAreas')}</Text>
      ) : (
        <ol className={styles.list} aria-label={t('thermal.areas', { max: Thermal.maxAreas })}>
          {areas.map((area) => (
            <li key={area.name} className={styles.item}>
              <span>{t('thermal.areaItem', { ...area })}</span>
              <Button size="small" onClick={() => setAreas(areas.filter((a) => a.name !== area.name))}>
                {t('thermal.removeArea', { name: area.name })}
              </Button>
            </li>
          ))}
        </ol>
      )}
      <div>
        <Button appearance="primary" disabled={disabled || command.pending} onClick={() => void apply()}>{t('thermal.apply')}</Button>
      </div>
      <Text role="status">{message}</Text>
    </section>
  );
}
