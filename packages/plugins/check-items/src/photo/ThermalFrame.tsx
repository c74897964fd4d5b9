import { useEffect, useRef, useState } from 'react';
import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { Thermal, type ThermalColorMap } from '@fleetdeck/model';
import { applyColorMap, colorTable } from './thermalColorMap.js';

const useStyles = makeStyles({
  canvas: {
    display: 'block',
    width: '100%',
    maxWidth: '32rem',
    aspectRatio: `${Thermal.width} / ${Thermal.height}`,
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    backgroundColor: tokens.colorNeutralBackground4,
  },
});

/**
 * A thermal camera's picture drawn on its 256 × 192 frame in a colour map: the JPEG's brightness
 * is the temperature level, painted with the map's colours.
 */
export function ThermalFrame({ url, colorMap, label, failedText }: { url: string; colorMap: ThermalColorMap; label: string; failedText: string }) {
  const styles = useStyles();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [failed, setFailed] = useState(false);
  const [drawn, setDrawn] = useState(false);

  useEffect(() => {
    let current = true;
    setFailed(false);
    setDrawn(false);
    const image = new Image();
    image.onload = () => {
      const context = canvasRef.current?.getContext('2d', { willReadFrequently: true });
      if (!current || !context) return;
      context.drawImage(image, 0, 0, Thermal.width, Thermal.height);
      const frame = context.getImageData(0, 0, Thermal.width, Thermal.height);
      applyColorMap(frame.data, colorTable(colorMap));
      context.putImageData(frame, 0, 0);
      setDrawn(true);
    };
    image.onerror = () => {
      if (current) setFailed(true);
    };
    image.src = url;
    return () => {
      current = false;
    };
  }, [url, colorMap]);

  if (failed) return <Text>{failedText}</Text>;
  return (
    <canvas ref={canvasRef} className={styles.canvas} width={Thermal.width} height={Thermal.height} role="img" aria-label={label}
      data-testid="thermal-frame" data-color-map={colorMap} data-drawn={drawn ? 'true' : 'false'} />
  );
}
