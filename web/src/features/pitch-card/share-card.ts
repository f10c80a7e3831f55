/**
 * Sharing a pitch card: the Web Share API where the browser has it (the card as a
 * self-contained HTML file when files can be shared, else its link), and otherwise copy
 * link / download. The card's own link only opens for someone signed in to the club, so the
 * file is what travels to a parent or an assistant.
 */

/** Where a session's card opens in the app (the link a coach shares). */
export const pitchCardPath = (sessionId: string) => `/pitch-card/${sessionId}`;

/** The parts of `navigator` sharing needs, so the choice is testable without a browser. */
export type ShareCapabilities = {
  share?: ((data: ShareData) => Promise<void>) | undefined;
  canShare?: ((data: ShareData) => boolean) | undefined;
};

/** Whether this browser has a share sheet at all (else the page offers copy link / download). */
export function hasShareSheet(nav: ShareCapabilities): boolean {
  return typeof nav.share === 'function';
}

/** What to hand the share sheet: the card file where it accepts files, else the title, text and link. */
export function shareData(nav: ShareCapabilities, card: { title: string; text: string; url: string; file: File }): ShareData {
  const withFile: ShareData = { title: card.title, text: card.text, files: [card.file] };
  if (typeof nav.canShare === 'function' && nav.canShare(withFile)) return withFile;
  return { title: card.title, text: card.text, url: card.url };
}

export { standaloneCardHtml } from '@pitchside/pitch-card';

/** 'Support play' -> 'support-play-pitch-card.html'. */
export function cardFileName(title: string): string {
  const slug = title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${slug || 'session'}-pitch-card.html`;
}
