import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { canRunMatches } from '@pitchside/shared';
import { ButtonLink, PageHeader } from '../../ui';
import { NotOnDevice } from '../../widgets/not-on-device/NotOnDevice';
import { useSession } from '../../data/session';
import { useSyncStatus } from '../../data/sync-status';
import { MatchNav } from './MatchNav';
import { useMatch, type MatchData } from './use-matches';
import { fixtureLine, matchTitle } from './match-format';
import './match-day.css';

export type ReadyMatch = Extract<MatchData, { state: 'ready' }> & { runs: boolean; online: boolean };

/** One match's screen: loading, not found, the header with the steps, the offline note; the screen itself from `children`. */
export function MatchFrame({ step, children }: { step: string; children: (data: ReadyMatch) => ReactNode }) {
  const { matchId = '' } = useParams();
  const data = useMatch(matchId);
  const user = useSession((s) => s.user);
  const { online } = useSyncStatus();
  if (data.state !== 'ready') {
    return <NotOnDevice state={data.state} loadingLabel="Loading the match…" title="Match not found" description="This match may have been removed, or it has not reached this device yet." action={<ButtonLink to="/teams">Back to Teams</ButtonLink>} />;
  }
  const runs = !!data.group && canRunMatches(user, data.group);
  return (
    <div className="page match-page grid gap-4">
      <PageHeader title={`${step}: ${matchTitle(data.match)}`} description={fixtureLine(data.match)} back={`/coach-groups/${data.match.groupId}/matches`} backLabel="Fixtures" />
      <MatchNav matchId={data.match.id} />
      {online ? null : (
        <p className="note" role="status">
          You are offline. Everything you do here is kept on this device and syncs when you are back online.
        </p>
      )}
      {children({ ...data, runs, online })}
    </div>
  );
}
