import type { FloorLayout, FloorMapAnswer } from '@fleetdeck/model';
import { ErrorPanel, lazyPage, PageLayout, useFloorMapImages, useLazyReady, useParams, useQuery, useT } from '@fleetdeck/sdk';
import { Spinner, Text } from '@fluentui/react-components';
import { useState } from 'react';
import type { EditorVariant } from '../editor/FloorEditor.js';

// The editors carry Konva and its React renderer (about 300 KB). Their code loads while the page
// reads the floor, its layout and its map image, so the map's first paint waits for none of them
// in turn.
const FloorEditor = lazyPage(() => import('../editor/FloorEditor.js').then((m) => m.FloorEditor));
const PartialMapEditor = lazyPage(() => import('../editor/PartialMapEditor.js').then((m) => m.PartialMapEditor));

const LOADING_TITLE: Record<EditorVariant, string> = { floor: 'title.editorLoading', v1_5: 'title.editorAreasLoading', v2: 'title.editorLabsLoading' };

/** A map editor page: loads the floor's map and layout, then hands them to the editor (again after a conflict's reload). */
function EditorPage({ variant }: { variant: EditorVariant }) {
  const { id } = useParams();
  const t = useT();
  const editorReady = useLazyReady(FloorEditor);
  const [generation, setGeneration] = useState(0);
  const floor = useQuery<FloorMapAnswer>(`/floors/${String(id)}/map`);
  const layout = useQuery<FloorLayout>(`/floors/${String(id)}/layout`);
  // An upload in the editor replaces the map under the drawing without touching unsaved edits.
  const [uploaded, setUploaded] = useState<FloorMapAnswer>();
  const map = uploaded && uploaded.floorId === floor.data?.floorId ? uploaded : floor.data;
  const images = useFloorMapImages(Number(id), map?.mapFileId, { previewFileId: map?.mapPreviewFileId });
  const error = floor.error ?? layout.error;
  if (error) {
    return (
      <PageLayout title={t(LOADING_TITLE[variant])}>
        <ErrorPanel message={error.message} onRetry={() => { floor.reload(); layout.reload(); }} />
      </PageLayout>
    );
  }
  if (!map || !layout.data || floor.loading || layout.loading || !editorReady) {
    return (
      <PageLayout title={t(LOADING_TITLE[variant])}>
        <Spinner label={t(LOADING_TITLE[variant])} />
      </PageLayout>
    );
  }
  return (
    <FloorEditor
      variant={variant}
      key={`${map.floorId}:${generation}:${layout.data.revision}`}
      floor={map}
      images={images}
      onMapUploaded={setUploaded}
      layout={layout.data}
      onReload={() => {
        setUploaded(undefined);
        floor.reload();
        layout.reload();
        setGeneration((g) => g + 1);
      }}
    />
  );
}

/** editor/floor/{id}: waypoints and routes. */
export function FloorEditorPage() {
  return <EditorPage variant="floor" />;
}

/** editor/v1_5/{id}/floor: waypoints and routes with speed and no-go areas. */
export function AreaEditorPage() {
  return <EditorPage variant="v1_5" />;
}

/** editor/v2/{id}/floor: the same editor as a labs page, the place for experiments. */
export function LabsEditorPage() {
  return <EditorPage variant="v2" />;
}

/** editor/floor/{id}/partial: paint the occupancy grid of the floor's robot map. */
export function PartialMapPage() {
  const { id } = useParams();
  const t = useT();
  const editorReady = useLazyReady(PartialMapEditor);
  const floor = useQuery<FloorMapAnswer>(`/floors/${String(id)}/map`);
  if (floor.error) {
    return (
      <PageLayout title={t('title.partialLoading')}>
        <ErrorPanel message={floor.error.message} onRetry={floor.reload} />
      </PageLayout>
    );
  }
  if (!floor.data || floor.loading || !editorReady) {
    return (
      <PageLayout title={t('title.partialLoading')}>
        <Spinner label={t('title.partialLoading')} />
      </PageLayout>
    );
  }
  const data = floor.data;
  if (data.map === null) {
    return (
      <PageLayout title={t('title.partialLoading')}>
        <Text>{t('partial.noMap')}</Text>
      </PageLayout>
    );
  }
  return <PartialMapEditor key={String(data.mapFileId)} floor={{ ...data, map: data.map }} />;
}
