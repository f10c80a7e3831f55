/**
 * What a diagram upload may be: a raster image of at most 5 MB, judged by its bytes. The web
 * checks a chosen file with these before sending it (a coach hears at once, not after a slow
 * upload); the server checks the bytes again before storing them. SVG is refused on purpose:
 * it is XML that can carry script, and uploads are served from the app's own origin.
 */

export const MAX_IMAGE_UPLOAD_BYTES = 5 * 1024 * 1024;

/** The stored file extension of each accepted image type, and the type it is served as. */
export const imageUploadKinds = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
} as const;
export type ImageExtension = keyof typeof imageUploadKinds;

/** The media types a file picker offers and the web accepts. */
export const IMAGE_UPLOAD_TYPES = Object.values(imageUploadKinds);

export const INVALID_IMAGE_MESSAGE = 'Please upload an image file.';
export const IMAGE_TOO_LARGE_MESSAGE = 'Please upload an image smaller than 5MB.';

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The accepted image type the bytes hold (their first 12 are enough), or null. */
export function detectImageType(bytes: Uint8Array): ImageExtension | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpg';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  return null;
}
