import { describe, expect, it } from 'vitest';
import { serverFieldMessage } from './serverFieldErrors.js';

const t = (key: string) => (key === 'validation.required' ? '必須です' : key);

describe('serverFieldMessage', () => {
  it('translates a known rule code with the model messages', () => {
    expect(serverFieldMessage({ code: 'unique', message: 'This name is already in use' }, 'ja', t)).toBe('この名前は既に使用されています');
  });

  it('falls back to the common validation message, then to the server text', () => {
    expect(serverFieldMessage({ code: 'required', message: 'x' }, 'en', (key) => (key === 'validation.required' ? 'Required' : key))).toBe('This field is required');
    expect(serverFieldMessage({ code: 'cycle', message: 'cannot be this organization' }, 'en', t)).toBe('cannot be this organization');
  });
});
