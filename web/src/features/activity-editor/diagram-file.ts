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
