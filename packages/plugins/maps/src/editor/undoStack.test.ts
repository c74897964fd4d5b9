import { describe, expect, it } from 'vitest';
import { commit, redo, undo, undoStart, UNDO_LIMIT } from './undoStack.js';

describe('undo stack', () => {
  it('undoes and redoes in order, and a new change drops what could be redone', () => {
    let stack = commit(commit(undoStart('a'), 'b'), 'c');
    stack = undo(stack);
    expect(stack.present).toBe('b');
    stack = undo(stack);
    expect(stack.present).toBe('a');
    expect(undo(stack)).toBe(stack);
    stack = redo(stack);
    expect(stack.present).toBe('b');
    stack = commit(stack, 'd');
    expect(stack.future).toEqual([]);
    expect(redo(stack)).toBe(stack);
    expect(undo(stack).present).toBe('b');
  });

  it('keeps the present when a change changes nothing, and forgets the oldest steps past its limit', () => {
    const start = undoStart({ n: 0 });
    expect(commit(start, start.present)).toBe(start);
    let stack = undoStart(0);
    for (let i = 1; i <= UNDO_LIMIT + 5; i++) stack = commit(stack, i);
    expect(stack.past).toHaveLength(UNDO_LIMIT);
    expect(stack.past[0]).toBe(5);
  });
});
