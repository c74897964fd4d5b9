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
    expect(applyServerErrors(form as never, error)).toBe(true);
    expect(form.calls).toEqual([
      ['name', { type: 'maxLength', message: 'too long' }],
      ['ipAllowList.0.ipAddress', { type: 'format', message: 'not an IP' }],
    ]);
  });

  it('puts an error without details on root.server', () => {
    const form = recordingForm();
    expect(applyServerErrors(form as never, new HttpError(409, 'CONFLICT', 'name taken'))).toBe(false);
    expect(form.calls).toEqual([['root.server', { type: 'CONFLICT', message: 'name taken' }]]);
  });
});
