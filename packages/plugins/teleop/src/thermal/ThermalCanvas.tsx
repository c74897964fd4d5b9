import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { useT } from '@fleetdeck/sdk';
import { Thermal } from '@fleetdeck/model';
import { areaFromDrag, type ThermalArea } from './thermalAreas.js';

const useStyles = makeStyles({
  stage: {
    position: 'relative',
    width: '100%',
    maxWidth: '24rem',
    aspectRatio: `${Thermal.width} / ${Thermal.height}`,
    backgroundColor: tokens.colorNeutralBackground4,
    border: `1px solid ${tokens.colorNeutralStroke1}`,
  },
  layer: { position: 'absolute', inset: 0, width: '100%', height: '100%' },
  svg: { touchAction: 'none', cursor: 'crosshair' },
  empty: { position: 'absolute', inset: 0, display: 'flex', alignItems: 'center', justifyContent: 'center', padding: tokens.spacingHorizontalM, textAlign: 'center' },
});

/** Draws the frame's JPEG into the 256x192 canvas, or clears it when there is none. */
function useFramePainter(frameUrl: string | undefined) {
  const canvasRef = useRef<HTMLCanvasElement | null>(null);
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    const context = canvasRef.current?.getContext('2d');
    if (!context) return undefined;
    context.clearRect(0, 0, Thermal.width, Thermal.height);
    setPainted(false);
    if (!frameUrl) return undefined;
    let current = true;
    const image = new Image();
    image.onload = () => {
      if (!current) return;
      context.drawImage(image, 0, 0, Thermal.width, Thermal.height);
      setPainted(true);
    };
    image.src = frameUrl;
    return () => {
      current = false;
    };
  }, [frameUrl]);
  return { canvasRef, painted };
}

/**
 * The robot's 256x192 thermal frame with the areas over it; dragging draws a new area's rectangle.
 * `emptyText` shows while there is no frame to draw.
 */
export function ThermalCanvas({ areas, draft, onDraw, frameUrl, emptyText }: {
  areas: ThermalArea[];
  draft: ThermalArea | null;
  onDraw: (area: Omit<ThermalArea, 'name'>) => void;
  frameUrl: string | undefined;
  emptyText: string;
}) {
  const styles = useStyles();
  const t = useT();
  const svgRef = useRef<SVGSVGElement | null>(null);
  const [start, setStart] = useState<{ x: number; y: number } | null>(null);
  const { canvasRef, painted } = useFramePainter(frameUrl);

  const toImage = (event: PointerEvent<SVGSVGElement>) => {
    const box = svgRef.current?.getBoundingClientRect();
    if (!box || box.width === 0 || box.height === 0) return { x: 0, y: 0 };
    return { x: ((event.clientX - box.left) / box.width) * Thermal.width, y: ((event.clientY - box.top) / box.height) * Thermal.height };
  };
  const draw = (event: PointerEvent<SVGSVGElement>) => {
    if (!start) return;
    const { name: _name, ...rect } = areaFromDrag('', start, toImage(event));
    onDraw(rect);
  };

  return (
    <div className={styles.stage}>
      <canvas
        ref={canvasRef}
        className={styles.layer}
        width={Thermal.width}
        height={Thermal.height}
        aria-hidden
        data-testid="thermal-frame"
        data-painted={painted}
      />
      {painted ? null : <Text className={styles.empty}>{emptyText}</Text>}
      <svg
        ref={svgRef}
        className={`${styles.layer} ${styles.svg}`}
        viewBox={`0 0 ${Thermal.width} ${Thermal.height}`}
        role="img"
        aria-label={t('thermal.canvas')}
        onPointerDown={(event) => {
          event.currentTarget.setPointerCapture(event.pointerId);
          setStart(toImage(event));
        }}
        onPointerMove={draw}
        onPointerUp={(event) => {
          draw(event);
          setStart(null);
        }}
      >
        {areas.map((area) => (
          <g key={area.name}>
            <rect x={area.x} y={area.y} width={area.width} height={area.height} fill="none" stroke="#ffffff" strokeWidth={1.5} />
            <rect x={area.x} y={area.y} width={area.width} height={area.height} fill="none" stroke="#000000" strokeWidth={0.5} />
            <text x={area.x + 2} y={area.y + 10} fontSize={9} fill="#ffffff" stroke="#000000" strokeWidth={0.3}>{area.name}</text>
          </g>
        ))}
        {draft ? (
          <rect x={draft.x} y={draft.y} width={draft.width} height={draft.height} fill="none" stroke="#ffffff" strokeDasharray="4 2" strokeWidth={1.5} />
        ) : null}
      </svg>
    </div>
  );
}
