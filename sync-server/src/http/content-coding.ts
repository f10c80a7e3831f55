import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';

/** The content codings the server sends, best first. */
export const ENCODINGS = ['br', 'gzip'] as const;
export type Encoding = (typeof ENCODINGS)[number];

/** The file a precompressed variant of `path` is built as (vite.config.ts). */
export const variantSuffix: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

/**
 * The coding to answer with for an Accept-Encoding header: the one the client weighs
 * highest among those we offer (`*` covers the ones it does not name, q=0 refuses), br
 * before gzip on a tie; null (identity) when it asks for none of them or sends no header.
 */
export function chooseEncoding(acceptEncoding: string | undefined, offered: readonly Encoding[] = ENCODINGS): Encoding | null {
  if (!acceptEncoding) return null;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    if (!name) continue;
    const q = params.find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  let best: Encoding | null = null;
  let bestWeight = 0;
  for (const encoding of offered) {
    const weight = weights.get(encoding) ?? weights.get('*') ?? 0;
    if (weight > bestWeight) {
      best = encoding;
      bestWeight = weight;
    }
  }
  return best;
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Compression of answers made per request, at low levels: brotli 4 still shrinks a pull page
 * several times for a small share of the CPU the highest levels would take (those are for
 * the build's files, compressed once); gzip, for clients without brotli (browsers on plain
 * http, Node's fetch), at level 1, its fastest, which still shrinks JSON several times.
 */
const BROTLI_QUALITY = 4;
const GZIP_LEVEL = 1;
/**
 * Answers up to a few hundred rows (a pull while other devices of the club write, a list)
 * are compressed right here, in about a millisecond at most at these levels: an answer sent
 * to the thread pool is finished only on a later turn of the event loop, after every request
 * that came in meanwhile, which on a busy server is a far longer wait than the compression.
 * Larger ones (a first sync's pages) go to the pool, so the server's thread keeps answering.
 */
export const IN_THREAD_BELOW_BYTES = 256 * 1024;

/**
 * Below this brotli works at quality 1: a small answer (a pull of a few changes) shrinks
 * nearly as much as at 4 for much less encoding work.
 */
export const SMALL_ANSWER_BYTES = 8 * 1024;
const BROTLI_SMALL_QUALITY = 1;

function brotliOptions(size: number) {
  return {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: size < SMALL_ANSWER_BYTES ? BROTLI_SMALL_QUALITY : BROTLI_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: size,
      // A window no larger than the answer: the encoder sets up the default 4 MB one per answer,
      // and the device's decoder allocates what the stream asks for.
      [constants.BROTLI_PARAM_LGWIN]: windowBits(size),
    },
  };
}

/** The smallest brotli window (in bits, 10 up to the default 22) that holds `size` bytes. */
export function windowBits(size: number): number {
  return Math.min(constants.BROTLI_DEFAULT_WINDOW, Math.max(constants.BROTLI_MIN_WINDOW_BITS, Math.ceil(Math.log2(Math.max(size, 1)))));
}

function compressInThread(bytes: Uint8Array, encoding: Encoding): Buffer {
  return encoding === 'br' ? brotliCompressSync(bytes, brotliOptions(bytes.byteLength)) : gzipSync(bytes, { level: GZIP_LEVEL });
}

export async function compressOnTheFly(bytes: Uint8Array, encoding: Encoding): Promise<Buffer> {
  if (bytes.byteLength < IN_THREAD_BELOW_BYTES) return compressInThread(bytes, encoding);
  return encoding === 'br' ? brotliAsync(bytes, brotliOptions(bytes.byteLength)) : gzipAsync(bytes, { level: GZIP_LEVEL });
}
/** The same, done at once in the calling thread, for answers below IN_THREAD_BELOW_BYTES. */
compressOnTheFly.sync = compressInThread;
