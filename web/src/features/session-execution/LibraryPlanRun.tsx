import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Session } from '@pitchside/shared';
import { ButtonLink, EmptyState, Spinner, toast } from '../../ui';
import { startSessionCopy } from '../../widgets/schedule/use-library-sessions';

/**
 * A link straight to a library plan's run-through (older calendar links, a typed address) runs
 * a copy, as the library's View Session does: finishing or adapting never changes the saved plan.
 */
export function LibraryPlanRun({ session }: { session: Session }) {
  const navigate = useNavigate();
  const started = useRef(false);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    startSessionCopy(session)
      .then((copyId) => navigate(`/session-execution/${copyId}`, { replace: true }))
      .catch(() => {
        setFailed(true);
        toast({ description: 'Failed to start session. Please try again.', variant: 'destructive' });
      });
  }, [navigate, session]);
  if (!failed) return <Spinner block label="Starting a copy of the session…" />;
  return (
    <div className="page">
      <EmptyState headingLevel={1} title="Session not started" description="A copy of this saved session could not be started." action={<ButtonLink to="/">Return Home</ButtonLink>} />
    </div>
  );
}
