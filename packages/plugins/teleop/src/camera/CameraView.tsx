import { Badge, Field, Select, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useT, type RobotCameraView } from '@fleetdeck/sdk';
import { CameraId } from '@fleetdeck/model';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  frame: {
    position: 'relative',
    aspectRatio: '16 / 10',
    maxWidth: '40rem',
    backgroundColor: tokens.colorNeutralBackground3,
    border: `2px solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    overflow: 'hidden',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
  },
  staleFrame: { border: `2px solid ${tokens.colorPaletteRedBorder2}` },
  image: { width: '100%', height: '100%', objectFit: 'contain' },
  staleImage: { opacity: 0.5 },
  meta: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'center', flexWrap: 'wrap' },
});

/** The robot's camera picture with its latency (ms) and a clear stale state. */
export function CameraView({ view, name, camera, onCameraChange }: { view: RobotCameraView; name: string; camera: string; onCameraChange?: (camera: string) => void }) {
  const styles = useStyles();
  const t = useT();
  const hasFrame = view.frameUrl !== undefined;
  return (
    <section className={styles.root} aria-label={t('camera.region')}>
      {onCameraChange ? (
        <Field label={t('camera.choose')}>
          <Select value={camera} onChange={(_, data) => onCameraChange(data.value)}>
            {CameraId.map((id) => (
              <option key={id} value={id}>{t(`camera.ids.${id}`)}</option>
            ))}
          </Select>
        </Field>
      ) : null}
      <div className={`${styles.frame} ${view.stale ? styles.staleFrame : ''}`} data-testid="camera-frame" data-stale={view.stale}>
        {hasFrame ? (
          <img className={`${styles.image} ${view.stale ? styles.staleImage : ''}`} src={view.frameUrl} alt={t('camera.view', { name })} />
        ) : (
          <Text>{t('camera.waiting')}</Text>
        )}
      </div>
      <div className={styles.meta} role="status" aria-live="off">
        <Text data-testid="camera-latency">
          {view.latencyMs === undefined ? t('camera.noLatency') : t('camera.latency', { ms: Math.max(0, Math.round(view.latencyMs)) })}
        </Text>
        {view.stale && hasFrame ? <Badge appearance="filled" color="danger">{t('camera.stale')}</Badge> : null}
      </div>
    </section>
  );
}
