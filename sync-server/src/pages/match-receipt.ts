import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { standaloneCardPage } from '@pitchside/pitch-card/standalone-page';
import type { Receipt } from '@pitchside/shared';

/**
 * The fair-play receipt as a page of its own, for parents without an account: minutes and
 * periods per player, first names and shirt numbers only. No script. (Plain createElement:
 * the server runs under tsx, which reads no JSX setting for its own files.)
 */

const periodWord = (periods: number) => (periods === 4 ? 'Quarters' : periods === 2 ? 'Halves' : 'Periods');

export function matchReceiptPage(receipt: Receipt): string {
  const title = `Fair-play receipt: ${receipt.homeAway === 'home' ? 'v' : '@'} ${receipt.opponent}`;
  const body = h(
    'main',
    { className: 'pitch-card' },
    h('h1', { className: 'pitch-card__title' }, title),
    h('p', null, `${receipt.date} · ${receipt.score.us}-${receipt.score.them}${receipt.ended ? ' (full time)' : ' (in play)'} · ${receipt.periods} x ${receipt.periodMinutes} min`),
    h(
      'table',
      { style: { borderCollapse: 'collapse', width: '100%' } },
      h('caption', { style: { textAlign: 'left', fontWeight: 'bold', padding: '8px 0' } }, 'Minutes played'),
      h(
        'thead',
        null,
        h('tr', null, ...['No.', 'Player', 'Minutes', periodWord(receipt.periods)].map((label) => h('th', { key: label, scope: 'col', style: cell }, label))),
      ),
      h(
        'tbody',
        null,
        ...receipt.players.map((p, i) =>
          h(
            'tr',
            { key: i },
            h('td', { style: cell }, p.shirtNumber === null ? '' : String(p.shirtNumber)),
            h('th', { scope: 'row', style: cell }, p.firstName),
            h('td', { style: cell }, String(p.minutes)),
            h('td', { style: cell }, p.periods.join(', ')),
          ),
        ),
      ),
    ),
  );
  return standaloneCardPage({ title, cardHtml: renderToStaticMarkup(body) });
}

const cell = { textAlign: 'left' as const, padding: '8px 6px', borderBottom: '1px solid #ccc' };

export function matchReceiptGonePage(): string {
  const body = renderToStaticMarkup(
    h('main', { className: 'pitch-card' }, h('h1', { className: 'pitch-card__title' }, 'This link does not work'), h('p', null, 'The coach stopped sharing this receipt, or the link is wrong. Ask the coach for a new link.')),
  );
  return standaloneCardPage({ title: 'Link not found', cardHtml: body });
}
