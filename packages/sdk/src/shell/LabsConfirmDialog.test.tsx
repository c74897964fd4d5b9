// @vitest-environment happy-dom
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderWithFleetdeck, type FleetdeckRenderResult } from '../testing/renderWithFleetdeck.js';
import { installMemoryStorage } from '../testing/memoryStorage.js';
import { LabsConfirmDialog } from './LabsConfirmDialog.js';
import { confirmLabs, labsStore } from './labsStore.js';

let rendered: FleetdeckRenderResult | undefined;
let animate: PropertyDescriptor | undefined;

// happy-dom's Web Animations cancel with an AbortError nobody awaits; without `animate` Fluent's
// dialog opens and closes without motion, as for a user who asked for reduced motion.
beforeEach(() => {
  animate = Object.getOwnPropertyDescriptor(Element.prototype, 'animate');
  Object.defineProperty(Element.prototype, 'animate', { value: undefined, configurable: true, writable: true });
});

afterEach(() => {
  if (animate) Object.defineProperty(Element.prototype, 'animate', animate);
  else Reflect.deleteProperty(Element.prototype, 'animate');
});

beforeEach(async () => {
  installMemoryStorage();
  labsStore.pending = null;
  await act(async () => {
    rendered = await renderWithFleetdeck(<LabsConfirmDialog />);
  });
});

afterEach(() => {
  rendered?.unmount();
  rendered = undefined;
});

describe('LabsConfirmDialog', () => {
  it('speaks of a page when the caller gives no wording', async () => {
    let answer: Promise<boolean> = Promise.resolve(false);
    await act(async () => {
      answer = confirmLabs('/beta/page');
    });
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('This page is an experimental (labs) feature.');
    expect(dialog.textContent).toContain('Do not show again for this page');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Open' })));
    await expect(answer).resolves.toBe(true);
  });

  it('shows a plugin\'s own wording, keeping the console\'s text for the parts it leaves out', async () => {
    let answer: Promise<boolean> = Promise.resolve(true);
    await act(async () => {
      answer = confirmLabs('notes:summary', { body: 'AI summaries are experimental. Try them?', open: 'Try it' });
    });
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('AI summaries are experimental. Try them?');
    expect(dialog.textContent).not.toContain('This page is');
    expect(dialog.textContent).toContain('Experimental feature');
    expect(screen.getByRole('button', { name: 'Try it' })).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Cancel' })));
    await expect(answer).resolves.toBe(false);
  });
});
