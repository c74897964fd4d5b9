import { MapAreaKind, WaypointType, type FloorLayout, type FloorLayoutSave, type LayoutArea, type PlanePoint } from '@fleetdeck/model';

/** A waypoint as the editor holds it: a key for routes to name, its id once stored. */
export interface EditorWaypoint {
  key: string;
  id?: number;
  name: string;
  type: number;
  x: number;
  y: number;
  yaw: number;
  action: string;
}

/** A route between two waypoint keys. */
export interface EditorRoute {
  key: string;
  id?: number;
  from: string;
  to: string;
  twoWay: boolean;
  laneWidth: number;
}

/** A speed or no-go area: its corners in metres. */
export interface EditorArea {
  key: string;
  id?: number;
  name: string;
  kind: number;
  maxSpeed: number | null;
  polygon: readonly PlanePoint[];
}

/** What the editor edits (the plain editor draws areas but leaves them as they are). */
export interface EditorLayout {
  waypoints: readonly EditorWaypoint[];
  routes: readonly EditorRoute[];
  areas: readonly EditorArea[];
}

/** The layout of a floor as loaded, keyed by stored ids. */
export function fromFloorLayout(layout: FloorLayout): EditorLayout {
  const keyOf = (id: number) => `w${id}`;
  return {
    waypoints: layout.waypoints.map((w) => ({ key: keyOf(w.id), id: w.id, name: w.name, type: w.type, x: w.x, y: w.y, yaw: w.yaw, action: w.action })),
    routes: layout.routes.map((r) => ({ key: `r${r.id}`, id: r.id, from: keyOf(r.fromWaypointId), to: keyOf(r.toWaypointId), twoWay: r.twoWay, laneWidth: r.laneWidth })),
    areas: layout.areas.map((a) => ({ key: `a${a.id}`, id: a.id, name: a.name, kind: a.kind, maxSpeed: a.maxSpeed, polygon: a.polygon })),
  };
}

/** The PUT /api/floors/:floorId/layout body of an edited layout. */
export function toLayoutSave(layout: EditorLayout, revision: number): FloorLayoutSave {
  return {
    revision,
    waypoints: layout.waypoints.map(({ key, id, name, type, x, y, yaw, action }) => ({ key, ...(id === undefined ? {} : { id }), name, type: type as FloorLayoutSave['waypoints'][number]['type'], x, y, yaw, action })),
    routes: layout.routes.map(({ id, from, to, twoWay, laneWidth }) => ({ ...(id === undefined ? {} : { id }), from, to, twoWay, laneWidth })),
    areas: layout.areas.map(({ id, name, kind, maxSpeed, polygon }) => ({
      ...(id === undefined ? {} : { id }), name, kind: kind as LayoutArea['kind'], maxSpeed, polygon: polygon.map(({ x, y }) => ({ x, y })),
    })),
  };
}

let counter = 0;
/** A key no item of this page has had. */
export function newKey(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}`;
}

/** The first free name `<base> <n>` among the layout's waypoints. */
export function nextName(layout: EditorLayout, base: string): string {
  const taken = new Set(layout.waypoints.map((w) => w.name));
  for (let n = layout.waypoints.length + 1; ; n++) if (!taken.has(`${base} ${n}`)) return `${base} ${n}`;
}

/** Adds a normal waypoint at a point; answers the layout and its key. */
export function addWaypoint(layout: EditorLayout, at: PlanePoint, name: string, key = newKey('wp')): { layout: EditorLayout; key: string } {
  const waypoint: EditorWaypoint = { key, name, type: WaypointType.normal, x: at.x, y: at.y, yaw: 0, action: '' };
  return { layout: { ...layout, waypoints: [...layout.waypoints, waypoint] }, key };
}

/** Changes fields of one waypoint; the same layout when nothing differs. */
export function updateWaypoint(layout: EditorLayout, key: string, patch: Partial<Omit<EditorWaypoint, 'key' | 'id'>>): EditorLayout {
  const current = layout.waypoints.find((w) => w.key === key);
  if (!current || Object.entries(patch).every(([name, value]) => current[name as keyof EditorWaypoint] === value)) return layout;
  return { ...layout, waypoints: layout.waypoints.map((w) => (w.key === key ? { ...w, ...patch } : w)) };
}

/** Moves waypoints by a distance in metres, each position passed through `place` (snapping). */
export function moveWaypoints(layout: EditorLayout, keys: ReadonlySet<string>, dx: number, dy: number, place: (value: number) => number = (v) => v): EditorLayout {
  if (keys.size === 0 || (dx === 0 && dy === 0)) return layout;
  return { ...layout, waypoints: layout.waypoints.map((w) => (keys.has(w.key) ? { ...w, x: place(w.x + dx), y: place(w.y + dy) } : w)) };
}

/** Removes waypoints, routes and areas by key; routes that lose an end go with their waypoint. */
export function removeItems(layout: EditorLayout, keys: ReadonlySet<string>): EditorLayout {
  const waypoints = layout.waypoints.filter((w) => !keys.has(w.key));
  const areas = layout.areas.filter((a) => !keys.has(a.key));
  if (waypoints.length === layout.waypoints.length && areas.length === layout.areas.length && !layout.routes.some((r) => keys.has(r.key))) return layout;
  const left = new Set(waypoints.map((w) => w.key));
  return { ...layout, waypoints, areas, routes: layout.routes.filter((r) => !keys.has(r.key) && left.has(r.from) && left.has(r.to)) };
}

/** Adds a speed area (0.5 m/s) over at least three corners; the same layout with fewer. */
export function addArea(layout: EditorLayout, polygon: readonly PlanePoint[], name: string, key = newKey('ar')): EditorLayout {
  if (polygon.length < 3) return layout;
  return { ...layout, areas: [...layout.areas, { key, name, kind: MapAreaKind.speed, maxSpeed: 0.5, polygon: [...polygon] }] };
}

/** Changes fields of one area; the same layout when nothing differs. */
export function updateArea(layout: EditorLayout, key: string, patch: Partial<Pick<EditorArea, 'name' | 'kind' | 'maxSpeed' | 'polygon'>>): EditorLayout {
  const current = layout.areas.find((a) => a.key === key);
  if (!current || Object.entries(patch).every(([name, value]) => current[name as keyof EditorArea] === value)) return layout;
  return { ...layout, areas: layout.areas.map((a) => (a.key === key ? { ...a, ...patch } : a)) };
}

/** Moves an area by a distance in metres, each corner passed through `place` (snapping). */
export function moveArea(layout: EditorLayout, key: string, dx: number, dy: number, place: (value: number) => number = (v) => v): EditorLayout {
  const area = layout.areas.find((a) => a.key === key);
  if (!area || (dx === 0 && dy === 0)) return layout;
  return updateArea(layout, key, { polygon: area.polygon.map((p) => ({ x: place(p.x + dx), y: place(p.y + dy) })) });
}

/** The first free name `<base> <n>` among the layout's areas. */
export function nextAreaName(layout: EditorLayout, base: string): string {
  const taken = new Set(layout.areas.map((a) => a.name));
  for (let n = layout.areas.length + 1; ; n++) if (!taken.has(`${base} ${n}`)) return `${base} ${n}`;
}

/**
 * Copies waypoints (and the routes among them) shifted by `offset` metres, named `<name> (<suffix>)`;
 * answers the layout and the copies' keys to select.
 */
export function copyWaypoints(layout: EditorLayout, keys: ReadonlySet<string>, offset: PlanePoint, suffix: string): { layout: EditorLayout; keys: string[] } {
  const renamed = new Map<string, string>();
  const copies = layout.waypoints.filter((w) => keys.has(w.key)).map((w) => {
    const key = newKey('wp');
    renamed.set(w.key, key);
    const { id: _id, ...rest } = w;
    return { ...rest, key, name: `${w.name} (${suffix})`.slice(0, 40), x: w.x + offset.x, y: w.y + offset.y };
  });
  if (copies.length === 0) return { layout, keys: [] };
  const routes = layout.routes.filter((r) => renamed.has(r.from) && renamed.has(r.to)).map((r) => ({ key: newKey('rt'), from: renamed.get(r.from) as string, to: renamed.get(r.to) as string, twoWay: r.twoWay, laneWidth: r.laneWidth }));
  return { layout: { ...layout, waypoints: [...layout.waypoints, ...copies], routes: [...layout.routes, ...routes] }, keys: copies.map((c) => c.key) };
}

/** Why a route cannot be drawn between two waypoints, or undefined when it can. */
export function routeRefusal(layout: EditorLayout, from: string, to: string): 'routeLoop' | 'routeExists' | undefined {
  if (from === to) return 'routeLoop';
  const exists = layout.routes.some((r) => (r.from === from && r.to === to) || (r.from === to && r.to === from));
  return exists ? 'routeExists' : undefined;
}

/** Joins two waypoints by a two-way route of 1 m lane; the same layout when `routeRefusal` refuses. */
export function addRoute(layout: EditorLayout, from: string, to: string, key = newKey('rt')): { layout: EditorLayout; key?: string } {
  if (routeRefusal(layout, from, to)) return { layout };
  return { layout: { ...layout, routes: [...layout.routes, { key, from, to, twoWay: true, laneWidth: 1 }] }, key };
}

/** Changes fields of one route; the same layout when nothing differs. */
export function updateRoute(layout: EditorLayout, key: string, patch: Partial<Pick<EditorRoute, 'twoWay' | 'laneWidth'>>): EditorLayout {
  const current = layout.routes.find((r) => r.key === key);
  if (!current || Object.entries(patch).every(([name, value]) => current[name as keyof EditorRoute] === value)) return layout;
  return { ...layout, routes: layout.routes.map((r) => (r.key === key ? { ...r, ...patch } : r)) };
}
