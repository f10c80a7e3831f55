import type { Match } from '@pitchside/shared';

/** How a fixture reads in a list: "Sat 30 Nov, 10:00 · Home · 7v7, 2 x 25 min". */
export function fixtureLine(match: Pick<Match, 'date' | 'kickOff' | 'homeAway' | 'format' | 'periods' | 'periodMinutes' | 'venue'>): string {
  const day = new Date(`${match.date}T12:00:00`).toLocaleDateString('en-GB', { weekday: 'short', day: 'numeric', month: 'short' });
  const when = match.kickOff ? `${day}, ${match.kickOff}` : day;
  const where = match.venue ? ` · ${match.venue}` : '';
  return `${when} · ${match.homeAway === 'home' ? 'Home' : 'Away'}${where} · ${match.format}, ${match.periods} x ${match.periodMinutes} min`;
}

export const matchTitle = (match: Pick<Match, 'opponent' | 'homeAway'>) => (match.homeAway === 'home' ? `v ${match.opponent}` : `@ ${match.opponent}`);
