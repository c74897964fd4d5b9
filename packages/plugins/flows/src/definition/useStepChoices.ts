import { useMemo } from 'react';
import { useQuery } from '@fleetdeck/sdk';
import type { StepChoices } from './flowStepIssues.js';

/** A waypoint of the flow's floor map: what a go-to step stores of it. */
export interface WaypointChoice {
  id: number;
  name: string;
  x: number;
  y: number;
  yaw: number;
}

/** A check item of the flow's building. */
export interface CheckItemChoice {
  id: number;
  name: string;
}

/** What the step fields pick from; undefined lists while unknown (no building or floor yet, or loading). */
export interface FlowStepChoices {
  waypoints?: WaypointChoice[];
  checkItems?: CheckItemChoice[];
  /** The same as id sets, for the step problems. */
  known: StepChoices;
}

const positive = (value: unknown): number | undefined => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : undefined;
};

/**
 * The waypoints of the flow's floor map (the map editor's, so a waypoint a flow goes to cannot be
 * deleted from under it) and the check items of the flow's building, by name.
 */
export function useStepChoices(buildingValue: unknown, floorValue: unknown): FlowStepChoices {
  const buildingId = positive(buildingValue);
  const floorId = positive(floorValue);
  const mapWaypoints = useQuery<WaypointChoice[]>('/waypoints', {
    query: { filter: { where: { buildingId, floorId }, order: ['name ASC'], limit: 1000 } },
    enabled: buildingId !== undefined && floorId !== undefined,
  });
  const items = useQuery<CheckItemChoice[]>('/check-items', {
    query: { filter: { where: { buildingId }, order: ['name ASC'], limit: 1000 } },
    enabled: buildingId !== undefined,
  });
  const waypoints = buildingId !== undefined && floorId !== undefined && !mapWaypoints.loading ? mapWaypoints.data : undefined;
  const checkItems = buildingId !== undefined && !items.loading ? items.data : undefined;
  return useMemo(() => ({
    waypoints,
    checkItems,
    known: { waypointIds: waypoints && new Set(waypoints.map((w) => w.id)), checkItemIds: checkItems && new Set(checkItems.map((c) => c.id)) },
  }), [waypoints, checkItems]);
}
