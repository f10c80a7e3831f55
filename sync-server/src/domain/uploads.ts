import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DomainError } from './errors';

/** Diagram uploads: images only, judged by their bytes, never by name or claimed type. */

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/** Where the app serves uploads from (mounted outside /api so <img> tags can load them). */
export const UPLOADS_URL_PREFIX = '/uploads/';

const imageKinds = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
} as const;
export type ImageExtension = keyof typeof imageKinds;

export const invalidFile = () => new DomainError('invalid', 'invalid_file', 'Please upload an image file.');
export const fileTooLarge = () => new DomainError('too_large', 'file_too_large', 'Please upload an image smaller than 5MB.');

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);

/**
 * The raster image type the bytes hold, or null. SVG is refused on purpose: it is XML
 * that can carry script, and we serve uploads from our own origin.
 */
export function detectImageType(bytes: Uint8Array): ImageExtension | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpg';
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38, 0x37, 0x61]) || startsWith(bytes, [0x47, 0x49, 0x46, 0x38, 0x39, 0x61])) {
    return 'gif';
  }
  // RIFF....WEBP
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  return null;
}

/** Exactly the names saveImage makes; anything else (paths, dots, other types) is refused. */
const serverMadeName = /^[0-9a-f]{32}\.(png|jpg|gif|webp)$/;

export function isServerMadeName(name: string): boolean {
  return serverMadeName.test(name);
}

export function contentTypeOf(name: string): string {
  const ext = name.slice(name.lastIndexOf('.') + 1) as ImageExtension;
  return imageKinds[ext];
}

/** Checks size and content, then stores the image under a random name. Returns its URL. */
export function saveImage(uploadsDir: string, bytes: Uint8Array): string {
  if (bytes.length > MAX_UPLOAD_BYTES) throw fileTooLarge();
  const ext = detectImageType(bytes);
  if (!ext) throw invalidFile();
  mkdirSync(uploadsDir, { recursive: true });
  const name = `${randomBytes(16).toString('hex')}.${ext}`;
  writeFileSync(join(uploadsDir, name), bytes, { flag: 'wx' });
  return UPLOADS_URL_PREFIX + name;
}

/** Removes an upload we made, given its URL. Anything that is not ours is left alone. */
export function deleteUpload(uploadsDir: string, url: string | null): void {
  if (!url?.startsWith(UPLOADS_URL_PREFIX)) return;
  const name = url.slice(UPLOADS_URL_PREFIX.length);
  if (!isServerMadeName(name)) return;
  rmSync(join(uploadsDir, name), { force: true });
}

/** The stored bytes of a server-made name, or null when the name is not ours or the file is gone. */
export function readUpload(uploadsDir: string, name: string): Buffer | null {
  if (!isServerMadeName(name)) return null;
  try {
    return readFileSync(join(uploadsDir, name));
  } catch {
    return null;
  }
}
