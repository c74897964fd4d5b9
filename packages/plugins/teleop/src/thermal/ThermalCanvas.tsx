import { useRef, useState, type PointerEvent } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';
import { useT } from '@fleetdeck/sdk';
import { Thermal } from '@fleetdeck/model';
import { areaFromDrag, type ThermalArea } from './thermalAreas.js';

const useStyles = makeStyles({
  svg: {
    width: '100%',
    maxWidth: '24rem',
    aspectRatio: `${Thermal.width} / ${Thermal.height}`,
    backgroundColor: tokens.colorNeutralBackground4,
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    touchAction: 'none',
    cursor: 'crosshair',
  },
});

/** The 256x192 thermal image frame with its areas; dragging draws a new area's rectangle. */
export function ThermalCanvas({ areas, draft, onDraw }: { areas: ThermalArea[]; draft: ThermalArea | null; onDraw: (area: Omit<ThermalArea, 'name'>) => void }) {
  const styles = useStyles();
  const t = useT();
  const svgRef = useRef<SVGSVGElement | null>(null);
  const [start, setStart] = useState<{ x: number; y: number } | null>(null);

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
    <svg
      ref={svgRef}
      className={styles.svg}
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
          <rect x={area.x} y={area.y} width={area.width} height={area.height} fill="none" stroke={tokens.colorPaletteRedBorder2} strokeWidth={1.5} />
          <text x={area.x + 2} y={area.y + 10} fontSize={9} fill={tokens.colorNeutralForeground1}>{area.name}</text>
        </g>
      ))}
      {draft ? (
        <rect x={draft.x} y={draft.y} width={draft.width} height={draft.height} fill="none" stroke={tokens.colorBrandStroke1} strokeDasharray="4 2" strokeWidth={1.5} />
      ) : null}
    </svg>
  );
}
