import { Agent, request, type IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { REQUEST_TIMEOUT_MS } from './http';

/**
 * One device's connection to the server for the load lines (pull-latency, mixed-load): HTTP/1.1
 * kept alive, the headers a browser sends over plain http (its Accept-Encoding included, so
 * the server compresses as for the app), the answer decoded and parsed as JSON, a non-2xx
 * answer thrown. Node's fetch did the same at about twice the CPU per request (its WHATWG
 * streams, headers and abort signals), and the bench's devices share the server's two cores:
 * what they spend is taken from the server, not a real phone's.
 */
export type DeviceClient = {
  get<T>(path: string, token: string): Promise<Timed<T>>;
  /** The body comes serialized already: a device's queued batch is made before the clock starts. */
  postJson<T>(path: string, token: string, json: string): Promise<Timed<T>>;
  close(): void;
};

/**
 * An answer and how long the device waited for it, in ms: from the call to the answer parsed;
 * on a connection the call had to open, from the connection being made. The bench's one
 * process opens every device's connection one after another on its own thread, so the last
 * device's request went out only once the others' connections were set up: time a phone never
 * waits for the server, since each phone opens its own.
 */
export type Timed<T> = { body: T; ms: number };

const ACCEPT_ENCODING = 'gzip, deflate';

function decoded(body: Buffer, headers: IncomingHttpHeaders): string {
  switch (headers['content-encoding']) {
    case 'gzip':
      return gunzipSync(body).toString();
    case 'deflate':
      return inflateSync(body).toString();
    case 'br':
      return brotliDecompressSync(body).toString();
    default:
      return body.toString();
  }
}

export function deviceClient(baseUrl: string): DeviceClient {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const send = <T>(method: 'GET' | 'POST', path: string, token: string, payload?: string): Promise<Timed<T>> =>
    new Promise<Timed<T>>((resolve, reject) => {
      let sentAt = performance.now();
      const req = request(
        baseUrl + path,
        {
          method,
          agent,
          timeout: REQUEST_TIMEOUT_MS,
          headers: {
            authorization: `Bearer ${token}`,
            accept: 'application/json',
            'accept-encoding': ACCEPT_ENCODING,
            ...(payload === undefined ? {} : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('error', reject);
          res.on('end', () => {
            try {
              const text = decoded(Buffer.concat(chunks), res.headers);
              const status = res.statusCode ?? 0;
              if (status < 200 || status >= 300) throw new Error(`${method} ${path} answered ${status}: ${text.slice(0, 300)}`);
              const body = (text ? JSON.parse(text) : undefined) as T;
              resolve({ body, ms: performance.now() - sentAt });
            } catch (error) {
              reject(error instanceof Error ? error : new Error(String(error)));
            }
          });
        },
      );
      req.on('socket', (socket) => {
        if (socket.connecting) socket.once('connect', () => (sentAt = performance.now()));
      });
      req.on('timeout', () => req.destroy(new Error(`${method} ${path} timed out`)));
      req.on('error', reject);
      req.end(payload);
    });
  return {
    get: (path, token) => send('GET', path, token),
    postJson: (path, token, json) => send('POST', path, token, json),
    close: () => agent.destroy(),
  };
}
