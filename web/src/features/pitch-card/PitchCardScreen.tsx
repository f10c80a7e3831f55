import { useParams } from 'react-router-dom';
import { ButtonLink, PageHeader } from '../../ui';
import { SessionUnavailable } from '../../widgets/session-plan/SessionUnavailable';
import { PitchCard } from '@pitchside/pitch-card';
import { PitchCardActions } from './PitchCardActions';
import { usePitchCard } from './use-pitch-card';
import { useLibraryParent } from '../../widgets/library-parent/library-parent';

/** /pitch-card/:sessionId — a session on one page, to print, save as PDF or share (works offline). */
export function PitchCardScreen() {
  const { sessionId = '' } = useParams();
  const data = usePitchCard(sessionId);
  const parent = useLibraryParent();
  if (data.state !== 'ready') {
    return <SessionUnavailable state={data.state} loadingLabel="Loading pitch card…" action={<ButtonLink to="/">Return Home</ButtonLink>} />;
  }
  return (
    <div className="page pitch-card-page">
      <PageHeader title="Pitch card" back parent={parent} description="One page to print, save as PDF or share. It works offline." />
      <PitchCardActions card={data.card} sessionId={sessionId} />
      <div className="pitch-card-page__sheet box box--tight">
        <PitchCard card={data.card} />
      </div>
    </div>
  );
}
export default PitchCardScreen;
