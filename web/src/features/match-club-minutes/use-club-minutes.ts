import { useEffect, useState } from 'react';
import { clubMinutesSchema, type ClubMinutes } from '@pitchside/shared';
import { api, errorMessage } from '../../data/api';

export type ClubMinutesData = { state: 'loading' } | { state: 'error'; message: string } | { state: 'ready'; minutes: ClubMinutes };

/** The club's minutes per group and player, read from the server (org admins). */
export function useClubMinutes(): ClubMinutesData {
  const [data, setData] = useState<ClubMinutesData>({ state: 'loading' });
  useEffect(() => {
    let stale = false;
    api
      .get('/api/org-admin/match-minutes')
      .then((body) => !stale && setData({ state: 'ready', minutes: clubMinutesSchema.parse(body) }))
      .catch((error: unknown) => !stale && setData({ state: 'error', message: errorMessage(error, 'Could not load the minutes') }));
    return () => {
      stale = true;
    };
  }, []);
  return data;
}
