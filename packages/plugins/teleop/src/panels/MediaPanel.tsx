import { useState } from 'react';
import { Button, Field, Select, Subtitle2, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useT } from '@fleetdeck/sdk';
import { CameraId, type RobotLiveState } from '@fleetdeck/model';
import { useCommand } from '../shared/useCommand.js';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  row: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap', alignItems: 'center' },
});

/** Photo with a §9 camera, and video start/stop with the long-time recording state the robot reports. */
export function MediaPanel({ serialNo, robot, disabled }: { serialNo: string; robot: RobotLiveState | undefined; disabled: boolean }) {
  const styles = useStyles();
  const t = useT();
  const photo = useCommand(serialNo);
  const video = useCommand(serialNo);
  const [camera, setCamera] = useState<CameraId>('v1');
  const [result, setResult] = useState('');
  const recording = robot?.telemetry?.recording ?? null;

  const takePhoto = async () => {
    setResult('');
    const ack = await photo.run({ name: 'photo', camera });
    if (ack?.result !== 'ok') return;
    const takenAt = typeof ack.data?.takenAt === 'number' ? new Date(ack.data.takenAt) : new Date();
    setResult(t('media.photoTaken', { camera: t(`camera.ids.${camera}`), time: takenAt.toLocaleTimeString() }));
  };
  const recordVideo = async (action: 'start' | 'stop') => {
    setResult('');
    const ack = await video.run({ name: 'video', action, camera });
    if (ack?.result === 'ok') setResult(t(action === 'start' ? 'media.videoStarted' : 'media.videoStopped'));
  };

  return (
    <section className={styles.root} aria-labelledby="teleop-media">
      <Subtitle2 as="h2" id="teleop-media">{t('media.region')}</Subtitle2>
      <Field label={t('media.camera')}>
        <Select value={camera} onChange={(_, data) => setCamera(data.value as CameraId)}>
          {CameraId.map((id) => (
            <option key={id} value={id}>{t(`camera.ids.${id}`)}</option>
          ))}
        </Select>
      </Field>
      <div className={styles.row}>
        <Button disabled={disabled || photo.pending} onClick={() => void takePhoto()}>{t('media.photo')}</Button>
        <Button disabled={disabled || video.pending || recording !== null} onClick={() => void recordVideo('start')}>{t('media.videoStart')}</Button>
        <Button disabled={disabled || video.pending || recording === null} onClick={() => void recordVideo('stop')}>{t('media.videoStop')}</Button>
      </div>
      <Text data-testid="recording-state">
        {t('status.recording')}: {t(`status.recordingState.${recording ?? 'none'}`)}
      </Text>
      <Text role="status">{result}</Text>
    </section>
  );
}
