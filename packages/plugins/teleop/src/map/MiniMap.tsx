import { useEffect, useState } from 'react';
import { Caption1, Subtitle2, Text, makeStyles, tokens } from '@fluentui/react-components';
import type { FloorMapAnswer } from '@fleetdeck/model';
import { Link, useQuery, useT } from '@fleetdeck/sdk';
import { FloorMiniMap } from './FloorMiniMap.js';
import type { NavigationReport } from './navigationRoute.js';
import { extendTrail, trailView, type TrailPoint } from './poseTrail.js';
import { useRobotRoute, type RunningFlow } from './useRobotRoute.js';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minHeight: 0 },
  svg: {
    display: 'block',
    boxSizing: 'border-box',
    width: '100%',
    height: '10rem',
    backgroundColor: tokens.colorNeutralBackground3,
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
  },
});

/** A robot's pose as telemetry reports it: metres and radians, yaw counter-clockwise from +x. */
export interface MapPose {
  x: number;
  y: number;
  yaw: number;
}

const degrees = (yaw: number) => Math.round((((yaw * 180) / Math.PI) % 360 + 360) % 360);

/** Props of `MiniMap`: the robot, where it reports it is, and its running flow. */
export interface MiniMapProps {
  pose: MapPose | null;
  floorId?: number | null;
  robotId?: number;
  name?: string;
  flow?: RunningFlow | null;
  /** The path it plans over the floor's routes, as telemetry reports it. */
  navigation?: NavigationReport | null;
  /** Where teleop's pose editor opens for this robot (editor/pose on its floor), when it reports one. */
  poseHref?: string | null;
}

/**
 * A small map of where the robot is. On a floor with a robot map (uploaded in the map editor) it is
 * that map with the robot, the path it plans (or its flow's route) and goal; before one exists it draws the robot's
 * reported positions on a metre grid (and says so) rather than a picture it does not have, with the
 * same path and goal ahead of it, since they are metres of the floor all the same.
 * Mount it keyed by floor: a path does not carry over to another floor.
 */
export function MiniMap({ pose, floorId = null, robotId = 0, name = '', flow = null, navigation = null, poseHref = null }: MiniMapProps) {
  const styles = useStyles();
  const t = useT();
  const floor = useQuery<FloorMapAnswer>(`/floors/${floorId ?? 0}/map`, { enabled: floorId !== null });
  const onMap = floor.data?.map ? floor.data : undefined;
  const [trail, setTrail] = useState<TrailPoint[]>([]);
  const x = pose?.x;
  const y = pose?.y;
  useEffect(() => {
    if (x === undefined || y === undefined) return;
    setTrail((current) => extendTrail(current, { x, y }));
  }, [x, y]);

  const ahead = useRobotRoute(floorId, flow, navigation, pose);
  // The view takes in what lies ahead too, so the goal is on the grid however far it is.
  const view = trailView([...trail, ...(pose ? [pose] : []), ...(ahead.route ?? []), ...(ahead.goal ? [ahead.goal] : [])]);
  // Floor y grows upwards; SVG y grows downwards.
  const sy = (value: number) => view.minY + view.span - value;
  const lines: number[] = [];
  for (let m = Math.ceil(view.minX / view.grid) * view.grid; m <= view.minX + view.span; m += view.grid) lines.push(m);
  const rows: number[] = [];
  for (let m = Math.ceil(view.minY / view.grid) * view.grid; m <= view.minY + view.span; m += view.grid) rows.push(m);
  const size = view.span / 28;
  const place = pose ? { x: pose.x.toFixed(2), y: pose.y.toFixed(2), heading: degrees(pose.yaw) } : null;
  const gridLabel = ahead.kind === 'path' ? 'map.labelPath' : ahead.goal ? 'map.labelGoal' : 'map.label';

  return (
    <section className={styles.root} aria-labelledby="teleop-minimap">
      <Subtitle2 as="h2" id="teleop-minimap">{t('map.region')}</Subtitle2>
      {onMap ? <FloorMiniMap className={styles.svg} floor={onMap} robotId={robotId} name={name} pose={pose} ahead={ahead} /> : (
      <svg
        className={styles.svg}
        viewBox={`${view.minX} ${view.minY} ${view.span} ${view.span}`}
        role="img"
        aria-label={place ? t(gridLabel, place) : t('map.noPose')}
        data-testid="mini-map"
      >
        {lines.map((m) => (
          <line key={`x${m}`} x1={m} x2={m} y1={view.minY} y2={view.minY + view.span} stroke={tokens.colorNeutralStroke2} strokeWidth={view.span / 400} />
        ))}
        {rows.map((m) => (
          <line key={`y${m}`} x1={view.minX} x2={view.minX + view.span} y1={sy(m)} y2={sy(m)} stroke={tokens.colorNeutralStroke2} strokeWidth={view.span / 400} />
        ))}
        {trail.length > 1 ? (
          <polyline
            points={trail.map((p) => `${p.x},${sy(p.y)}`).join(' ')}
            fill="none"
            stroke={tokens.colorBrandStroke1}
            strokeWidth={view.span / 150}
            strokeLinejoin="round"
            data-testid="mini-map-trail"
          />
        ) : null}
        {ahead.route && ahead.route.length > 1 ? (
          <polyline
            points={ahead.route.map((p) => `${p.x},${sy(p.y)}`).join(' ')}
            fill="none"
            stroke={tokens.colorPaletteDarkOrangeBorderActive}
            strokeWidth={view.span / 150}
            strokeDasharray={`${view.span / 60} ${view.span / 90}`}
            strokeLinejoin="round"
            data-testid={ahead.kind === 'path' ? 'mini-map-path' : 'mini-map-route'}
          />
        ) : null}
        {ahead.goal ? (
          <circle
            cx={ahead.goal.x}
            cy={sy(ahead.goal.y)}
            r={size}
            fill="none"
            stroke={tokens.colorPaletteDarkOrangeBorderActive}
            strokeWidth={view.span / 200}
            data-testid="mini-map-goal"
          />
        ) : null}
        {pose ? (
          <polygon
            points={`${size * 1.6},0 ${-size},${size} ${-size},${-size}`}
            transform={`translate(${pose.x} ${sy(pose.y)}) rotate(${(-pose.yaw * 180) / Math.PI})`}
            fill={tokens.colorPaletteRedBackground3}
            stroke={tokens.colorNeutralForeground1}
            strokeWidth={view.span / 300}
            data-testid="mini-map-robot"
          />
        ) : null}
      </svg>
      )}
      <Text size={200} data-testid="mini-map-position">{place ? t('map.position', place) : t('map.noPose')}</Text>
      <Caption1>
        {onMap
          ? t('map.floorMap', { floor: onMap.floorName })
          : [t('map.grid', { metres: view.grid }), ...(ahead.kind === 'path' ? [t('map.pathShown')] : ahead.goal ? [t('map.routeShown')] : []), t('map.noFloorMap')].join(' · ')}
      </Caption1>
      {poseHref ? <Link to={poseHref}>{t('map.setPose')}</Link> : null}
    </section>
  );
}
