import { describe, expect, it } from 'vitest';
import { HttpError, isHttpError } from './HttpError.js';

describe('HttpError.fromBody', () => {
  it('reads the contract error shape', () => {
    const error = HttpError.fromBody(400, {
      error: { statusCode: 400, name: 'BadRequestError', code: 'VALIDATION_FAILED', message: 'name: too long', details: [{ path: 'name', code: 'maxLength', message: 'too long' }] },
    });
    expect(error.status).toBe(400);
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.message).toBe('name: too long');
    expect(error.details).toEqual([{ path: 'name', code: 'maxLength', message: 'too long' }]);
    expect(isHttpError(error)).toBe(true);
  });

  it('copes with bodies of another shape', () => {
    const error = HttpError.fromBody(502, '<html>Bad gateway</html>');
    expect(error.code).toBe('HTTP_502');
    expect(error.details).toEqual([]);
    expect(isHttpError(new Error('x'))).toBe(false);
  });
});
