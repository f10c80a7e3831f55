import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { PitchCard, pitchCardModel, scheduleFor } from '@pitchside/pitch-card';
import { standaloneCardPage } from '@pitchside/pitch-card/standalone-page';
import type { SharedSession } from '../domain/session-share';

/**
 * A shared session as a page of its own: the app's own pitch card component rendered on the
 * server with the whole session (every drill's setup, instructions and coaching points), its stylesheet inlined, diagrams as inline SVG. No script at all, so it opens on
 * any phone and prints as the app prints it. (Plain createElement here: the server runs
 * under tsx, which reads no JSX setting for its own files.)
 */

export function sharedCardPage({ session, activities, entries }: SharedSession, now: Date): string {
  // Whoever opens the link may have no account and no app: the page holds the whole session.
  const card = pitchCardModel(session, activities, scheduleFor(session, entries, now.toISOString().slice(0, 10)), 'whole');
  const cardHtml = renderToStaticMarkup(createElement(PitchCard, { card, headingLevel: 1 }));
  return standaloneCardPage({ title: `Pitch card: ${card.title}`, cardHtml: `<main>${cardHtml}</main>` });
}

/** What a revoked or unknown link shows: a plain page, same look, nothing about any session. */
export function sharedCardGonePage(): string {
  const body = renderToStaticMarkup(
    createElement(
      'main',
      { className: 'pitch-card' },
      createElement('h1', { className: 'pitch-card__title' }, 'This link does not work'),
      createElement('p', null, 'The session was not shared, or whoever shared it stopped sharing it. Ask the coach for a new link.'),
    ),
  );
  return standaloneCardPage({ title: 'Link not found', cardHtml: body });
}
