import { describe, expect, it } from 'vitest';
import { outputName, renderTemplate } from './renderTemplate.js';

describe('renderTemplate', () => {
  it('replaces %%keys%% and leaves i18next {{placeholders}} alone', () => {
    expect(renderTemplate("id: '%%id%%', text: 'Hi {{name}}'", { id: 'x' })).toBe("id: 'x', text: 'Hi {{name}}'");
  });

  it('throws on an unknown key', () => {
    expect(() => renderTemplate('%%nope%%', {})).toThrow(/%%nope%%/);
  });

  it('turns _dotfiles into dotfiles', () => {
    expect(outputName('_gitignore')).toBe('.gitignore');
    expect(outputName('index.tsx')).toBe('index.tsx');
  });
});
