import { crc32 } from 'node:zlib';

/**
 * A streaming zip writer, stored (no compression): entries are written as their chunks come,
 * each followed by a data descriptor with its CRC-32 and size, so nothing but the central
 * directory (a few dozen bytes an entry) is held. Zip64 is not written: an entry or the
 * whole file must stay under 4 GiB, far beyond a club's data.
 */
export type ZipEntry = { name: string; content: AsyncIterable<string | Uint8Array> | Iterable<string | Uint8Array> };

const encoder = new TextEncoder();
const UTF8_AND_DESCRIPTOR = 0x0808;
/** Version 2.0: what reading a stored entry with a data descriptor needs (and what wrote it). */
const VERSION = 20;
const MAX_32 = 0xffffffff;

function dosTime(at: Date): { time: number; date: number } {
  return {
    time: (at.getUTCHours() << 11) | (at.getUTCMinutes() << 5) | Math.floor(at.getUTCSeconds() / 2),
    date: ((Math.max(1980, at.getUTCFullYear()) - 1980) << 9) | ((at.getUTCMonth() + 1) << 5) | at.getUTCDate(),
  };
}

/**
 * The fields a local header and its central directory record share, in the same order from `at`:
 * version needed, flags, method (stored), time, date, CRC-32, compressed and real size, name length.
 */
function writeEntryFields(header: Buffer, at: number, entry: { time: number; date: number; crc: number; size: number; nameLength: number }): void {
  header.writeUInt16LE(VERSION, at);
  header.writeUInt16LE(UTF8_AND_DESCRIPTOR, at + 2);
  header.writeUInt16LE(0, at + 4);
  header.writeUInt16LE(entry.time, at + 6);
  header.writeUInt16LE(entry.date, at + 8);
  header.writeUInt32LE(entry.crc >>> 0, at + 10);
  header.writeUInt32LE(entry.size, at + 14);
  header.writeUInt32LE(entry.size, at + 18);
  header.writeUInt16LE(entry.nameLength, at + 22);
}

export async function* zipStream(entries: AsyncIterable<ZipEntry> | Iterable<ZipEntry>, at: Date): AsyncGenerator<Uint8Array> {
  const { time, date } = dosTime(at);
  const central: Uint8Array[] = [];
  let offset = 0;
  let count = 0;
  for await (const entry of entries) {
    const name = encoder.encode(entry.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    // CRC-32 and sizes are not known yet: they follow the content in its data descriptor.
    writeEntryFields(local, 4, { time, date, crc: 0, size: 0, nameLength: name.length });
    yield local;
    yield name;
    const headerAt = offset;
    offset += local.length + name.length;

    let crc = 0;
    let size = 0;
    for await (const chunk of entry.content) {
      const bytes = typeof chunk === 'string' ? encoder.encode(chunk) : chunk;
      if (bytes.length === 0) continue;
      crc = crc32(bytes, crc);
      size += bytes.length;
      yield bytes;
    }
    if (size > MAX_32 || offset + size > MAX_32) throw new Error('The export is too large for a zip without Zip64');
    offset += size;

    const descriptor = Buffer.alloc(16);
    descriptor.writeUInt32LE(0x08074b50, 0);
    descriptor.writeUInt32LE(crc >>> 0, 4);
    descriptor.writeUInt32LE(size, 8);
    descriptor.writeUInt32LE(size, 12);
    yield descriptor;
    offset += descriptor.length;

    const record = Buffer.alloc(46);
    record.writeUInt32LE(0x02014b50, 0);
    record.writeUInt16LE(VERSION, 4);
    writeEntryFields(record, 6, { time, date, crc, size, nameLength: name.length });
    record.writeUInt32LE(headerAt, 42);
    central.push(record, name);
    count += 1;
  }
  let centralSize = 0;
  for (const part of central) {
    centralSize += part.length;
    yield part;
  }
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(count, 8);
  end.writeUInt16LE(count, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(offset, 16);
  yield end;
}
