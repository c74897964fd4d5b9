import { useState } from 'react';
import { Button, Field, Select, Subtitle2, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useFormat, useT } from '@fleetdeck/sdk';
import { CameraId, type PhotoAckData, type RobotLiveState, type RobotPhoto } from '@fleetdeck/model';
import { useCommand } from '../shared/useCommand.js';
import { PhotoThumbnail } from '../media/PhotoThumbnail.js';
import { RecentPhotos } from '../media/RecentPhotos.js';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  row: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap', alignItems: 'center' },
});

/** The photo an ack names once the server stored its picture; null when the robot sent none. */
function photoOfAck(data: PhotoAckData | undefined): RobotPhoto | null {
  const photo = data?.photo;
  return photo && typeof photo.url === 'string' ? photo : null;
}

/**
 * Photo with a §9 camera (the picture just taken and the robot's recent ones, each opening full
 * size), and video start/stop with the long-time recording state the robot reports.
 */
export function MediaPanel({ serialNo, robotId, robot, disabled }: { serialNo: string; robotId: number; robot: RobotLiveState | undefined; disabled: boolean }) {
  const styles = useStyles();
  const t = useT();
  const format = useFormat();
  const photo = useCommand(serialNo);
  const video = useCommand(serialNo);
  const [camera, setCamera] = useState<CameraId>('v1');
  const [result, setResult] = useState('');
  const [justTaken, setJustTaken] = useState<RobotPhoto | null>(null);
  const [photoVersion, setPhotoVersion] = useState(0);
  const recording = robot?.telemetry?.recording ?? null;
  const recorderUnavailable = robot?.telemetry?.recorder === 'unavailable';

  const takePhoto = async () => {
    setResult('');
    const ack = await photo.run({ name: 'photo', camera });
    if (ack?.result !== 'ok') return;
    const takenAt = typeof ack.data?.takenAt === 'number' ? new Date(ack.data.takenAt) : new Date();
    const taken = photoOfAck(ack.data as PhotoAckData | undefined);
    setJustTaken(taken);
    setPhotoVersion((v) => v + 1);
    setResult(taken ? t('media.photoTaken', { camera: t(`camera.ids.${camera}`), time: format.time(takenAt) }) : t('media.photoNotStored'));
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
        <Button disabled={disabled || video.pending || recording !== null || recorderUnavailable} onClick={() => void recordVideo('start')}>{t('media.videoStart')}</Button>
        <Button disabled={disabled || video.pending || recording === null} onClick={() => void recordVideo('stop')}>{t('media.videoStop')}</Button>
      </div>
      <Text data-testid="recording-state">
        {t('status.recording')}: {t(`status.recordingState.${recording ?? (recorderUnavailable ? 'unavailable' : 'none')}`)}
      </Text>
      <Text role="status">{result}</Text>
      {justTaken ? (
        <section aria-labelledby="teleop-just-taken">
          <Subtitle2 as="h3" id="teleop-just-taken">{t('media.justTaken')}</Subtitle2>
          <PhotoThumbnail key={justTaken.url} photo={justTaken} testId="photo-just-taken" />
        </section>
      ) : null}
      <RecentPhotos robotId={robotId} version={photoVersion} />
    </section>
  );
}
