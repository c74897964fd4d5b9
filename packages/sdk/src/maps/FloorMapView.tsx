import type { FloorMapAnswer, PlanePoint } from '@fleetdeck/model';
import { useEffect, useId, useLayoutEffect, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { useQuery } from '../data/useQuery.js';
import { useT } from '../i18n/useT.js';
import { BLANK_FLOOR_FRAME, drawFloorMap, fitFloor, markerAt, type DrawnMarker } from './drawFloorMap.js';
import { useFloorMapImage } from './useFloorMapImage.js';
import { glideTo, gliding, poseAt, type MapPose, type MarkerGlide } from './markerMotion.js';

/**
 * One robot on a floor map: its id, name (shown on hover), reported pose and the colour of its
 * condition.
 *
 * @group Live robots
 * @example
 * ```ts
 * const marker: FloorMapRobot = { id: robot.robotId, name: robot.name, pose: robot.telemetry.pose, colour: '#107c10' };
 * ```
 */
export interface FloorMapRobot {
  id: number;
  name: string;
  pose: MapPose;
  colour: string;
}

/**
 * Props of `FloorMapView`.
 *
 * @group Live robots
 * @example
 * ```tsx
 * const props: FloorMapViewProps = { floorId: 3, robots: [], label: 'Robots on 1F', route: [{ x: 0, y: 0 }, { x: 4, y: 2 }], goal: { x: 4, y: 2 } };
 * return <FloorMapView {...props} />;
 * ```
 */
export interface FloorMapViewProps {
  floorId: number;
  robots: readonly FloorMapRobot[];
  /** The accessible name of the map picture. */
  label: string;
  /** A route to draw (metres in the map frame), e.g. the running flow's waypoints. */
  route?: readonly PlanePoint[];
  /** Where the robot is heading. */
  goal?: PlanePoint;
  /** A click on a marker. */
  onRobotClick?: (id: number) => void;
  style?: CSSProperties;
  className?: string;
}

// Read by screen readers, not drawn (the map shows the same on the canvas).
const VISUALLY_HIDDEN: CSSProperties = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' };

function useBoxSize(ref: React.RefObject<HTMLElement | null>): { width: number; height: number } {
  const [size, setSize] = useState({ width: 0, height: 0 });
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setSize({ width: Math.floor(entry.contentRect.width), height: Math.floor(entry.contentRect.height) });
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return size;
}

/**
 * A floor's robot map (as uploaded in the map editor; a metre grid before one is) with robots on it,
 * drawn on one canvas: each robot an arrow head facing its heading in its condition's colour,
 * gliding between its 1 Hz reports, its name on hover; a click on one calls `onRobotClick` (by keyboard: arrows choose a robot, Enter opens it). Meant for
 * thousands of robots: one draw a frame, markers of one colour filled together.
 *
 * @group Live robots
 * @example
 * ```tsx
 * const { robots } = useLiveRobots([buildingId]);
 * const here = robots.flatMap((r) => (r.telemetry?.floorId === floorId ? [{ id: r.robotId, name: r.name, pose: r.telemetry.pose, colour: '#0f6cbd' }] : []));
 * return <FloorMapView floorId={floorId} robots={here} label="Robots on 1F" onRobotClick={openCard} style={{ height: 480 }} />;
 * ```
 */
export function FloorMapView({ floorId, robots, label, route, goal, onRobotClick, style, className }: FloorMapViewProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const size = useBoxSize(boxRef);
  const answer = useQuery<FloorMapAnswer>(`/floors/${floorId}/map`);
  const frame = answer.data?.map ?? BLANK_FLOOR_FRAME;
  // Always drawn fitted to its box: a large map's preview (at most 1,024 px a side) is as sharp as it gets here.
  const image = useFloorMapImage(floorId, answer.data?.mapFileId, { previewFileId: answer.data?.mapPreviewFileId, detail: 'preview' });
  const glides = useRef(new Map<number, MarkerGlide>());
  const reported = useRef(new Map<number, MapPose>());
  const points = useRef<ReadonlyMap<number, PlanePoint>>(new Map());
  const [hover, setHover] = useState<{ id: number; at: PlanePoint }>();
  const colours = useRef(new Map<number, string>());
  // Set when something new must be drawn; the frame loop draws then, and on every frame a marker glides.
  const dirty = useRef(true);
  const scene = useRef({ frame, image, route, goal });
  scene.current = { frame, image, route, goal };

  // A new report starts a glide from where the marker is drawn now.
  useEffect(() => {
    const now = performance.now();
    const seen = new Set<number>();
    for (const robot of robots) {
      seen.add(robot.id);
      colours.current.set(robot.id, robot.colour);
      if (reported.current.get(robot.id) === robot.pose) continue;
      reported.current.set(robot.id, robot.pose);
      glides.current.set(robot.id, glideTo(glides.current.get(robot.id), robot.pose, now));
    }
    if (seen.size !== glides.current.size) {
      for (const id of [...glides.current.keys()]) {
        if (seen.has(id)) continue;
        glides.current.delete(id);
        reported.current.delete(id);
        colours.current.delete(id);
      }
    }
    dirty.current = true;
  }, [robots]);

  useEffect(() => {
    dirty.current = true;
  }, [frame, image, route, goal]);

  // One frame loop for the view's life: it draws when something changed or a marker glides, so a
  // report (thousands a second in a large fleet) costs a map entry, not a restarted loop.
  useEffect(() => {
    const canvas = canvasRef.current;
    const ctx = canvas?.getContext('2d');
    if (!canvas || !ctx || size.width === 0 || size.height === 0) return;
    const ratio = window.devicePixelRatio || 1;
    canvas.width = size.width * ratio;
    canvas.height = size.height * ratio;
    dirty.current = true;
    let request = 0;
    let moving = false;
    const draw = () => {
      request = requestAnimationFrame(draw);
      if (!dirty.current && !moving) return;
      dirty.current = false;
      const now = performance.now();
      moving = false;
      const markers: DrawnMarker[] = [];
      for (const [id, glide] of glides.current) {
        markers.push({ id, pose: poseAt(glide, now), colour: colours.current.get(id) ?? '#616161' });
        moving ||= gliding(glide, now);
      }
      const { frame: shown, image: picture, route: path, goal: target } = scene.current;
      ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
      points.current = drawFloorMap(ctx, { frame: shown, view: fitFloor(shown, size), image: picture, markers, route: path, goal: target, width: size.width, height: size.height });
    };
    request = requestAnimationFrame(draw);
    return () => cancelAnimationFrame(request);
  }, [size]);

  const pointer = (event: React.MouseEvent<HTMLCanvasElement>): PlanePoint => {
    const box = event.currentTarget.getBoundingClientRect();
    return { x: event.clientX - box.left, y: event.clientY - box.top };
  };
  const hovered = hover ? robots.find((robot) => robot.id === hover.id) : undefined;

  // Keyboard: with a click handler the map takes the focus; arrows choose a robot (by name), Enter or Space opens it.
  const t = useT();
  const hintId = useId();
  // The robot chosen by keyboard, with its place in the name order when it was chosen (what is announced).
  const [chosen, setChosen] = useState<{ id: number; index: number; count: number }>();
  const choose = (by: number) => {
    // Sorted on a key press, not on every report: thousands of names would cost each frame.
    const byName = [...robots].sort((a, b) => a.name.localeCompare(b.name));
    if (byName.length === 0) return;
    const at = chosen === undefined ? -1 : byName.findIndex((robot) => robot.id === chosen.id);
    const index = at === -1 ? (by > 0 ? 0 : byName.length - 1) : (at + by + byName.length) % byName.length;
    const robot = byName[index];
    if (!robot) return;
    setChosen({ id: robot.id, index, count: byName.length });
    const point = points.current.get(robot.id);
    setHover(point ? { id: robot.id, at: point } : undefined);
  };
  const chosenRobot = chosen === undefined ? undefined : robots.find((robot) => robot.id === chosen.id);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const key = event.key;
    if (key === 'ArrowRight' || key === 'ArrowDown') choose(1);
    else if (key === 'ArrowLeft' || key === 'ArrowUp') choose(-1);
    else if ((key === 'Enter' || key === ' ') && chosenRobot) onRobotClick?.(chosenRobot.id);
    else if (key === 'Escape') {
      setChosen(undefined);
      setHover(undefined);
    } else return;
    event.preventDefault();
  };
  const keyboard = onRobotClick
    ? { tabIndex: 0, role: 'application', 'aria-label': label, 'aria-describedby': hintId, onKeyDown, onBlur: () => setHover(undefined) }
    : {};

  return (
    <div ref={boxRef} className={className} style={{ position: 'relative', overflow: 'hidden', ...style }} data-testid="floor-map-view" {...keyboard}>
      {onRobotClick ? (
        <>
          <span id={hintId} style={VISUALLY_HIDDEN}>{t('common:floorMap.robotKeys')}</span>
          <span aria-live="polite" style={VISUALLY_HIDDEN}>
            {chosenRobot && chosen ? t('common:floorMap.robotChosen', { name: chosenRobot.name, index: chosen.index + 1, count: chosen.count }) : ''}
          </span>
        </>
      ) : null}
      <canvas
        ref={canvasRef}
        role="img"
        aria-label={label}
        style={{ width: '100%', height: '100%', display: 'block', cursor: hovered && onRobotClick ? 'pointer' : 'default' }}
        onMouseMove={(event) => {
          const at = pointer(event);
          const id = markerAt(points.current, at);
          setHover(id === undefined ? undefined : { id, at });
        }}
        onMouseLeave={() => setHover(undefined)}
        onClick={(event) => {
          const id = markerAt(points.current, pointer(event));
          if (id !== undefined) onRobotClick?.(id);
        }}
      />
      {hovered && hover ? (
        <div
          role="tooltip"
          style={{ position: 'absolute', left: hover.at.x + 12, top: hover.at.y + 12, padding: '2px 6px', borderRadius: 4, background: 'rgba(36, 36, 36, 0.9)', color: '#ffffff', fontSize: 12, pointerEvents: 'none', whiteSpace: 'nowrap' }}
        >
          {hovered.name}
        </div>
      ) : null}
    </div>
  );
}
