import { describe, expect, it } from 'vitest';
import { MAX_IMAGE_UPLOAD_BYTES } from '@pitchside/shared';
import { diagramFileProblem } from './diagram-file';

describe('diagram file checks', () => {
  it('accepts the raster images the server stores, up to 5 MB', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'IMAGE/PNG']) {
      expect(diagramFileProblem({ type, size: 1000 })).toBeNull();
    }
    expect(diagramFileProblem({ type: 'image/png', size: MAX_IMAGE_UPLOAD_BYTES })).toBeNull();
  });

  it("refuses what is not an image with the spec's message", () => {
    for (const type of ['text/plain', 'application/pdf', '', 'image/svg+xml']) {
      expect(diagramFileProblem({ type, size: 10 })).toEqual({ title: 'Invalid File', description: 'Please upload an image file.' });
    }
  });

  it("refuses an image over 5 MB with the spec's message", () => {
    expect(diagramFileProblem({ type: 'image/jpeg', size: MAX_IMAGE_UPLOAD_BYTES + 1 })).toEqual({
      title: 'File Too Large',
      description: 'Please upload an image smaller than 5MB.',
    });
  });

  it('names the type problem first when both apply', () => {
    expect(diagramFileProblem({ type: 'text/plain', size: MAX_IMAGE_UPLOAD_BYTES * 2 })?.title).toBe('Invalid File');
  });
});
