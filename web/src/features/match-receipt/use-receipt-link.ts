import { useCallback, useEffect, useState } from 'react';
import { matchShareLinkSchema, matchShareStatusSchema, receiptPath } from '@pitchside/shared';
import { api, errorMessage } from '../../data/api';

/** The match's receipt link over REST (a link is a server secret: it needs a connection). The token is shown once, when issued. */
export type ReceiptLink = { state: 'loading' } | { state: 'error'; message: string } | { state: 'ready'; issuedAt: string | null; url: string | null };

export function useReceiptLink(matchId: string, online: boolean) {
  const [link, setLink] = useState<ReceiptLink>({ state: 'loading' });
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!online) return;
    let stale = false;
    api
      .get(`/api/matches/${matchId}/share`)
      .then((body) => {
        if (!stale) setLink({ state: 'ready', issuedAt: matchShareStatusSchema.parse(body).issuedAt, url: null });
      })
      .catch((error: unknown) => {
        if (!stale) setLink({ state: 'error', message: errorMessage(error, 'Could not read the share link') });
      });
    return () => {
      stale = true;
    };
  }, [matchId, online]);

  const issue = useCallback(async () => {
    setBusy(true);
    try {
      const made = matchShareLinkSchema.parse(await api.post(`/api/matches/${matchId}/share`));
      setLink({ state: 'ready', issuedAt: made.issuedAt, url: `${window.location.origin}${receiptPath(made.token)}` });
    } catch (error) {
      setLink({ state: 'error', message: errorMessage(error, 'Could not create the share link') });
    } finally {
      setBusy(false);
    }
  }, [matchId]);

  const revoke = useCallback(async () => {
    setBusy(true);
    try {
      await api.delete(`/api/matches/${matchId}/share`);
      setLink({ state: 'ready', issuedAt: null, url: null });
    } catch (error) {
      setLink({ state: 'error', message: errorMessage(error, 'Could not revoke the share link') });
    } finally {
      setBusy(false);
    }
  }, [matchId]);

  return { link, busy, issue, revoke };
}
