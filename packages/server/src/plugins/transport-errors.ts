import { maxHeaderSize, STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from './error-handler.js';

// Requests refused before a route runs: Node's HTTP parser (a request line or headers past Node's
// `maxHeaderSize`, 16 KB by default, a malformed request, a timeout) and Fastify's router (a bad
// percent-encoding, a path parameter past `maxParamLength`, 100 characters by default). Fastify's
// defaults answer these in their own shape; these answer the API's error shape with a message.

const KB = Math.round(maxHeaderSize / 1024);
/** Longest path segment (`:id`) the router accepts; ids are at most 16 digits, names never travel in paths. */
export const MAX_PARAM_LENGTH = 100;

/** Whether a header overflow is a request line too long (414) rather than too many or too large headers (431). */
function requestLineTooLong(rawPacket: unknown): boolean {
  if (!Buffer.isBuffer(rawPacket)) return false;
  const text = rawPacket.subarray(0, maxHeaderSize).toString('latin1');
  const end = text.indexOf('\r\n');
  const firstLine = end < 0 ? text : text.slice(0, end);
  return /^[A-Z]+ \S/.test(firstLine) && (end < 0 || firstLine.length > maxHeaderSize / 2);
}

function clientErrorAnswer(error: NodeJS.ErrnoException & { rawPacket?: unknown }): { status: number; code: string; message: string } {
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    return { status: 408, code: 'REQUEST_TIMEOUT', message: 'The request took too long to arrive; send it again' };
  }
  if (error.code === 'HPE_HEADER_OVERFLOW') {
    return requestLineTooLong(error.rawPacket)
      ? { status: 414, code: 'URI_TOO_LONG', message: `The address is too long: the address and headers may hold at most ${KB} KB; shorten the query string (fewer filter conditions or fields)` }
      : { status: 431, code: 'HEADERS_TOO_LARGE', message: `The request headers are too large: the address and headers may hold at most ${KB} KB; remove large cookies or headers` };
  }
  return { status: 400, code: 'VALIDATION_FAILED', message: `The request is not valid HTTP (${error.code ?? 'parse error'}); check its request line, headers and body length` };
}

/** Fastify's `clientErrorHandler`: answers what Node's HTTP parser refused in the error shape, then closes. */
export function clientErrorHandler(error: NodeJS.ErrnoException & { rawPacket?: unknown }, socket: Socket): void {
  // A reset connection has nobody to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, code, message } = clientErrorAnswer(error);
  const body = JSON.stringify(errorBody(status, code, message));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Bad Request'}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/** Fastify's `frameworkErrors`: the router's refusals in the error shape. */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    void reply.status(414).send(errorBody(414, 'URI_TOO_LONG', `A part of the address is too long: a path segment may hold at most ${MAX_PARAM_LENGTH} characters`));
    return;
  }
  if (error.code === 'FST_ERR_BAD_URL') {
    void reply.status(400).send(errorBody(400, 'VALIDATION_FAILED', "The address holds an invalid percent-encoding; write a literal '%' as %25"));
    return;
  }
  reply.log.error({ err: error }, 'router failed');
  void reply.status(500).send(errorBody(500, 'INTERNAL', 'Internal server error'));
}
