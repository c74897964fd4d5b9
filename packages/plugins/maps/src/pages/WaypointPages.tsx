import type { FloorMapAnswer } from '@fleetdeck/model';
import { EntityFields, ResourceEdit, ResourceForm, ResourceList, useParams, useQuery } from '@fleetdeck/sdk';
import { Spinner } from '@fluentui/react-components';
import { useMemo } from 'react';
import { waypointResource } from '../resources/waypointResource.js';

/** /waypoint/:mapId/list: the waypoints of one floor's map. */
export function WaypointListPage() {
  const { mapId } = useParams();
  const where = useMemo(() => ({ floorId: Number(mapId) }), [mapId]);
  return <ResourceList resource={waypointResource} where={where} routeParams={{ mapId }} />;
}

/** /waypoint/:mapId/create and /waypoint/:mapId/:id: a new waypoint starts on the map's floor and building. */
export function WaypointEditPage() {
  const { mapId, id } = useParams();
  const floor = useQuery<FloorMapAnswer>(`/floors/${String(mapId)}/map`, { enabled: id === undefined });
  const defaults = useMemo(() => (floor.data ? { buildingId: floor.data.buildingId, floorId: floor.data.floorId } : undefined), [floor.data]);
  return (
    <ResourceEdit resource={waypointResource} id={id} params={{ mapId }}>
      {id === undefined && !defaults && floor.loading ? <Spinner /> : (
        <ResourceForm defaultValues={defaults}>{(form) => <EntityFields form={form} />}</ResourceForm>
      )}
    </ResourceEdit>
  );
}
