import { MAX_UPLOAD_BYTES } from '@fleetdeck/model';
import { ApiError, validationFailed } from '../../errors/api-error.js';

/** A 400 about the upload's `file` field: what a person (or a client author) has to change. */
export const fileError = (code: string, message: string): ApiError => validationFailed([{ path: 'file', code, message }]);

/** The upload holds more than its one part named `file`. */
export const onePartOnly = (): ApiError => fileError('onePart', 'send exactly one part, the file, named "file" (no other files or fields)');

/** The first part is not a file named `file`. */
export const partName = (name: string): ApiError =>
  fileError('partName', `send the file in a part named "file" (this part is named "${name.slice(0, 40)}")`);

/** The body ended (or the connection dropped) before the multipart form was complete. */
export const incomplete = (): ApiError => fileError('incomplete', 'the upload ended before the file was complete; send it again');

// The multipart parser's own refusals (@fastify/multipart codes, busboy messages) are the client's
// doing and answer 400 with the rule broken; anything else (a full disk) stays a server error.
const BY_CODE: Record<string, () => ApiError> = {
  FST_PARTS_LIMIT: onePartOnly,
  FST_FILES_LIMIT: onePartOnly,
  FST_FIELDS_LIMIT: onePartOnly,
  FST_PROTO_VIOLATION: () => partName('__proto__'),
  FST_REQ_FILE_TOO_LARGE: () => fileError('maxSize', `must be at most ${MAX_UPLOAD_BYTES} bytes`),
  FST_MP_PREMATURE_CLOSE: incomplete,
  FST_INVALID_MULTIPART_CONTENT_TYPE: () => fileError('required', 'send the file as multipart/form-data'),
  ECONNRESET: incomplete,
};
const PARSER_MESSAGES: Array<[RegExp, () => ApiError]> = [
  [/unexpected end of multipart data|terminated early|^aborted$/i, incomplete],
  [/boundary not found/i, () => fileError('required', 'send the file as multipart/form-data with a boundary')],
];

/** The 400 for an error raised while reading an upload, or undefined when it is not the client's doing. */
export function uploadRefusal(error: unknown): ApiError | undefined {
  if (error instanceof ApiError) return error;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && BY_CODE[code]) return BY_CODE[code]();
  if (typeof message === 'string') return PARSER_MESSAGES.find(([pattern]) => pattern.test(message))?.[1]();
  return undefined;
}
