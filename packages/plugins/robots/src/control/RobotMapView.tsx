import { useMemo, useState } from 'react';
import {
  Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, Select, Text, makeStyles, tokens,
} from '@fluentui/react-components';
import { conditionTone, type RobotLiveState } from '@fleetdeck/model';
import { FloorMapView, useFormat, useQuery, useT, type FloorMapRobot } from '@fleetdeck/sdk';
import { conditionOf } from '../shared/conditionOf.js';
import type { BuildingChoice } from './ControlToolbar.js';
import { RobotCard, useCardStyles } from './RobotCard.js';
import { MARKER_COLOURS } from './robotMapColours.js';
import { useRouteLinkClick } from './routeLinkClick.js';
import { useRobotCellKit } from './useRobotCellKit.js';

const useStyles = makeStyles({
  root: { flex: '1 1 0', minHeight: '300px', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  bar: { display: 'flex', alignItems: 'end', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  map: { flex: '1 1 0', minHeight: '260px', backgroundColor: tokens.colorNeutralBackground3, borderRadius: tokens.borderRadiusMedium },
  card: { width: 'min(24rem, 90vw)' },
});

interface Floor {
  id: number;
  name: string;
}

/** Props of `RobotMapView`: the robots the filters left and the building chosen. */
export interface RobotMapViewProps {
  robots: RobotLiveState[];
  building: BuildingChoice;
  nameOf: (buildingId: number) => string;
}

/**
 * robot/control's map view: one floor of the chosen building (the floor chosen here, per building)
 * with its robots live on the floor map; a marker's colour is the robot's condition, its name shows
 * on hover and a click opens its card.
 */
export function RobotMapView({ robots, building, nameOf }: RobotMapViewProps) {
  const t = useT();
  const format = useFormat();
  const styles = useStyles();
  const buildingId = building === 'all' ? undefined : building;
  const floors = useQuery<Floor[]>(`/buildings/${buildingId ?? 0}/floors`, { enabled: buildingId !== undefined });
  const [chosen, setChosen] = useState<Record<number, number>>({});
  const [open, setOpen] = useState<number>();
  const kit = useRobotCellKit();
  const cardStyles = useCardStyles();
  const onLinkClick = useRouteLinkClick();

  const list = floors.data ?? [];
  // Until one is chosen, the floor with the most of these robots on it.
  const busiest = useMemo(() => {
    const counts = new Map<number, number>();
    for (const robot of robots) {
      const floor = robot.telemetry?.floorId;
      if (floor !== undefined && floor !== null) counts.set(floor, (counts.get(floor) ?? 0) + 1);
    }
    return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
  }, [robots]);
  const floorId = buildingId === undefined ? undefined : chosen[buildingId] ?? list.find((f) => f.id === busiest)?.id ?? list[0]?.id;

  const markers = useMemo<FloorMapRobot[]>(
    () => robots.flatMap((robot) => {
      const telemetry = robot.telemetry;
      if (!telemetry || telemetry.floorId !== floorId) return [];
      return [{ id: robot.robotId, name: robot.name, pose: telemetry.pose, colour: MARKER_COLOURS[conditionTone(conditionOf(robot))] }];
    }),
    [robots, floorId],
  );
  const openRobot = open === undefined ? undefined : robots.find((robot) => robot.robotId === open);

  if (buildingId === undefined) return <Text data-testid="robot-map-choose">{t('control.mapChooseBuilding')}</Text>;
  const floorName = list.find((f) => f.id === floorId)?.name ?? '';
  return (
    <div className={styles.root}>
      <div className={styles.bar}>
        <Field label={t('control.floor')}>
          <Select value={floorId === undefined ? '' : String(floorId)} onChange={(_, data) => setChosen({ ...chosen, [buildingId]: Number(data.value) })}>
            {list.map((floor) => <option key={floor.id} value={floor.id}>{floor.name}</option>)}
          </Select>
        </Field>
        <Text aria-live="polite" data-testid="robot-map-count">{t('control.onFloor', { robots: format.number(markers.length) })}</Text>
      </div>
      {floorId === undefined ? null : (
        <FloorMapView
          key={floorId}
          className={styles.map}
          floorId={floorId}
          robots={markers}
          label={t('control.mapLabel', { floor: floorName, robots: format.number(markers.length) })}
          onRobotClick={setOpen}
        />
      )}
      <Dialog open={openRobot !== undefined} onOpenChange={(_, data) => (data.open ? undefined : setOpen(undefined))}>
        <DialogSurface className={styles.card}>
          <DialogBody>
            <DialogTitle>{openRobot?.name}</DialogTitle>
            <DialogContent onClick={onLinkClick}>
              {openRobot ? <RobotCard robot={openRobot} buildingName={nameOf(openRobot.buildingId)} kit={kit} styles={cardStyles} /> : null}
            </DialogContent>
            <DialogActions>
              <Button onClick={() => setOpen(undefined)}>{t('control.close')}</Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
    </div>
  );
}
