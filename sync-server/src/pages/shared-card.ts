import { readFileSync } from 'node:fs';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { PitchCard } from '../../../web/src/features/pitch-card/PitchCard';
import { pitchCardModel, scheduleFor } from '../../../web/src/features/pitch-card/pitch-card-model';
import { standaloneCardHtml } from '../../../web/src/features/pitch-card/standalone-card';
import type { SharedSession } from '../domain/session-share';

/**
 * A shared session as a page of its own: the app's own pitch card component rendered on the
 * server, its stylesheet inlined, diagrams as inline SVG. No script at all, so it opens on
 * any phone and prints as the app prints it. (Plain createElement here: the server runs
 * under tsx, which reads no JSX setting for its own files.)
 */

const webSource = (path: string) => new URL(`../../../web/src/${path}`, import.meta.url);
let css: string | undefined;
function cardCss(): string {
  css ??= ['styles/tokens.css', 'styles/base.css', 'features/pitch-card/PitchCard.css']
    .map((path) => readFileSync(webSource(path), 'utf8'))
    .join('\n');
  return css;
}

export function sharedCardPage({ session, activities, entries }: SharedSession, now: Date): string {
  const card = pitchCardModel(session, activities, scheduleFor(session, entries, now.toISOString().slice(0, 10)));
  const cardHtml = renderToStaticMarkup(createElement(PitchCard, { card, headingLevel: 1 }));
  return standaloneCardHtml({ title: `Pitch card: ${card.title}`, cardHtml: `<main>${cardHtml}</main>`, css: cardCss() });
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
  return standaloneCardHtml({ title: 'Link not found', cardHtml: body, css: cardCss() });
}
