import { describe, expect, it } from 'vitest';
import { isTypingTarget, keyAction } from './driveKeys.js';

describe('keyAction', () => {
  it('maps W/A/S/D and the arrows to directions, Space and Escape to stop', () => {
    expect(keyAction('KeyW', null)).toEqual({ kind: 'drive', direction: 'forward' });
    expect(keyAction('ArrowLeft', null)).toEqual({ kind: 'drive', direction: 'left' });
    expect(keyAction('KeyS', { tagName: 'BUTTON' })).toEqual({ kind: 'drive', direction: 'backward' });
    expect(keyAction('ArrowRight', { tagName: 'DIV' })).toEqual({ kind: 'drive', direction: 'right' });
    expect(keyAction('Space', null)).toEqual({ kind: 'stop' });
    expect(keyAction('Escape', null)).toEqual({ kind: 'stop' });
    expect(keyAction('KeyQ', null)).toEqual({ kind: 'none' });
  });

  it('leaves keys typed into text fields alone, but Escape stops even there', () => {
    expect(keyAction('KeyW', { tagName: 'TEXTAREA' })).toEqual({ kind: 'none' });
    expect(keyAction('Space', { tagName: 'INPUT', type: 'text' })).toEqual({ kind: 'none' });
    expect(keyAction('Escape', { tagName: 'TEXTAREA' })).toEqual({ kind: 'stop' });
  });

  it('leaves the arrows to tabs and radios, which move their selection with them, but W/A/S/D still drive there', () => {
    const tab = { tagName: 'BUTTON', getAttribute: (name: string) => (name === 'role' ? 'tab' : null) };
    expect(keyAction('ArrowRight', tab)).toEqual({ kind: 'none' });
    expect(keyAction('ArrowLeft', { tagName: 'INPUT', type: 'radio' })).toEqual({ kind: 'none' });
    expect(keyAction('KeyD', tab)).toEqual({ kind: 'drive', direction: 'right' });
    expect(keyAction('Space', tab)).toEqual({ kind: 'stop' });
    expect(keyAction('ArrowUp', { tagName: 'BUTTON', getAttribute: () => null })).toEqual({ kind: 'drive', direction: 'forward' });
  });

  it('does not drive on shortcuts with modifiers', () => {
    expect(keyAction('KeyW', null, { ctrl: true })).toEqual({ kind: 'none' });
    expect(keyAction('KeyA', null, { meta: true })).toEqual({ kind: 'none' });
  });
});

describe('isTypingTarget', () => {
  it('counts text inputs, text areas, selects and editable content, not buttons or checkboxes', () => {
    expect(isTypingTarget({ tagName: 'INPUT', type: 'number' })).toBe(true);
    expect(isTypingTarget({ tagName: 'INPUT', type: 'checkbox' })).toBe(false);
    expect(isTypingTarget({ tagName: 'BUTTON' })).toBe(false);
    expect(isTypingTarget({ tagName: 'DIV', isContentEditable: true })).toBe(true);
    expect(isTypingTarget(null)).toBe(false);
  });
});
