import { useSyncExternalStore } from 'react';

/**
 * Whether the screen is wide enough for the side column beside the pitch (the width at which
 * DrillDesigner.css shows it). There the selection's controls live in that column, so they
 * never take height from the pitch.
 */
const SIDE_QUERY = '(min-width: 1024px)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(SIDE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

export function useSideLayout(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(SIDE_QUERY).matches, () => false);
}
