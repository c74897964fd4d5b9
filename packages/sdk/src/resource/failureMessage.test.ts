import { describe, expect, it } from 'vitest';
import { HttpError } from '../data/HttpError.js';
import { failureMessage } from './failureMessage.js';

describe('failureMessage', () => {
  it('names forbidden and not found whatever the operation', () => {
    expect(failureMessage('update', new HttpError(403, 'FORBIDDEN', 'no'))).toEqual({ key: 'errors.forbidden' });
    expect(failureMessage('fetch', new HttpError(404, 'NOT_FOUND', 'gone'))).toEqual({ key: 'errors.notFound' });
  });

  it('asks to contact the administrator when a read fails otherwise', () => {
    expect(failureMessage('fetch', new HttpError(500, 'INTERNAL', 'boom'))).toEqual({ key: 'errors.fetchFailed' });
    expect(failureMessage('fetch', new TypeError('network'))).toEqual({ key: 'errors.fetchFailed' });
  });

  it('keeps the server reason of a conflict on delete', () => {
    const error = new HttpError(409, 'CONFLICT', 'in use', [{ path: 'buildings', code: 'inUse', message: 'Delete or move its buildings first' }]);
    expect(failureMessage('delete', error)).toEqual({ key: 'errors.deleteFailed', reason: 'Delete or move its buildings first' });
  });

  it('hides internals of a server error on create', () => {
    expect(failureMessage('create', new HttpError(500, 'INTERNAL', 'stack trace'))).toEqual({ key: 'errors.createFailed' });
  });
});
