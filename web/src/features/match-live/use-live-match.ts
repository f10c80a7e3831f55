import { useEffect, useRef, useState } from 'react';
import type { MatchPhase, SquadMember } from '@pitchside/shared';
import { readSeasonMinutes, type SquadPlayer } from '../match-fixtures/use-matches';

/** The time now, again every `ms`: the screen redraws, the clock itself comes from the log's times. */
export function useNow(ms = 500): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), ms);
    return () => window.clearInterval(timer);
  }, [ms]);
  return now;
}

type WakeLockSentinelLike = { release(): Promise<void> };
type WakeLockNavigator = Navigator & { wakeLock?: { request(type: 'screen'): Promise<WakeLockSentinelLike> } };

/** Keeps the screen awake while the match runs (where the browser can), and lets it sleep at full time. */
export function useWakeLock(active: boolean): void {
  useEffect(() => {
    const wakeLock = (navigator as WakeLockNavigator).wakeLock;
    if (!active || !wakeLock) return;
    let sentinel: WakeLockSentinelLike | null = null;
    let stopped = false;
    const acquire = () => {
      if (document.visibilityState !== 'visible') return;
      wakeLock
        .request('screen')
        .then((lock) => {
          if (stopped) void lock.release();
          else sentinel = lock;
        })
        .catch(() => {
          // Refused (battery saver, no user gesture yet): the clock still keeps time from the log.
        });
    };
    acquire();
    // The browser drops the lock when the page is hidden; take it again on return.
    document.addEventListener('visibilitychange', acquire);
    return () => {
      stopped = true;
      document.removeEventListener('visibilitychange', acquire);
      void sentinel?.release();
    };
  }, [active]);
}

/** A short buzz when a planned change becomes due (once per change), where the phone can. */
export function useBuzzWhenDue(dueKey: string | null): void {
  const last = useRef<string | null>(null);
  useEffect(() => {
    if (dueKey && dueKey !== last.current) navigator.vibrate?.(300);
    last.current = dueKey;
  }, [dueKey]);
}

export const isRunning = (phase: MatchPhase) => phase === 'playing' || phase === 'paused' || phase === 'break';

/**
 * The squad for a re-plan (an injury, a late arrival) with each player's season minutes, so the
 * rest of the match favours those who have played least, as the lineup did. Read once when the
 * coach taps, not subscribed: the live screen redraws twice a second.
 */
export async function replanSquad(matchId: string, squad: readonly SquadPlayer[]): Promise<SquadMember[]> {
  const season = await readSeasonMinutes(matchId);
  return squad.map(({ player }) => ({ id: player.id, name: player.name, seasonMinutes: season[player.id] ?? 0 }));
}
