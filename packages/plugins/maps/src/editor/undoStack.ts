/** Past and future states around the present one: the editor's undo and redo. */
export interface UndoStack<T> {
  past: readonly T[];
  present: T;
  future: readonly T[];
}

/** How many steps back undo reaches; older ones are forgotten so a long session stays small. */
export const UNDO_LIMIT = 200;

/** A stack with nothing to undo or redo. */
export function undoStart<T>(present: T): UndoStack<T> {
  return { past: [], present, future: [] };
}

/** Makes `next` the present; the old present can be undone, anything redoable is dropped. Same object: nothing happened. */
export function commit<T>(stack: UndoStack<T>, next: T): UndoStack<T> {
  if (next === stack.present) return stack;
  const past = [...stack.past, stack.present];
  return { past: past.length > UNDO_LIMIT ? past.slice(past.length - UNDO_LIMIT) : past, present: next, future: [] };
}

/** One step back, or the same stack when there is none. */
export function undo<T>(stack: UndoStack<T>): UndoStack<T> {
  const previous = stack.past.at(-1);
  if (stack.past.length === 0) return stack;
  return { past: stack.past.slice(0, -1), present: previous as T, future: [stack.present, ...stack.future] };
}

/** One step forward again, or the same stack when there is none. */
export function redo<T>(stack: UndoStack<T>): UndoStack<T> {
  if (stack.future.length === 0) return stack;
  const [next, ...rest] = stack.future;
  return { past: [...stack.past, stack.present], present: next as T, future: rest };
}
