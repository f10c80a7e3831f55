import { can, type Actor } from '@pitchside/shared';
import { useSession } from '../../data/session';

/** The page a session's own pages (its card, its editor, the history) lead back to when opened directly. */
export function libraryParent(user: Actor | null | undefined): string {
  return can(user, 'viewSessionLibrary') ? '/session-library' : '/';
}

export function useLibraryParent(): string {
  return libraryParent(useSession((s) => s.user));
}
