import { describe, expect, it } from 'vitest';
import { brotliDecompressSync } from 'node:zlib';
import { compressOnTheFly, IN_THREAD_BELOW_BYTES, SMALL_ANSWER_BYTES, windowBits } from './content-coding';

/**
 * The window a brotli stream asks its decoder for (RFC 7932 section 9.1, WBITS), read from
 * its first bits: what a device allocates to decode the answer.
 */
function streamWindowBits(stream: Uint8Array): number {
  const bits = stream[0]! | (stream[1]! << 8);
  if ((bits & 1) === 0) return 16;
  const n = (bits >> 1) & 7;
  if (n !== 0) return 17 + n;
  const m = (bits >> 4) & 7;
  return m === 0 ? 17 : 8 + m;
}

/** JSON as a pull page has it: rows of the same shape. */
function pullLike(bytes: number): Buffer {
  const rows: string[] = [];
  // The length of the rows' JSON so far: the brackets, each row's text and a comma between rows.
  let length = 2;
  for (let i = 0; length < bytes; i += 1) {
    const row = JSON.stringify({ id: `01a218fc-c85f-7d50-9d41-${String(i).padStart(12, '0')}`, title: `Pressing ${i}`, version: 1000 + i });
    length += JSON.stringify(row).length + (rows.length > 0 ? 1 : 0);
    rows.push(row);
  }
  return Buffer.from(JSON.stringify(rows).slice(0, bytes));
}

describe('brotli on the fly', () => {
  it('sizes the window to the answer, from 1 KB up to the default 4 MB', () => {
    expect(windowBits(0)).toBe(10);
    expect(windowBits(1024)).toBe(10);
    expect(windowBits(3000)).toBe(12);
    expect(windowBits(1 << 20)).toBe(20);
    expect(windowBits(64 << 20)).toBe(22);
  });

  it.each([
    ['a small pull', 3 * 1024],
    ['an answer just above the small size', SMALL_ANSWER_BYTES + 100],
    ['a large page (thread pool)', IN_THREAD_BELOW_BYTES * 4],
  ])('compresses %s into a stream that asks for no larger window than it needs and decodes to the same bytes', async (_what, size) => {
    const original = pullLike(size);
    const packed = await compressOnTheFly(original, 'br');
    // Brotli's fastest qualities keep a window of at least 256 KB (18 bits).
    expect(streamWindowBits(packed)).toBe(Math.max(windowBits(original.byteLength), size < SMALL_ANSWER_BYTES ? 18 : 0));
    expect(streamWindowBits(packed)).toBeLessThan(22);
    expect(packed.byteLength).toBeLessThan(original.byteLength / 3);
    expect(brotliDecompressSync(packed).equals(original)).toBe(true);
  });
});
