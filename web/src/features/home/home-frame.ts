import { writeHomeGreeting } from '../../data/token-store';
// In the page's first stylesheet (the shell imports this module): the frame paints with the page.
import './HomeIntro.css';

/** The id of the home's frame built into index.html (app/home-frame.tsx); start.js shows it on a signed-in start at '/'. */
export const HOME_FRAME_ID = 'prerender-home';

/**
 * The home has shown: its frame goes, in the same frame (no flash), and its greeting is kept
 * for the frame of the next start.
 */
export function replaceHomeFrame(greeting: string): void {
  writeHomeGreeting(greeting);
  removeHomeFrame();
}

/** Something other than the home shows (signed out, a failed start): the frame must not stay over it. */
export function removeHomeFrame(): void {
  document.getElementById(HOME_FRAME_ID)?.remove();
}

/** Whether the frame start.js painted shows: the page has had its first paint already. */
export function homeFrameShows(): boolean {
  return document.documentElement.classList.contains('home-start') && document.getElementById(HOME_FRAME_ID) !== null;
}
