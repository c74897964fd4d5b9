import type { FloorLayout } from '@fleetdeck/model';
import { api, HttpError } from '@fleetdeck/sdk';
import { useCallback, useMemo, useState } from 'react';
import { fromFloorLayout, toLayoutSave, type EditorLayout } from './editorLayout.js';
import { commit, redo, undo, undoStart, type UndoStack } from './undoStack.js';

/**
 * How the last save went: nothing yet, saving, refused because someone else saved (409 without
 * details), refused because it deletes waypoints flows go to (409 `waypointInUse`), or failed otherwise.
 */
export type SaveState = { kind: 'idle' } | { kind: 'saving' } | { kind: 'conflict' } | { kind: 'inUse'; error: HttpError } | { kind: 'failed'; error: unknown };

function refusal(error: unknown): SaveState {
  if (!(error instanceof HttpError) || error.status !== 409) return { kind: 'failed', error };
  return error.details.some((detail) => detail.code === 'waypointInUse') ? { kind: 'inUse', error } : { kind: 'conflict' };
}

/** The editor's data: the layout with undo and redo, the selection, and the save against the floor's revision. */
export interface FloorEditor {
  layout: EditorLayout;
  /** The layout as last loaded or saved: what the floor holds now, as far as this editor knows. */
  stored: EditorLayout;
  revision: number;
  selection: ReadonlySet<string>;
  canUndo: boolean;
  canRedo: boolean;
  /** Changes since the last load or save (undo steps). */
  changes: number;
  save: SaveState;
  /** Applies an edit as one undoable step; an edit that answers the same layout changes nothing. */
  edit: (change: (layout: EditorLayout) => EditorLayout) => void;
  select: (keys: Iterable<string>) => void;
  undo: () => void;
  redo: () => void;
  /** Saves the whole layout in one request; on success the saved layout becomes the new start. */
  store: () => Promise<boolean>;
}

/** Holds one floor's layout while it is edited: a pure undo stack under a small React state. */
export function useFloorEditor(floorId: number, loaded: FloorLayout): FloorEditor {
  const [stored, setStored] = useState(() => fromFloorLayout(loaded));
  const [stack, setStack] = useState<UndoStack<EditorLayout>>(() => undoStart(stored));
  const [revision, setRevision] = useState(loaded.revision);
  const [selection, setSelection] = useState<ReadonlySet<string>>(new Set());
  const [save, setSave] = useState<SaveState>({ kind: 'idle' });

  const edit = useCallback((change: (layout: EditorLayout) => EditorLayout) => setStack((s) => commit(s, change(s.present))), []);
  const select = useCallback((keys: Iterable<string>) => setSelection(new Set(keys)), []);
  const undoStep = useCallback(() => setStack(undo), []);
  const redoStep = useCallback(() => setStack(redo), []);

  const store = useCallback(async () => {
    setSave({ kind: 'saving' });
    try {
      const saved = await api.put<FloorLayout>(`/floors/${floorId}/layout`, toLayoutSave(stack.present, revision));
      const start = fromFloorLayout(saved);
      setStored(start);
      setStack(undoStart(start));
      setRevision(saved.revision);
      setSelection(new Set());
      setSave({ kind: 'idle' });
      return true;
    } catch (error) {
      setSave(refusal(error));
      return false;
    }
  }, [floorId, stack.present, revision]);

  return useMemo(
    () => ({
      layout: stack.present,
      stored,
      revision,
      selection,
      canUndo: stack.past.length > 0,
      canRedo: stack.future.length > 0,
      changes: stack.past.length,
      save,
      edit,
      select,
      undo: undoStep,
      redo: redoStep,
      store,
    }),
    [stack, stored, revision, selection, save, edit, select, undoStep, redoStep, store],
  );
}
