import { useParams } from 'react-router-dom';
import { ButtonLink, EmptyState, PageHeader, Spinner } from '../../ui';
import { useSyncStatus } from '../../data/sync-status';
import { PitchCard } from './PitchCard';
import { PitchCardActions } from './PitchCardActions';
import { usePitchCard } from './use-pitch-card';

/** /pitch-card/:sessionId — a session on one page, to print, save as PDF or share (works offline). */
export function PitchCardScreen() {
  const { sessionId = '' } = useParams();
  const data = usePitchCard(sessionId);
  const { online, lastSyncedAt, failed } = useSyncStatus();

  // A fresh device may not have pulled this session yet: wait for the first sync.
  const firstSyncPending = online && lastSyncedAt === null && !failed;
  if (data.state === 'loading' || (data.state === 'missing' && firstSyncPending)) {
    return <Spinner block label="Loading pitch card…" />;
  }
  if (data.state === 'missing') {
    return (
      <div className="page">
        <EmptyState
          headingLevel={1}
          title="Session not found"
          description="This session may have been deleted, or it has not reached this device yet."
          action={<ButtonLink to="/">Return Home</ButtonLink>}
        />
      </div>
    );
  }
  return (
    <div className="page pitch-card-page">
      <PageHeader title="Pitch card" back description="One page to print, save as PDF or share. It works offline." />
      <PitchCardActions card={data.card} sessionId={sessionId} />
      <div className="pitch-card-page__sheet">
        <PitchCard card={data.card} />
      </div>
    </div>
  );
}
export default PitchCardScreen;
