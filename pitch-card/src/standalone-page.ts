import { readFileSync } from 'node:fs';
import { standaloneCardHtml } from './standalone-card';

/**
 * The card as a page of its own for the server: the package's stylesheets (design tokens,
 * base, the card's) read from the package once and inlined, so the page fetches nothing.
 */

const stylesheets = ['styles/tokens.css', 'styles/base.css', 'PitchCard.css'];
let css: string | undefined;

export function cardStyles(): string {
  css ??= stylesheets.map((path) => readFileSync(new URL(`./${path}`, import.meta.url), 'utf8')).join('\n');
  return css;
}

export function standaloneCardPage({ title, cardHtml }: { title: string; cardHtml: string }): string {
  return standaloneCardHtml({ title, cardHtml, css: cardStyles() });
}
