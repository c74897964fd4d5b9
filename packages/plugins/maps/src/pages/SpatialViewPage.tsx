import { floorLabel, type FloorLayout, type FloorMapAnswer } from '@fleetdeck/model';
import { PageLayout, useFloorMapImage, useLiveRobots, useQuery, useSearchParams, useT } from '@fleetdeck/sdk';
import { Field, makeStyles, Select, Spinner, Text, tokens } from '@fluentui/react-components';
import { useEffect, useMemo, useRef, useState } from 'react';
import { fromFloorLayout } from '../editor/editorLayout.js';
import { MapCanvas } from '../editor/MapCanvas.js';
import { useElementSize } from '../editor/useElementSize.js';
import { BLANK_FRAME, fitView, type View } from '../editor/viewTransform.js';

const useStyles = makeStyles({
  stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  floor: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  // Each floor leans back a little, so the building reads as floors stacked one above another.
  map: { height: '16rem', backgroundColor: tokens.colorNeutralBackground3, borderRadius: tokens.borderRadiusMedium, overflow: 'hidden', transform: 'perspective(60rem) rotateX(18deg)', transformOrigin: 'bottom' },
  heading: { margin: 0, fontSize: tokens.fontSizeBase400 },
});

interface Named { id: number; name: string }
interface FloorRow extends Named { index: number }

function FloorLevel({ floor, robots }: { floor: FloorRow; robots: ReturnType<typeof useLiveRobots>['robots'] }) {
  const styles = useStyles();
  const t = useT();
  const map = useQuery<FloorMapAnswer>(`/floors/${floor.id}/map`);
  const layout = useQuery<FloorLayout>(`/floors/${floor.id}/layout`);
  const image = useFloorMapImage(floor.id, map.data?.mapFileId ?? null, { previewFileId: map.data?.mapPreviewFileId });
  const frame = map.data?.map ?? BLANK_FRAME;
  const ref = useRef<HTMLDivElement>(null);
  const size = useElementSize(ref);
  const [view, setView] = useState<View>();
  useEffect(() => {
    if (size.width > 0) setView(fitView(frame, size));
  }, [size, frame]);
  const drawn = useMemo(() => (layout.data ? fromFloorLayout(layout.data) : { waypoints: [], routes: [], areas: [] }), [layout.data]);
  const here = useMemo(() => robots.filter((r) => r.telemetry?.floorId === floor.id), [robots, floor.id]);
  const id = `spatial-floor-${floor.id}`;
  return (
    <section className={styles.floor} aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>{`${floorLabel(floor.index)} ${floor.name}`}</h2>
      <Text>{t('editor.robots', { count: here.length })}{here.length > 0 ? `: ${here.map((r) => r.name).join(', ')}` : ''}</Text>
      <div ref={ref} className={styles.map} role="img" aria-label={t('spatial.floorMap', { floor: floor.name, count: here.length })}>
        {size.width > 0 && view ? (
          <MapCanvas
            width={size.width}
            height={size.height}
            frame={frame}
            image={image}
            layout={drawn}
            view={view}
            editable={false}
            robots={here}
            onView={setView}
          />
        ) : null}
      </div>
    </section>
  );
}

/** beta/spatial-ui (labs): a building's floors stacked, highest on top, with its robots live on each. */
export function SpatialViewPage() {
  const styles = useStyles();
  const t = useT();
  const [params, setParams] = useSearchParams();
  const buildings = useQuery<Named[]>('/buildings');
  const buildingId = Number(params.get('building')) || buildings.data?.[0]?.id;
  const floors = useQuery<FloorRow[]>(`/buildings/${String(buildingId)}/floors`, { enabled: buildingId !== undefined });
  const ids = useMemo(() => (buildingId === undefined ? [] : [buildingId]), [buildingId]);
  const { robots } = useLiveRobots(ids);
  const stacked = useMemo(() => [...(floors.data ?? [])].sort((a, b) => b.index - a.index), [floors.data]);
  return (
    <PageLayout title={t('title.spatial')}>
      <Field label={t('pose.building')}>
        <Select value={String(buildingId ?? '')} onChange={(_, data) => setParams({ building: data.value })}>
          {(buildings.data ?? []).map((b) => <option key={b.id} value={b.id}>{b.name}</option>)}
        </Select>
      </Field>
      {floors.loading || !floors.data ? <Spinner label={t('title.spatial')} /> : (
        <div className={styles.stack}>
          {stacked.map((floor) => <FloorLevel key={floor.id} floor={floor} robots={robots} />)}
        </div>
      )}
    </PageLayout>
  );
}
