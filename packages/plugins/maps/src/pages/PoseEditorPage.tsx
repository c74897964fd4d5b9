import type { FloorLayout, FloorMapAnswer } from '@fleetdeck/model';
import { PageLayout, useQuery, useSearchParams, useT } from '@fleetdeck/sdk';
import { Field, makeStyles, Select, Spinner, tokens } from '@fluentui/react-components';
import { PoseEditor } from '../editor/PoseEditor.js';

const useStyles = makeStyles({
  page: { height: '100%', '& > section': { height: '100%', boxSizing: 'border-box', minHeight: 0 } },
  pickers: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
});

interface Named { id: number; name: string }

/** editor/pose: choose a building and floor (kept in the address), then set a robot's pose on its map. */
export function PoseEditorPage() {
  const styles = useStyles();
  const t = useT();
  const [params, setParams] = useSearchParams();
  const buildings = useQuery<Named[]>('/buildings');
  const buildingId = Number(params.get('building')) || buildings.data?.[0]?.id;
  const floors = useQuery<Named[]>(`/buildings/${String(buildingId)}/floors`, { enabled: buildingId !== undefined });
  const floorId = Number(params.get('floor')) || floors.data?.[0]?.id;
  const map = useQuery<FloorMapAnswer>(`/floors/${String(floorId)}/map`, { enabled: floorId !== undefined });
  const layout = useQuery<FloorLayout>(`/floors/${String(floorId)}/layout`, { enabled: floorId !== undefined });
  const ready = !map.loading && !layout.loading && map.data?.floorId === floorId ? { floor: map.data, layout: layout.data } : undefined;
  return (
    <div className={styles.page}>
      <PageLayout title={t('title.pose')}>
        <div className={styles.pickers}>
          <Field label={t('pose.building')}>
            <Select value={String(buildingId ?? '')} onChange={(_, data) => setParams({ building: data.value })}>
              {(buildings.data ?? []).map((b) => <option key={b.id} value={b.id}>{b.name}</option>)}
            </Select>
          </Field>
          <Field label={t('pose.floor')}>
            <Select value={String(floorId ?? '')} onChange={(_, data) => setParams({ building: String(buildingId), floor: data.value })}>
              {(floors.data ?? []).map((f) => <option key={f.id} value={f.id}>{f.name}</option>)}
            </Select>
          </Field>
        </div>
        {ready?.floor && ready.layout ? <PoseEditor key={ready.floor.floorId} floor={ready.floor} layout={ready.layout} initialSerialNo={params.get('robot') ?? undefined} /> : <Spinner label={t('title.pose')} />}
      </PageLayout>
    </div>
  );
}
