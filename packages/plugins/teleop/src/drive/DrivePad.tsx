import type { KeyboardEvent, PointerEvent } from 'react';
import { Button, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useT } from '@fleetdeck/sdk';
import type { DriveDirection } from './driveScheduler.js';
import type { Driving } from './useDriving.js';

const useStyles = makeStyles({
  pad: {
    display: 'grid',
    // Each column is at least as wide as its label ("Backward" did not fit a fixed 6rem).
    gridTemplateColumns: 'repeat(3, minmax(max-content, 1fr))',
    gridTemplateAreas: '". forward ." "left . right" ". backward ."',
    gap: tokens.spacingHorizontalS,
    maxWidth: '24rem',
    touchAction: 'none',
    userSelect: 'none',
  },
  button: { minWidth: 0, paddingInline: tokens.spacingHorizontalM },
  forward: { gridArea: 'forward' },
  backward: { gridArea: 'backward' },
  left: { gridArea: 'left' },
  right: { gridArea: 'right' },
});

/** On-screen drive buttons: hold with a pointer (or Enter on a focused button) to drive, let go to stop. */
export function DrivePad({ driving, locked }: { driving: Driving; locked: boolean }) {
  const styles = useStyles();
  const t = useT();
  const button = (direction: DriveDirection) => {
    const source = `button-${direction}`;
    const down = (event: PointerEvent<HTMLButtonElement>) => {
      // Capture keeps the release coming to this button even when the pointer slides off it.
      event.currentTarget.setPointerCapture(event.pointerId);
      driving.press(source, direction);
    };
    const up = () => driving.release(source);
    const keyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
      if (event.key === 'Enter' && !event.repeat) driving.press(source, direction);
    };
    const keyUp = (event: KeyboardEvent<HTMLButtonElement>) => {
      if (event.key === 'Enter') driving.release(source);
    };
    return (
      <Button
        className={mergeClasses(styles.button, styles[direction])}
        size="large"
        disabled={locked}
        aria-pressed={driving.directions.includes(direction)}
        onPointerDown={down}
        onPointerUp={up}
        onPointerCancel={up}
        onLostPointerCapture={up}
        onKeyDown={keyDown}
        onKeyUp={keyUp}
        onBlur={up}
      >
        {t(`drive.${direction}`)}
      </Button>
    );
  };
  return (
    <div className={styles.pad} role="group" aria-label={t('drive.region')}>
      {button('forward')}
      {button('left')}
      {button('right')}
      {button('backward')}
    </div>
  );
}
