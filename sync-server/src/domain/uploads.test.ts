import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deleteUpload, isServerMadeName, readUpload, saveImage } from './uploads';

const bytes = (...b: number[]) => new Uint8Array([...b, 0, 0, 0, 0, 0, 0, 0, 0]);

describe('stored uploads', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'pitchside-uploads-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('accepts only the names it makes', () => {
    const url = saveImage(dir, bytes(0xff, 0xd8, 0xff, 0xe0));
    const name = url.replace('/uploads/', '');
    expect(isServerMadeName(name)).toBe(true);
    expect(name.endsWith('.jpg')).toBe(true);
    for (const bad of ['../x.png', 'x.png', `${'a'.repeat(32)}.svg`, `${'a'.repeat(32)}.png/..`, `${'A'.repeat(32)}.png`, '']) {
      expect(isServerMadeName(bad)).toBe(false);
    }
  });

  it('reads and deletes only its own files', () => {
    writeFileSync(join(dir, 'keep.txt'), 'x');
    const url = saveImage(dir, bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a));
    const name = url.replace('/uploads/', '');
    expect(readUpload(dir, name)).not.toBeNull();
    expect(readUpload(dir, 'keep.txt')).toBeNull();
    deleteUpload(dir, '/uploads/keep.txt');
    deleteUpload(dir, 'https://elsewhere.example/x.png');
    deleteUpload(dir, null);
    expect(existsSync(join(dir, 'keep.txt'))).toBe(true);
    deleteUpload(dir, url);
    expect(readdirSync(dir)).toEqual(['keep.txt']);
  });
});
