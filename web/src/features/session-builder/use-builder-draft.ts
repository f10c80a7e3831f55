import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { draftFromPreload, emptyDraft, preloadFromQuery, withDrillDurations, type BuilderDraft } from './builder-rules';
import { db } from '../../data/db';
import { deviceStorage } from '../../data/device-store';
import { clearDraft, loadDraft, saveDraft } from './draft-store';

type DraftApi = {
  draft: BuilderDraft;
  /** A plan left unfinished on an earlier visit: ask whether to go on with it or start afresh. */
  offerResume: boolean;
  continueDraft: () => void;
  update: (patch: Partial<BuilderDraft>) => void;
  /** After a save: the next visit starts a new plan. */
  reset: () => void;
};

/**
 * The wizard's state, kept on the device on every change. A library link
 * (?step=&activities=) starts a fresh draft; the query is then dropped from the URL
 * so a reload returns to the draft as the coach left it, not to the link.
 */
export function useBuilderDraft(userId: string): DraftApi {
  const location = useLocation();
  const navigate = useNavigate();
  const [initial] = useState(() => {
    const preload = preloadFromQuery(new URLSearchParams(location.search));
    if (preload) return { draft: draftFromPreload(preload), offerResume: false, linked: linkedIds(preload) };
    const stored = loadDraft(deviceStorage('local'), userId);
    return { draft: stored, offerResume: hasProgress(stored) && !reloadedHere(), linked: [] };
  });
  const [draft, setDraft] = useState<BuilderDraft>(initial.draft);
  const [offerResume, setOfferResume] = useState(initial.offerResume);
  useEffect(() => {
    builderShownBefore = true;
  }, []);

  // A library link's drills come in with their own durations once read from the device.
  const [linked, setLinked] = useState<readonly string[]>(() => initial.linked);
  useEffect(() => {
    if (linked.length === 0) return;
    let current = true;
    void db.activities.bulkGet([...linked]).then((drills) => {
      if (current) setDraft((d) => ({ ...d, selected: withDrillDurations(d.selected, linked, drills) }));
    });
    return () => {
      current = false;
    };
  }, [linked]);

  useEffect(() => {
    saveDraft(deviceStorage('local'), userId, draft);
  }, [draft, userId]);

  useEffect(() => {
    if (!location.search) return;
    // Also when a link arrives while the builder is already open (the initial state covered first mount).
    const preload = preloadFromQuery(new URLSearchParams(location.search));
    if (preload) {
      setDraft(draftFromPreload(preload));
      setLinked(linkedIds(preload));
    }
    navigate({ pathname: location.pathname, search: '' }, { replace: true });
  }, [location.pathname, location.search, navigate]);

  const update = useCallback((patch: Partial<BuilderDraft>) => setDraft((d) => ({ ...d, ...patch })), []);
  const reset = useCallback(() => {
    clearDraft(deviceStorage('local'), userId);
    setDraft(emptyDraft);
    setOfferResume(false);
  }, [userId]);
  const continueDraft = useCallback(() => setOfferResume(false), []);
  return { draft, offerResume, continueDraft, update, reset };
}

function linkedIds(preload: Partial<BuilderDraft>): string[] {
  return (preload.selected ?? []).map((s) => s.id);
}

/** Whether the coach had got anywhere with a plan (an untouched step 1 is not worth asking about). */
export function hasProgress(draft: BuilderDraft): boolean {
  return draft.step > 1 || draft.focus1 !== '' || draft.selected.length > 0 || draft.name.trim() !== '' || draft.description.trim() !== '';
}

let builderShownBefore = false;

/**
 * The page was reloaded on the builder itself (a phone that locked, an app update): the coach
 * was in the middle of the plan, so it opens as they left it, without asking.
 */
function reloadedHere(): boolean {
  if (builderShownBefore) return false;
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return entry?.type === 'reload' && new URL(entry.name).pathname === '/session-builder';
}
