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
const MAX_32 = 0xffffffff;

function dosTime(at: Date): { time: number; date: number } {
  return {
    time: (at.getUTCHours() << 11) | (at.getUTCMinutes() << 5) | Math.floor(at.getUTCSeconds() / 2),
    date: ((Math.max(1980, at.getUTCFullYear()) - 1980) << 9) | ((at.getUTCMonth() + 1) << 5) | at.getUTCDate(),
  };
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
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(UTF8_AND_DESCRIPTOR, 6);
    local.writeUInt16LE(0, 8);
    local.writeUInt16LE(time, 10);
    local.writeUInt16LE(date, 12);
    local.writeUInt16LE(name.length, 26);
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
    record.writeUInt16LE(20, 4);
    record.writeUInt16LE(20, 6);
    record.writeUInt16LE(UTF8_AND_DESCRIPTOR, 8);
    record.writeUInt16LE(0, 10);
    record.writeUInt16LE(time, 12);
    record.writeUInt16LE(date, 14);
    record.writeUInt32LE(crc >>> 0, 16);
    record.writeUInt32LE(size, 20);
    record.writeUInt32LE(size, 24);
    record.writeUInt16LE(name.length, 28);
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
