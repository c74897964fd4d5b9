import { describe, expect, it } from 'vitest';
import { HttpError } from '../data/HttpError.js';
import { applyServerErrors } from './applyServerErrors.js';

// The form's only collaborator is setError; record what it is given.
function recordingForm() {
  const calls: [string, { type: string; message?: string }][] = [];
  return { calls, setError: (name: string, error: { type: string; message?: string }) => void calls.push([name, error]) };
}

describe('applyServerErrors', () => {
  it('puts each detail beside its field', () => {
    const form = recordingForm();
    const error = new HttpError(400, 'VALIDATION_FAILED', 'bad', [
      { path: 'name', code: 'maxLength', message: 'too long' },
      { path: 'ipAllowList.0.ipAddress', code: 'format', message: 'not an IP' },
    ]);
    expect(applyServerErrors(form as never, error)).toBe(2);
    expect(form.calls).toEqual([
      ['name', { type: 'maxLength', message: 'too long' }],
      ['ipAllowList.0.ipAddress', { type: 'format', message: 'not an IP' }],
    ]);
  });

  it('puts an error without details on root.server', () => {
    const form = recordingForm();
    expect(applyServerErrors(form as never, new HttpError(409, 'CONFLICT', 'name taken'))).toBe(0);
    expect(form.calls).toEqual([['root.server', { type: 'CONFLICT', message: 'name taken' }]]);
  });

  it('words a detail in the page\'s own words first, then the model\'s rule message, then the common one, and skips fields the form does not show', () => {
    const form = recordingForm();
    const error = new HttpError(400, 'VALIDATION_FAILED', 'bad', [
      { path: 'mode', code: 'modeTaken', message: 'mode in use' },
      { path: 'name', code: 'unique', message: 'name taken' },
      { path: 'note', code: 'maxLength', message: 'too long' },
      { path: 'secret', code: 'required', message: 'needed' },
    ]);
    const t = (key: string) => (key === 'validation.maxLength' ? 'Too long' : key);
    const placed = applyServerErrors(form as never, error, { t, language: 'ja', messages: { modeTaken: 'このモードは使用中です' }, fields: new Set(['mode', 'name', 'note']) });
    expect(placed).toBe(3);
    expect(form.calls).toEqual([
      ['mode', { type: 'modeTaken', message: 'このモードは使用中です' }],
      ['name', { type: 'unique', message: 'この名前は既に使用されています' }],
      ['note', { type: 'maxLength', message: 'Too long' }],
    ]);
  });
});
