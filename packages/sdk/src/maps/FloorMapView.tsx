import type { FloorMapAnswer, PlanePoint } from '@fleetdeck/model';
import { useEffect, useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import { useApiObjectUrl } from '../data/useApiObjectUrl.js';
import { useQuery } from '../data/useQuery.js';
import { BLANK_FLOOR_FRAME, drawFloorMap, fitFloor, markerAt, type DrawnMarker } from './drawFloorMap.js';
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

function useFloorImage(floorId: number, fileId: number | null | undefined): HTMLImageElement | undefined {
  // The stored image's id in the address makes a new upload a new image, past the browser's cache.
  const { url } = useApiObjectUrl(fileId == null ? null : `/floors/${floorId}/map/image.png?v=${fileId}`);
  const [image, setImage] = useState<HTMLImageElement>();
  useEffect(() => {
    setImage(undefined);
    if (!url) return;
    const element = new window.Image();
    element.onload = () => setImage(element);
    element.src = url;
    return () => {
      element.onload = null;
    };
  }, [url]);
  return image;
}

/**
 * A floor's robot map (as uploaded in the map editor; a metre grid before one is) with robots on it,
 * drawn on one canvas: each robot an arrow head facing its heading in its condition's colour,
 * gliding between its 1 Hz reports, its name on hover; a click on one calls `onRobotClick`. Meant for
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
  const image = useFloorImage(floorId, answer.data?.mapFileId);
  const glides = useRef(new Map<number, MarkerGlide>());
  const reported = useRef(new Map<number, MapPose>());
  const points = useRef<ReadonlyMap<number, PlanePoint>>(new Map());
  const [hover, setHover] = useState<{ id: number; at: PlanePoint }>();
  const [frameRequest, setFrameRequest] = useState(0);

  // A new report starts a glide from where the marker is drawn now.
  useEffect(() => {
    const now = performance.now();
    const seen = new Set<number>();
    for (const robot of robots) {
      seen.add(robot.id);
      if (reported.current.get(robot.id) === robot.pose) continue;
      reported.current.set(robot.id, robot.pose);
      glides.current.set(robot.id, glideTo(glides.current.get(robot.id), robot.pose, now));
    }
    for (const id of [...glides.current.keys()]) {
      if (!seen.has(id)) {
        glides.current.delete(id);
        reported.current.delete(id);
      }
    }
    setFrameRequest((n) => n + 1);
  }, [robots]);

  // Draws while any marker glides, then rests until the next report, resize or new map.
  useEffect(() => {
    const canvas = canvasRef.current;
    const ctx = canvas?.getContext('2d');
    if (!canvas || !ctx || size.width === 0 || size.height === 0) return;
    const ratio = window.devicePixelRatio || 1;
    canvas.width = size.width * ratio;
    canvas.height = size.height * ratio;
    const view = fitFloor(frame, size);
    const colours = new Map(robots.map((robot) => [robot.id, robot.colour]));
    let request = 0;
    const draw = () => {
      const now = performance.now();
      let moving = false;
      const markers: DrawnMarker[] = [];
      for (const [id, glide] of glides.current) {
        markers.push({ id, pose: poseAt(glide, now), colour: colours.get(id) ?? '#616161' });
        moving ||= gliding(glide, now);
      }
      ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
      points.current = drawFloorMap(ctx, { frame, view, image, markers, route, goal, width: size.width, height: size.height });
      request = moving ? requestAnimationFrame(draw) : 0;
    };
    draw();
    return () => cancelAnimationFrame(request);
  }, [frameRequest, size, frame, image, route, goal, robots]);

  const pointer = (event: React.MouseEvent<HTMLCanvasElement>): PlanePoint => {
    const box = event.currentTarget.getBoundingClientRect();
    return { x: event.clientX - box.left, y: event.clientY - box.top };
  };
  const hovered = hover ? robots.find((robot) => robot.id === hover.id) : undefined;

  return (
    <div ref={boxRef} className={className} style={{ position: 'relative', overflow: 'hidden', ...style }} data-testid="floor-map-view">
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
