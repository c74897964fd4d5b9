import type { FloorLayout, FloorMapAnswer } from '@fleetdeck/model';
import { ErrorPanel, PageLayout, useParams, useQuery, useT } from '@fleetdeck/sdk';
import { Spinner } from '@fluentui/react-components';
import { useState } from 'react';
import { FloorEditor } from '../editor/FloorEditor.js';

/** editor/floor/{id}: loads the floor's map and layout, then hands them to the editor (again after a conflict's reload). */
export function FloorEditorPage() {
  const { id } = useParams();
  const t = useT();
  const [generation, setGeneration] = useState(0);
  const floor = useQuery<FloorMapAnswer>(`/floors/${String(id)}/map`);
  const layout = useQuery<FloorLayout>(`/floors/${String(id)}/layout`);
  const error = floor.error ?? layout.error;
  if (error) {
    return (
      <PageLayout title={t('title.editorLoading')}>
        <ErrorPanel message={error.message} onRetry={() => { floor.reload(); layout.reload(); }} />
      </PageLayout>
    );
  }
  if (!floor.data || !layout.data || floor.loading || layout.loading) {
    return (
      <PageLayout title={t('title.editorLoading')}>
        <Spinner label={t('title.editorLoading')} />
      </PageLayout>
    );
  }
  return (
    <FloorEditor
      key={`${floor.data.floorId}:${generation}:${layout.data.revision}`}
      floor={floor.data}
      layout={layout.data}
      onReload={() => {
        floor.reload();
        layout.reload();
        setGeneration((g) => g + 1);
      }}
    />
  );
}
