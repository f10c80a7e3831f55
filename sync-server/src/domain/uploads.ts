import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  detectImageType,
  IMAGE_TOO_LARGE_MESSAGE,
  imageUploadKinds,
  INVALID_IMAGE_MESSAGE,
  MAX_IMAGE_UPLOAD_BYTES,
  type ImageExtension,
} from '@pitchside/shared';
import { DomainError } from './errors';

/** Diagram uploads are stored under random names and served back from our own origin. */

/** Where the app serves uploads from (mounted outside /api so <img> tags can load them). */
export const UPLOADS_URL_PREFIX = '/uploads/';

export const invalidFile = () => new DomainError('invalid', 'invalid_file', INVALID_IMAGE_MESSAGE);
export const fileTooLarge = () => new DomainError('too_large', 'file_too_large', IMAGE_TOO_LARGE_MESSAGE);

/** Exactly the names saveImage makes; anything else (paths, dots, other types) is refused. */
const serverMadeName = /^[0-9a-f]{32}\.(png|jpg|gif|webp)$/;

export function isServerMadeName(name: string): boolean {
  return serverMadeName.test(name);
}

export function contentTypeOf(name: string): string {
  const ext = name.slice(name.lastIndexOf('.') + 1) as ImageExtension;
  return imageUploadKinds[ext];
}

/** Checks size and content, then stores the image under a random name. Returns its URL. */
export function saveImage(uploadsDir: string, bytes: Uint8Array): string {
  if (bytes.length > MAX_IMAGE_UPLOAD_BYTES) throw fileTooLarge();
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
