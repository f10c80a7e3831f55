import { detectImageType, IMAGE_TOO_LARGE_MESSAGE, IMAGE_UPLOAD_TYPES, INVALID_IMAGE_MESSAGE, MAX_IMAGE_UPLOAD_BYTES } from '@pitchside/shared';

/**
 * The diagram upload's checks (docs/spec/accounts.md section 5), from the rules the server applies
 * (shared image-upload.ts). The server checks the bytes again; this only spares a coach a slow
 * refused upload.
 */

export type FileProblem = { title: string; description: string };

export const invalidFileProblem: FileProblem = { title: 'Invalid File', description: INVALID_IMAGE_MESSAGE };
export const fileTooLargeProblem: FileProblem = { title: 'File Too Large', description: IMAGE_TOO_LARGE_MESSAGE };

/** What is wrong with a chosen file, or null when it may be uploaded. */
export function diagramFileProblem(file: { type: string; size: number }): FileProblem | null {
  if (!(IMAGE_UPLOAD_TYPES as readonly string[]).includes(file.type.toLowerCase())) return invalidFileProblem;
  if (file.size > MAX_IMAGE_UPLOAD_BYTES) return fileTooLargeProblem;
  return null;
}

/**
 * The checks when a file is chosen: its type and size, then its bytes, and, where the browser
 * can, that it decodes; a renamed text file is refused there, not at save.
 */
export async function checkDiagramFile(file: File): Promise<FileProblem | null> {
  const problem = diagramFileProblem(file);
  if (problem) return problem;
  const head = new Uint8Array(await file.slice(0, 12).arrayBuffer());
  if (!detectImageType(head)) return invalidFileProblem;
  if (typeof createImageBitmap === 'function') {
    try {
      (await createImageBitmap(file)).close();
    } catch {
      return invalidFileProblem;
    }
  }
  return null;
}
