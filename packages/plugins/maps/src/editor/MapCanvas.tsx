import type { RobotLiveState } from '@fleetdeck/model';
import type Konva from 'konva';
import { Arrow, Circle, Group, Image as KonvaImage, Layer, Line, Rect, Stage, Text } from 'react-konva';
import { memo, useMemo, useRef } from 'react';
import type { EditorRoute } from './editorLayout.js';
import type { EditorLayout, EditorWaypoint } from './editorLayout.js';
import { areaFill, areaStroke, gridStroke, robotFill, routeStroke, selectedStroke, waypointFill } from './editorColours.js';
import { usePinchZoom } from './usePinchZoom.js';
import { fromImage, toImage, zoomAt, ZOOM_STEP, type MapFrame, type View } from './viewTransform.js';

/** What the canvas reports; positions are metres in the map frame. A map only shown (pose editor, spatial view) leaves out the editing events. */
export interface MapCanvasEvents {
  /** A click on the map itself (not on an item). */
  onMapClick?: (point: { x: number; y: number }) => void;
  /** A click on a waypoint or route; `additive` with Shift or Ctrl held. */
  onItemClick?: (key: string, additive: boolean) => void;
  /** A waypoint was dragged to a point. */
  onWaypointDrop?: (key: string, point: { x: number; y: number }) => void;
  /** A waypoint's heading handle was turned towards a point. */
  onHeadingDrop?: (key: string, towards: { x: number; y: number }) => void;
  onView: (view: View) => void;
  /** An area was dragged by a distance in metres. */
  onAreaDrop?: (key: string, dx: number, dy: number) => void;
}

const NOTHING_SELECTED: ReadonlySet<string> = new Set();

/** Props of `MapCanvas`. */
export interface MapCanvasProps extends MapCanvasEvents {
  width: number;
  height: number;
  frame: MapFrame;
  image: HTMLImageElement | undefined;
  layout: EditorLayout;
  /** Selected item keys; none when left out. */
  selection?: ReadonlySet<string>;
  view: View;
  editable: boolean;
  robots: readonly RobotLiveState[];
  /** The waypoint a route being drawn starts from. */
  routeStart?: string;
  /** Whether areas can be selected and moved (editor/v1_5 and v2); otherwise they are only drawn. */
  editAreas?: boolean;
  /** Corners of an area being drawn, in metres. */
  draftArea?: readonly { x: number; y: number }[];
  /**
   * Drag-and-turn (editor/pose): press where the robot is, drag towards where it faces, release.
   * The stage then does not pan on drag; `pose` is the pending pose drawn as a marker.
   */
  onPoseGesture?: (at: { x: number; y: number }, towards: { x: number; y: number }) => void;
  pose?: { x: number; y: number; yaw: number };
}

const WAYPOINT_RADIUS = 9;
const HANDLE_DISTANCE = 26;

function BlankGrid({ frame }: { frame: MapFrame }) {
  // One line a metre on the blank sheet, so distances read before a robot map is uploaded.
  const step = 1 / frame.resolution;
  const lines = useMemo(() => {
    const out: number[][] = [];
    for (let x = 0; x <= frame.width; x += step) out.push([x, 0, x, frame.height]);
    for (let y = 0; y <= frame.height; y += step) out.push([0, y, frame.width, y]);
    return out;
  }, [frame.width, frame.height, step]);
  return (
    <>
      <Rect width={frame.width} height={frame.height} fill="#ffffff" />
      {lines.map((points, i) => <Line key={i} points={points} stroke={gridStroke} strokeWidth={1} listening={false} />)}
    </>
  );
}

const WaypointShape = memo(function WaypointShape({ waypoint, frame, scale, selected, start, editable, events }: {
  waypoint: EditorWaypoint;
  frame: MapFrame;
  scale: number;
  selected: boolean;
  start: boolean;
  editable: boolean;
  events: Pick<MapCanvasEvents, 'onItemClick' | 'onWaypointDrop' | 'onHeadingDrop'>;
}) {
  const at = toImage(frame, waypoint);
  const radius = WAYPOINT_RADIUS / scale;
  const yaw = (waypoint.yaw * Math.PI) / 180 - frame.origin.yaw;
  // Image rows grow downwards, so a heading's y turns over.
  const handle = { x: Math.cos(yaw) * (HANDLE_DISTANCE / scale), y: -Math.sin(yaw) * (HANDLE_DISTANCE / scale) };
  return (
    <Group
      x={at.x}
      y={at.y}
      draggable={editable}
      name={`waypoint:${waypoint.key}`}
      onClick={(e) => {
        e.cancelBubble = true;
        events.onItemClick?.(waypoint.key, e.evt.shiftKey || e.evt.ctrlKey || e.evt.metaKey);
      }}
      onTap={(e) => {
        e.cancelBubble = true;
        events.onItemClick?.(waypoint.key, false);
      }}
      onDragEnd={(e) => {
        if (e.target !== e.currentTarget) return;
        e.cancelBubble = true;
        events.onWaypointDrop?.(waypoint.key, fromImage(frame, e.target.position()));
        // React sets the new (snapped) place; a drop that snaps back to where it was must not stay displaced.
        e.target.position(at);
      }}
    >
      <Line points={[0, 0, handle.x, handle.y]} stroke={selected ? selectedStroke : '#424242'} strokeWidth={2 / scale} listening={false} />
      <Circle radius={radius} fill={waypointFill[waypoint.type] ?? waypointFill[1]} stroke={selected || start ? selectedStroke : '#ffffff'} strokeWidth={(selected || start ? 3 : 1.5) / scale} />
      <Text text={waypoint.name} x={radius * 1.3} y={-radius * 2.2} fontSize={12 / scale} fill="#242424" listening={false} />
      {selected && editable ? (
        <Circle
          x={handle.x}
          y={handle.y}
          radius={5 / scale}
          fill="#ffffff"
          stroke={selectedStroke}
          strokeWidth={2 / scale}
          draggable
          name={`heading:${waypoint.key}`}
          onDragEnd={(e) => {
            e.cancelBubble = true;
            const local = e.target.position();
            e.target.position(handle);
            events.onHeadingDrop?.(waypoint.key, fromImage(frame, { x: at.x + local.x, y: at.y + local.y }));
          }}
        />
      ) : null}
    </Group>
  );
});

type ItemEvents = Required<Pick<MapCanvasEvents, 'onItemClick' | 'onWaypointDrop' | 'onHeadingDrop'>>;

/** Every route as an arrow (both heads when two-way); re-rendered only when the routes, zoom or selection change, not on a pan. */
const RouteArrows = memo(function RouteArrows({ routes, byKey, frame, scale, selection, onItemClick }: {
  routes: readonly EditorRoute[];
  byKey: ReadonlyMap<string, EditorWaypoint>;
  frame: MapFrame;
  scale: number;
  selection: ReadonlySet<string>;
  onItemClick: ItemEvents['onItemClick'];
}) {
  return (
    <>
      {routes.map((route) => {
        const from = byKey.get(route.from);
        const to = byKey.get(route.to);
        if (!from || !to) return null;
        const a = toImage(frame, from);
        const b = toImage(frame, to);
        const selected = selection.has(route.key);
        const stroke = selected ? selectedStroke : routeStroke;
        return (
          <Arrow
            key={route.key}
            points={[a.x, a.y, b.x, b.y]}
            stroke={stroke}
            fill={stroke}
            strokeWidth={(selected ? 4 : 2.5) / scale}
            hitStrokeWidth={12 / scale}
            pointerLength={10 / scale}
            pointerWidth={8 / scale}
            pointerAtBeginning={route.twoWay}
            name={`route:${route.key}`}
            onClick={(e: Konva.KonvaEventObject<MouseEvent>) => {
              e.cancelBubble = true;
              onItemClick(route.key, e.evt.shiftKey || e.evt.ctrlKey || e.evt.metaKey);
            }}
          />
        );
      })}
    </>
  );
});

/** Every waypoint; re-rendered only when the waypoints, zoom, selection or mode change, not on a pan. */
const WaypointShapes = memo(function WaypointShapes({ waypoints, frame, scale, selection, routeStart, editable, events }: {
  waypoints: readonly EditorWaypoint[];
  frame: MapFrame;
  scale: number;
  selection: ReadonlySet<string>;
  routeStart: string | undefined;
  editable: boolean;
  events: ItemEvents;
}) {
  return (
    <>
      {waypoints.map((waypoint) => (
        <WaypointShape
          key={waypoint.key}
          waypoint={waypoint}
          frame={frame}
          scale={scale}
          selected={selection.has(waypoint.key)}
          start={routeStart === waypoint.key}
          editable={editable}
          events={events}
        />
      ))}
    </>
  );
});

function PoseMarker({ pose, frame, scale }: { pose: { x: number; y: number; yaw: number }; frame: MapFrame; scale: number }) {
  const at = toImage(frame, pose);
  const length = 30 / scale;
  const turn = pose.yaw - frame.origin.yaw;
  return (
    <Group x={at.x} y={at.y}>
      <Circle radius={8 / scale} stroke={selectedStroke} strokeWidth={3 / scale} />
      <Arrow points={[0, 0, Math.cos(turn) * length, -Math.sin(turn) * length]} stroke={selectedStroke} fill={selectedStroke} strokeWidth={3 / scale} pointerLength={8 / scale} pointerWidth={8 / scale} />
    </Group>
  );
}

function RobotMarker({ robot, frame, scale }: { robot: RobotLiveState; frame: MapFrame; scale: number }) {
  const pose = robot.telemetry?.pose;
  if (!pose) return null;
  const at = toImage(frame, pose);
  const size = 12 / scale;
  const turn = (-(pose.yaw - frame.origin.yaw) * 180) / Math.PI;
  return (
    <Group x={at.x} y={at.y} listening={false}>
      <Group rotation={turn}>
        <Line points={[size, 0, -size * 0.7, size * 0.7, -size * 0.35, 0, -size * 0.7, -size * 0.7]} closed fill={robotFill} stroke="#ffffff" strokeWidth={1.5 / scale} />
      </Group>
      <Text text={robot.name} x={size} y={size * 0.4} fontSize={12 / scale} fill={robotFill} fontStyle="bold" />
    </Group>
  );
}

/**
 * The floor map on react-konva: the robot map image at its resolution (or a blank metre grid),
 * routes, waypoints with their headings, and the building's robots where they report they are.
 * Shapes are placed in image pixels; the stage's scale and position are the view.
 */
export function MapCanvas(props: MapCanvasProps) {
  const { width, height, frame, image, layout, selection = NOTHING_SELECTED, view, editable, robots, routeStart, onMapClick, onView, editAreas = false, draftArea = [], onPoseGesture, pose } = props;
  const pressed = useRef<{ x: number; y: number }>(undefined);
  const pinch = usePinchZoom(view, onView);
  const byKey = useMemo(() => new Map(layout.waypoints.map((w) => [w.key, w])), [layout.waypoints]);
  // The editor hands new handlers with every render (a pan is one); the shapes keep one set that
  // calls the latest, so a pan or a selection redraws the stage without re-rendering 30,000 shapes.
  const latest = useRef(props);
  latest.current = props;
  const events = useMemo<ItemEvents>(() => ({
    onItemClick: (key, additive) => latest.current.onItemClick?.(key, additive),
    onWaypointDrop: (key, point) => latest.current.onWaypointDrop?.(key, point),
    onHeadingDrop: (key, towards) => latest.current.onHeadingDrop?.(key, towards),
  }), []);

  const mapPoint = (stage: Konva.Stage) => {
    const pointer = stage.getPointerPosition();
    return pointer ? fromImage(frame, { x: (pointer.x - view.x) / view.scale, y: (pointer.y - view.y) / view.scale }) : undefined;
  };

  return (
    <Stage
      width={width}
      height={height}
      x={view.x}
      y={view.y}
      scaleX={view.scale}
      scaleY={view.scale}
      draggable={!onPoseGesture && !pinch.pinching}
      {...pinch.handlers}
      onMouseDown={(e) => {
        const stage = e.target.getStage();
        if (onPoseGesture && stage) pressed.current = mapPoint(stage);
      }}
      onMouseUp={(e) => {
        const stage = e.target.getStage();
        const start = pressed.current;
        pressed.current = undefined;
        const end = stage ? mapPoint(stage) : undefined;
        if (onPoseGesture && start && end) onPoseGesture(start, end);
      }}
      onDragEnd={(e) => {
        if (e.target === e.target.getStage()) onView({ ...view, x: e.target.x(), y: e.target.y() });
      }}
      onWheel={(e) => {
        e.evt.preventDefault();
        const stage = e.target.getStage();
        const pointer = stage?.getPointerPosition();
        if (!pointer) return;
        onView(zoomAt(view, e.evt.deltaY < 0 ? ZOOM_STEP : 1 / ZOOM_STEP, pointer));
      }}
      onClick={(e) => {
        const stage = e.target.getStage();
        if (!stage || e.evt.button !== 0 || onPoseGesture) return;
        const point = mapPoint(stage);
        if (point) onMapClick?.(point);
      }}
      onTap={(e) => {
        const stage = e.target.getStage();
        const point = stage ? mapPoint(stage) : undefined;
        if (point) onMapClick?.(point);
      }}
    >
      <Layer>
        {image ? <KonvaImage image={image} width={frame.width} height={frame.height} /> : <BlankGrid frame={frame} />}
      </Layer>
      <Layer listening={editAreas}>
        {layout.areas.map((area) => {
          const selected = selection.has(area.key);
          const points = area.polygon.flatMap((p) => {
            const at = toImage(frame, p);
            return [at.x, at.y];
          });
          return (
            <Line
              key={area.key}
              name={`area:${area.key}`}
              points={points}
              closed
              fill={areaFill[area.kind] ?? areaFill[1]}
              stroke={selected ? selectedStroke : areaStroke[area.kind] ?? areaStroke[1]}
              strokeWidth={(selected ? 3 : 1.5) / view.scale}
              draggable={editable && editAreas}
              onClick={(e) => {
                e.cancelBubble = true;
                props.onItemClick?.(area.key, e.evt.shiftKey || e.evt.ctrlKey || e.evt.metaKey);
              }}
              onDragEnd={(e) => {
                e.cancelBubble = true;
                const shift = e.target.position();
                e.target.position({ x: 0, y: 0 });
                const start = fromImage(frame, { x: 0, y: 0 });
                const end = fromImage(frame, shift);
                props.onAreaDrop?.(area.key, end.x - start.x, end.y - start.y);
              }}
            />
          );
        })}
        {draftArea.length > 0 ? (
          <Line
            points={draftArea.flatMap((p) => {
              const at = toImage(frame, p);
              return [at.x, at.y];
            })}
            stroke={selectedStroke}
            strokeWidth={2 / view.scale}
            dash={[6 / view.scale, 4 / view.scale]}
            listening={false}
          />
        ) : null}
        {draftArea.map((p, i) => {
          const at = toImage(frame, p);
          return <Circle key={i} x={at.x} y={at.y} radius={4 / view.scale} fill={selectedStroke} listening={false} />;
        })}
      </Layer>
      <Layer>
        <RouteArrows routes={layout.routes} byKey={byKey} frame={frame} scale={view.scale} selection={selection} onItemClick={events.onItemClick} />
        <WaypointShapes waypoints={layout.waypoints} frame={frame} scale={view.scale} selection={selection} routeStart={routeStart} editable={editable} events={events} />
      </Layer>
      <Layer listening={false}>
        {robots.map((robot) => <RobotMarker key={robot.robotId} robot={robot} frame={frame} scale={view.scale} />)}
        {pose ? <PoseMarker pose={pose} frame={frame} scale={view.scale} /> : null}
      </Layer>
    </Stage>
  );
}
