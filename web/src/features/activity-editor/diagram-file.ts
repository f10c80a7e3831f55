/**
 * The diagram upload's checks (accounts.md section 5; DESIGN.md applies them on create too).
 * The server checks the bytes again; this only spares a coach a slow refused upload.
 */

export const MAX_DIAGRAM_BYTES = 5 * 1024 * 1024;
/** The raster types the server stores (SVG is refused there on purpose). */
export const DIAGRAM_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

export type FileProblem = { title: string; description: string };

export const invalidFileProblem: FileProblem = { title: 'Invalid File', description: 'Please upload an image file.' };
export const fileTooLargeProblem: FileProblem = { title: 'File Too Large', description: 'Please upload an image smaller than 5MB.' };

/** What is wrong with a chosen file, or null when it may be uploaded. */
export function diagramFileProblem(file: { type: string; size: number }): FileProblem | null {
  if (!(DIAGRAM_TYPES as readonly string[]).includes(file.type.toLowerCase())) return invalidFileProblem;
  if (file.size > MAX_DIAGRAM_BYTES) return fileTooLargeProblem;
  return null;
}

/** The first bytes of each stored type: a file is an image by what it holds, not by its name. */
function looksLikeImage(head: Uint8Array): boolean {
  const starts = (...bytes: number[]) => bytes.every((b, i) => head[i] === b);
  const ascii = (at: number, text: string) => [...text].every((c, i) => head[at + i] === c.charCodeAt(0));
  return (
    starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a) ||
    starts(0xff, 0xd8, 0xff) ||
    ascii(0, 'GIF87a') ||
    ascii(0, 'GIF89a') ||
    (ascii(0, 'RIFF') && ascii(8, 'WEBP'))
  );
}

/**
 * The checks when a file is chosen: its type and size, then its bytes, and, where the browser
 * can, that it decodes; a renamed text file is refused there, not at save.
 */
export async function checkDiagramFile(file: File): Promise<FileProblem | null> {
  const problem = diagramFileProblem(file);
  if (problem) return problem;
  const head = new Uint8Array(await file.slice(0, 12).arrayBuffer());
  if (!looksLikeImage(head)) return invalidFileProblem;
  if (typeof createImageBitmap === 'function') {
    try {
      (await createImageBitmap(file)).close();
    } catch {
      return invalidFileProblem;
    }
  }
  return null;
}
