import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { ApiErrorBody } from '@pitchside/shared';

/**
 * Requests Node refuses before Hono sees them (headers or URL over 16 KB, a malformed
 * request line) got Node's bare status line with an empty body. Answer them in the API's
 * `{ message, code }` shape instead, with the headers every answer carries.
 */
const refusals: Record<string, { status: number; reason: string; body: ApiErrorBody }> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    reason: 'Request Header Fields Too Large',
    body: { message: 'The request headers or URL are too large (16 KB at most)', code: 'headers_too_large' },
  },
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    reason: 'Request Timeout',
    body: { message: 'The request took too long to arrive', code: 'request_timeout' },
  },
};
const malformed = { status: 400, reason: 'Bad Request', body: { message: 'Malformed HTTP request', code: 'invalid' } };

export function clientErrorAnswer(code: string | undefined): string {
  const { status, reason, body } = (code && refusals[code]) || malformed;
  const json = JSON.stringify(body);
  return [
    `HTTP/1.1 ${status} ${reason}`,
    'Content-Type: application/json; charset=UTF-8',
    `Content-Length: ${Buffer.byteLength(json)}`,
    'X-Content-Type-Options: nosniff',
    'Connection: close',
    '',
    json,
  ].join('\r\n');
}

export function answerClientErrors(server: Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    // As Node's own handler: a reset or half-written socket gets no answer.
    if (error.code === 'ECONNRESET' || !socket.writable || ('_httpMessage' in socket && socket._httpMessage)) {
      socket.destroy();
      return;
    }
    socket.end(clientErrorAnswer(error.code));
  });
}
