import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';
import { rectBetween, type Point, type Rect } from './inspectionSettings.js';

const useStyles = makeStyles({
  canvas: { display: 'block', width: '100%', maxWidth: '32rem', height: 'auto', border: `1px solid ${tokens.colorNeutralStroke1}`, touchAction: 'none', cursor: 'crosshair' },
});

/** Something drawn over the picture: a marker outline with its label, or a rectangle. */
export type Overlay = { kind: 'polygon'; points: Point[]; label: string; color: string } | { kind: 'rect'; rect: Rect; label: string; color: string };

/**
 * A picture with overlays drawn over it, where the user may drag a rectangle (when `onDraw` is
 * given); positions are in the picture's own pixels whatever size it is shown at.
 */
export function PictureCanvas({ image, overlays, onDraw, label, testId }: { image: ImageData; overlays: Overlay[]; onDraw?: (rect: Rect) => void; label: string; testId: string }) {
  const styles = useStyles();
  const ref = useRef<HTMLCanvasElement>(null);
  const [drag, setDrag] = useState<{ from: Point; to: Point } | null>(null);

  useEffect(() => {
    const context = ref.current?.getContext('2d');
    if (!context) return;
    context.putImageData(image, 0, 0);
    const all: Overlay[] = drag ? [...overlays, { kind: 'rect', rect: rectBetween(drag.from, drag.to, image.width, image.height), label: '', color: '#ffb900' }] : overlays;
    context.lineWidth = 2;
    context.font = '12px sans-serif';
    for (const overlay of all) {
      context.strokeStyle = overlay.color;
      context.fillStyle = overlay.color;
      context.beginPath();
      if (overlay.kind === 'rect') context.rect(overlay.rect.x, overlay.rect.y, overlay.rect.width, overlay.rect.height);
      else overlay.points.forEach((p, i) => (i === 0 ? context.moveTo(p.x, p.y) : context.lineTo(p.x, p.y)));
      context.closePath();
      context.stroke();
      const at = overlay.kind === 'rect' ? overlay.rect : overlay.points[0]!;
      if (overlay.label) context.fillText(overlay.label, at.x + 2, Math.max(12, at.y - 3));
    }
  }, [image, overlays, drag]);

  const toPicture = (event: PointerEvent<HTMLCanvasElement>): Point => {
    const box = event.currentTarget.getBoundingClientRect();
    return { x: ((event.clientX - box.left) / box.width) * image.width, y: ((event.clientY - box.top) / box.height) * image.height };
  };
  return (
    <canvas
      ref={ref}
      className={styles.canvas}
      width={image.width}
      height={image.height}
      role="img"
      aria-label={label}
      data-testid={testId}
      onPointerDown={onDraw ? (event) => { event.currentTarget.setPointerCapture(event.pointerId); const p = toPicture(event); setDrag({ from: p, to: p }); } : undefined}
      onPointerMove={onDraw ? (event) => drag && setDrag({ ...drag, to: toPicture(event) }) : undefined}
      onPointerUp={onDraw ? (event) => {
        if (!drag) return;
        const rect = rectBetween(drag.from, toPicture(event), image.width, image.height);
        setDrag(null);
        if (rect.width > 2 && rect.height > 2) onDraw(rect);
      } : undefined}
    />
  );
}
