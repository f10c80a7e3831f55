import { describe, expect, it } from 'vitest';
import { detectImageType, IMAGE_UPLOAD_TYPES, MAX_IMAGE_UPLOAD_BYTES } from './image-upload';

const bytes = (...b: number[]) => new Uint8Array([...b, 0, 0, 0, 0, 0, 0, 0, 0]);

describe('image uploads', () => {
  it('recognises PNG, JPEG, GIF and WebP by their bytes', () => {
    expect(detectImageType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe('png');
    expect(detectImageType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('jpg');
    expect(detectImageType(new TextEncoder().encode('GIF89a......'))).toBe('gif');
    expect(detectImageType(new TextEncoder().encode('GIF87a......'))).toBe('gif');
    expect(detectImageType(new TextEncoder().encode('RIFF\x10\x00\x00\x00WEBPVP8 '))).toBe('webp');
  });

  it('refuses SVG, text, other RIFF files and truncated headers', () => {
    expect(detectImageType(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(detectImageType(new TextEncoder().encode('<?xml version="1.0"?><svg/>'))).toBeNull();
    expect(detectImageType(new TextEncoder().encode('hello'))).toBeNull();
    expect(detectImageType(new TextEncoder().encode('RIFF\x10\x00\x00\x00WAVEfmt '))).toBeNull();
    expect(detectImageType(new Uint8Array([0x89, 0x50]))).toBeNull();
    expect(detectImageType(new Uint8Array())).toBeNull();
  });

  it('accepts the four raster types up to 5 MB, never SVG', () => {
    expect(MAX_IMAGE_UPLOAD_BYTES).toBe(5 * 1024 * 1024);
    expect([...IMAGE_UPLOAD_TYPES].sort()).toEqual(['image/gif', 'image/jpeg', 'image/png', 'image/webp']);
  });
});
