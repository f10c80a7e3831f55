import { formatEquipment } from '../teams/team-profile';
import type { TeamFormat } from '../teams/team-profile-schema';

/** A rectangle of ground in metres. */
export type SpaceSize = { width: number; length: number };

const DIMENSIONS = /(\d{1,3}(?:[.,]\d+)?)\s*(?:m\b|metres?\b|meters?\b)?\s*[x×by]+\s*(\d{1,3}(?:[.,]\d+)?)/i;

/**
 * The size of the builder's free-text "Space available", or null when it cannot tell:
 * "30 x 20 m", "40x30", or a named area ("Half pitch") of the group's usual pitch.
 */
export function spaceFromText(text: string, format: TeamFormat | null): SpaceSize | null {
  const words = text.trim().toLowerCase();
  if (!words) return null;
  const sized = DIMENSIONS.exec(words);
  if (sized) {
    const a = Number(sized[1]!.replace(',', '.'));
    const b = Number(sized[2]!.replace(',', '.'));
    if (a > 0 && b > 0) return { width: Math.min(a, b), length: Math.max(a, b) };
  }
  const pitch = formatEquipment[format ?? '11v11'].pitch;
  if (words.includes('quarter')) return { width: pitch.width / 2, length: pitch.length / 2 };
  if (words.includes('half')) return { width: pitch.width, length: pitch.length / 2 };
  if (words.includes('full') || words === 'pitch') return { ...pitch };
  if (words.includes('penalty')) return { width: 16.5, length: 40.3 };
  if (words.includes('indoor') || words.includes('hall')) return { width: 18, length: 30 };
  return null;
}

/** Whether `grids` grids of `width` x `length` fit side by side in the space (turned if need be). */
export function fitsSpace(area: { width: number; length: number; grids: number }, space: SpaceSize): boolean {
  const short = Math.min(area.width, area.length);
  const long = Math.max(area.width, area.length);
  if (short > space.width || long > space.length) return false;
  return area.grids * area.width * area.length <= space.width * space.length;
}
