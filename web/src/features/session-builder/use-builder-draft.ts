import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { draftFromPreload, emptyDraft, preloadFromQuery, type BuilderDraft } from './builder-rules';
import { deviceStorage } from '../../data/device-store';
import { clearDraft, loadDraft, saveDraft } from './draft-store';

type DraftApi = {
  draft: BuilderDraft;
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
  const [draft, setDraft] = useState<BuilderDraft>(() => {
    const preload = preloadFromQuery(new URLSearchParams(location.search));
    return preload ? draftFromPreload(preload) : loadDraft(deviceStorage('local'), userId);
  });

  useEffect(() => {
    saveDraft(deviceStorage('local'), userId, draft);
  }, [draft, userId]);

  useEffect(() => {
    if (!location.search) return;
    // Also when a link arrives while the builder is already open (the initial state covered first mount).
    const preload = preloadFromQuery(new URLSearchParams(location.search));
    if (preload) setDraft(draftFromPreload(preload));
    navigate({ pathname: location.pathname, search: '' }, { replace: true });
  }, [location.pathname, location.search, navigate]);

  const update = useCallback((patch: Partial<BuilderDraft>) => setDraft((d) => ({ ...d, ...patch })), []);
  const reset = useCallback(() => {
    clearDraft(deviceStorage('local'), userId);
    setDraft(emptyDraft);
  }, [userId]);
  return { draft, update, reset };
}
