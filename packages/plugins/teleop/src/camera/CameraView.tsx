import type { ReactNode } from 'react';
import { Badge, Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useT, type RobotCameraView } from '@fleetdeck/sdk';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', minHeight: 0, minWidth: 0 },
  fillRoot: { height: '100%' },
  frame: {
    position: 'relative',
    backgroundColor: tokens.colorNeutralBackgroundInverted,
    border: `2px solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    overflow: 'hidden',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
  },
  fixedFrame: { aspectRatio: '16 / 10', maxWidth: '40rem' },
  // Fills the box its page gives it; the picture keeps its proportions inside.
  fillFrame: { flexGrow: 1, minHeight: 0, boxSizing: 'border-box' },
  staleFrame: { border: `2px solid ${tokens.colorPaletteRedBorder2}` },
  image: { width: '100%', height: '100%', objectFit: 'contain' },
  staleImage: { opacity: 0.5 },
  waiting: { color: tokens.colorNeutralForegroundInverted },
  latency: {
    position: 'absolute',
    top: tokens.spacingVerticalS,
    right: tokens.spacingHorizontalS,
    display: 'flex',
    gap: tokens.spacingHorizontalS,
    alignItems: 'center',
    padding: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusMedium,
    maxWidth: '60%',
    flexWrap: 'wrap',
    backgroundColor: 'rgba(0, 0, 0, 0.72)',
    color: '#ffffff',
  },
});

/**
 * The robot's camera picture with its latency (ms) over it and a clear stale state. `overlay` is
 * drawn over the picture too (teleop puts Stop and the robot's state there); `fill` makes the
 * picture take the whole box its page gives it instead of a fixed 16:10 one.
 */
export function CameraView({ view, name, overlay, fill = false }: { view: RobotCameraView; name: string; overlay?: ReactNode; fill?: boolean }) {
  const styles = useStyles();
  const t = useT();
  const hasFrame = view.frameUrl !== undefined;
  return (
    <section className={mergeClasses(styles.root, fill && styles.fillRoot)} aria-label={t('camera.region')}>
      <div
        className={mergeClasses(styles.frame, fill ? styles.fillFrame : styles.fixedFrame, view.stale && styles.staleFrame)}
        data-testid="camera-frame"
        data-stale={view.stale}
      >
        {hasFrame ? (
          <img className={mergeClasses(styles.image, view.stale && styles.staleImage)} src={view.frameUrl} alt={t('camera.view', { name })} />
        ) : (
          <Text className={styles.waiting}>{t('camera.waiting')}</Text>
        )}
        <div className={styles.latency} role="status" aria-live="off">
          <Text data-testid="camera-latency">
            {view.latencyMs === undefined ? t('camera.noLatency') : t('camera.latency', { ms: Math.max(0, Math.round(view.latencyMs)) })}
          </Text>
          {view.stale && hasFrame ? <Badge appearance="filled" color="danger">{t('camera.stale')}</Badge> : null}
        </div>
        {overlay}
      </div>
    </section>
  );
}
