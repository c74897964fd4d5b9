import type { RobotLiveState } from '@fleetdeck/model';
import type Konva from 'konva';
import { Arrow, Circle, Group, Layer, Line, Rect, Shape, Stage, Text } from 'react-konva';
import { memo, useCallback, useEffect, useMemo, useRef } from 'react';
import type { EditorLayout, EditorWaypoint } from './editorLayout.js';
import { areaFill, areaStroke, gridStroke, robotFill, selectedStroke, waypointFill } from './editorColours.js';
import { indexLayout, type PlacedWaypoint } from './layoutIndex.js';
import { HANDLE_DISTANCE, LayoutBitmap, WAYPOINT_RADIUS, type PaintedContent } from './layoutPainter.js';
import { MapImageLevels } from './mapImageLevels.js';
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
  /** The map's preview when `image` is the full map: its copy at that size (useFloorMapImages). */
  preview?: HTMLImageElement;
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

/** How far from a route's line a click still picks it, screen px. */
const ROUTE_REACH = 6;
/** How far the pointer moves before a press on a waypoint becomes a drag, screen px. */
const DRAG_DISTANCE = 3;
/** How long after the last zoom step the layout is painted again sharp (until then its bitmap is stretched), ms. */
const ZOOM_SETTLE_MS = 150;

/** The Konva scene context's own 2D context (custom shapes paint in batches straight onto it). */
function native(context: Konva.Context): CanvasRenderingContext2D {
  return context._context;
}

function stageView(stage: Konva.Stage): View {
  return { scale: stage.scaleX(), x: stage.x(), y: stage.y() };
}

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
      <Rect width={frame.width} height={frame.height} fill="#ffffff" listening={false} />
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

/** A press on a waypoint of the batched layer: a click unless it moves, then a drag drawn on the overlay. */
interface Press {
  waypoint: PlacedWaypoint;
  start: { x: number; y: number };
  /** Image pixels the pointer moved since the press (once beyond DRAG_DISTANCE on screen). */
  moved?: { x: number; y: number };
  /** Nodes whose own drag was turned off for this press. */
  held: Konva.Node[];
}

/**
 * The floor map on react-konva: the robot map image at its resolution (or a blank metre grid),
 * routes, waypoints with their headings, and the building's robots where they report they are.
 * Shapes are placed in image pixels; the stage's scale and position are the view.
 *
 * Made for 10,000 waypoints and 20,000 routes: they are one non-listening shape painted in a few
 * batched paths onto a bitmap of the view (a pan or zoom draws the bitmap; it is painted again
 * when the layout changes, the view leaves it or a zoom rests). A pointer finds its waypoint or
 * route through a grid index; a pressed waypoint is dragged as a ghost on a small overlay layer.
 * Only the selected waypoints (and a route's start) are Konva shapes of their own, with the
 * heading handle and a drag that moves the whole selection.
 */
export function MapCanvas(props: MapCanvasProps) {
  const { width, height, frame, image, preview, layout, selection = NOTHING_SELECTED, view, editable, robots, routeStart, onMapClick, onView, editAreas = false, draftArea = [], onPoseGesture, pose } = props;
  const pressed = useRef<{ x: number; y: number }>(undefined);
  const pinch = usePinchZoom(view, onView);
  // The editor hands new handlers with every render (a pan is one); the shapes keep one set that
  // calls the latest, so a pan or a selection does not re-render them.
  const latest = useRef(props);
  latest.current = props;
  const events = useMemo<ItemEvents>(() => ({
    onItemClick: (key, additive) => latest.current.onItemClick?.(key, additive),
    onWaypointDrop: (key, point) => latest.current.onWaypointDrop?.(key, point),
    onHeadingDrop: (key, towards) => latest.current.onHeadingDrop?.(key, towards),
  }), []);

  const index = useMemo(() => indexLayout(layout, frame), [layout, frame]);
  // The selected waypoints and a route's start are shapes of their own, drawn over the batch.
  const own = useMemo(() => layout.waypoints.filter((w) => selection.has(w.key) || w.key === routeStart), [layout.waypoints, selection, routeStart]);
  const content = useMemo<PaintedContent>(() => ({ index, skip: new Set(own.map((w) => w.key)), selection }), [index, own, selection]);
  const bitmap = useRef(new LayoutBitmap());
  const levels = useMemo(() => (image ? new MapImageLevels(image, frame.width, preview) : undefined), [image, frame.width, preview]);

  // A zoom step stretches the bitmap; once the steps rest, the layout is painted again sharp.
  const layoutLayer = useRef<Konva.Layer>(null);
  const zoomedAt = useRef(0);
  const lastScale = useRef(view.scale);
  useEffect(() => {
    if (lastScale.current === view.scale) return;
    lastScale.current = view.scale;
    zoomedAt.current = performance.now();
    const timer = window.setTimeout(() => layoutLayer.current?.batchDraw(), ZOOM_SETTLE_MS);
    return () => window.clearTimeout(timer);
  }, [view.scale]);

  const paintLayoutShape = useCallback((context: Konva.Context, shape: Konva.Shape) => {
    const stage = shape.getStage();
    if (!stage) return;
    const settled = performance.now() - zoomedAt.current >= ZOOM_SETTLE_MS;
    bitmap.current.draw(native(context), content, stageView(stage), { width: stage.width(), height: stage.height() }, settled);
  }, [content]);
  const paintImage = useCallback((context: Konva.Context, shape: Konva.Shape) => {
    const stage = shape.getStage();
    if (!stage || !levels) return;
    levels.draw(native(context), frame.width, frame.height, stageView(stage), { width: stage.width(), height: stage.height() });
  }, [levels, frame.width, frame.height]);

  // The overlay: the hovered waypoint's name and a dragged waypoint's ghost, drawn without React.
  const overlayLayer = useRef<Konva.Layer>(null);
  const hover = useRef<PlacedWaypoint>(undefined);
  const press = useRef<Press>(undefined);
  const suppressClick = useRef(false);
  const paintOverlay = useCallback((context: Konva.Context, shape: Konva.Shape) => {
    const stage = shape.getStage();
    if (!stage) return;
    const ctx = native(context);
    const px = 1 / stage.scaleX();
    const radius = WAYPOINT_RADIUS * px;
    const dragged = press.current?.moved ? press.current : undefined;
    const shown = dragged ? { ...dragged.waypoint, x: dragged.waypoint.x + (dragged.moved?.x ?? 0), y: dragged.waypoint.y + (dragged.moved?.y ?? 0) } : hover.current;
    if (!shown) return;
    ctx.beginPath();
    ctx.arc(shown.x, shown.y, radius, 0, Math.PI * 2);
    if (dragged) {
      ctx.fillStyle = waypointFill[shown.type] ?? waypointFill[1] ?? '#0f6cbd';
      ctx.fill();
    }
    ctx.strokeStyle = selectedStroke;
    ctx.lineWidth = 2 * px;
    ctx.stroke();
    ctx.font = `${12 * px}px sans-serif`;
    ctx.textBaseline = 'top';
    const textX = shown.x + radius * 1.3;
    const textY = shown.y - radius * 2.2;
    const textWidth = ctx.measureText(shown.name).width;
    ctx.fillStyle = 'rgba(255, 255, 255, 0.85)';
    ctx.fillRect(textX - 2 * px, textY - 2 * px, textWidth + 4 * px, 16 * px);
    ctx.fillStyle = '#242424';
    ctx.fillText(shown.name, textX, textY);
  }, []);

  const pointerImage = (stage: Konva.Stage) => {
    const pointer = stage.getPointerPosition();
    return pointer ? { x: (pointer.x - stage.x()) / stage.scaleX(), y: (pointer.y - stage.y()) / stage.scaleX() } : undefined;
  };
  const mapPoint = (stage: Konva.Stage) => {
    const at = pointerImage(stage);
    return at ? fromImage(frame, at) : undefined;
  };
  /** The batched item under the pointer: a waypoint first, then a route. */
  const itemAt = (stage: Konva.Stage): { key: string; waypoint?: PlacedWaypoint } | undefined => {
    const at = pointerImage(stage);
    if (!at) return undefined;
    const scale = stage.scaleX();
    const waypoint = index.waypointAt(at, (WAYPOINT_RADIUS + 1) / scale);
    if (waypoint && !content.skip.has(waypoint.key)) return { key: waypoint.key, waypoint };
    const route = index.routeAt(at, ROUTE_REACH / scale);
    return route ? { key: route.key } : undefined;
  };
  /** Whether Konva's target is something the batch lies over (the stage or an area), not a shape with its own handlers. */
  const underBatch = (target: Konva.Node, stage: Konva.Stage) => target === stage || target.name().startsWith('area:');
  const setHover = (waypoint: PlacedWaypoint | undefined, stage: Konva.Stage) => {
    if (hover.current?.key === waypoint?.key) return;
    hover.current = waypoint;
    stage.container().style.cursor = waypoint ? 'pointer' : '';
    overlayLayer.current?.batchDraw();
  };
  const finishPress = () => {
    const current = press.current;
    press.current = undefined;
    if (!current) return;
    for (const node of current.held) node.draggable(true);
    if (current.moved) {
      suppressClick.current = true;
      events.onWaypointDrop(current.waypoint.key, fromImage(frame, { x: current.waypoint.x + current.moved.x, y: current.waypoint.y + current.moved.y }));
    }
    overlayLayer.current?.batchDraw();
  };
  // A release outside the canvas still ends a drag.
  useEffect(() => {
    const release = () => finishPress();
    window.addEventListener('mouseup', release);
    return () => window.removeEventListener('mouseup', release);
  });

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
        if (!stage) return;
        suppressClick.current = false;
        if (onPoseGesture) {
          pressed.current = mapPoint(stage);
          return;
        }
        if (!editable || e.evt.button !== 0 || !underBatch(e.target, stage)) return;
        const item = itemAt(stage);
        const pointer = stage.getPointerPosition();
        if (!item?.waypoint || !pointer) return;
        // The press belongs to the waypoint: neither the map nor an area under it drags.
        const held = [stage, ...(e.target === stage ? [] : [e.target])].filter((node) => node.draggable());
        for (const node of held) node.draggable(false);
        press.current = { waypoint: item.waypoint, start: pointer, held };
      }}
      onMouseMove={(e) => {
        const stage = e.target.getStage();
        if (!stage) return;
        const current = press.current;
        const pointer = stage.getPointerPosition();
        if (current && pointer) {
          const dx = pointer.x - current.start.x;
          const dy = pointer.y - current.start.y;
          if (current.moved || Math.max(Math.abs(dx), Math.abs(dy)) >= DRAG_DISTANCE) {
            current.moved = { x: dx / stage.scaleX(), y: dy / stage.scaleX() };
            overlayLayer.current?.batchDraw();
          }
          return;
        }
        if (stage.isDragging()) return;
        setHover(underBatch(e.target, stage) ? itemAt(stage)?.waypoint : undefined, stage);
      }}
      onMouseLeave={(e) => {
        const stage = e.target.getStage();
        if (stage) setHover(undefined, stage);
      }}
      onMouseUp={(e) => {
        finishPress();
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
        if (suppressClick.current) {
          suppressClick.current = false;
          return;
        }
        if (!stage || e.evt.button !== 0 || onPoseGesture) return;
        const item = latest.current.onItemClick && underBatch(e.target, stage) ? itemAt(stage) : undefined;
        if (item) {
          events.onItemClick(item.key, e.evt.shiftKey || e.evt.ctrlKey || e.evt.metaKey);
          return;
        }
        const point = mapPoint(stage);
        if (point) onMapClick?.(point);
      }}
      onTap={(e) => {
        const stage = e.target.getStage();
        if (!stage) return;
        const item = latest.current.onItemClick && underBatch(e.target, stage) ? itemAt(stage) : undefined;
        if (item) {
          events.onItemClick(item.key, false);
          return;
        }
        const point = mapPoint(stage);
        if (point) onMapClick?.(point);
      }}
    >
      <Layer listening={false}>
        {levels ? <Shape sceneFunc={paintImage} perfectDrawEnabled={false} listening={false} /> : <BlankGrid frame={frame} />}
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
                // A waypoint or route drawn over the area takes the click (the stage's handler).
                const stage = e.target.getStage();
                if (stage && itemAt(stage)) return;
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
      <Layer ref={layoutLayer} listening={false}>
        <Shape sceneFunc={paintLayoutShape} perfectDrawEnabled={false} listening={false} />
      </Layer>
      <Layer>
        {own.map((waypoint) => (
          <WaypointShape
            key={waypoint.key}
            waypoint={waypoint}
            frame={frame}
            scale={view.scale}
            selected={selection.has(waypoint.key)}
            start={routeStart === waypoint.key}
            editable={editable}
            events={events}
          />
        ))}
      </Layer>
      <Layer ref={overlayLayer} listening={false}>
        <Shape sceneFunc={paintOverlay} perfectDrawEnabled={false} listening={false} />
        {robots.map((robot) => <RobotMarker key={robot.robotId} robot={robot} frame={frame} scale={view.scale} />)}
        {pose ? <PoseMarker pose={pose} frame={frame} scale={view.scale} /> : null}
      </Layer>
    </Stage>
  );
}
