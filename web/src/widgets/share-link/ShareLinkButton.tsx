import { lazy, Suspense, useState } from 'react';
import { canShareSession, type Session } from '@pitchside/shared';
import { Button } from '../../ui/Button';
import { useSession } from '../../data/session';
import { LinkIcon } from '../../ui/icons/card-icons';

const ShareLinkDialog = lazy(() => import('./ShareLinkDialog').then((m) => ({ default: m.ShareLinkDialog })));

/** "Share link" for those who may share the session (the shared rule); the dialog loads when opened. */
export function ShareLinkButton({ session }: { session: Pick<Session, 'id' | 'title' | 'organizationId'> }) {
  const user = useSession((s) => s.user);
  const [open, setOpen] = useState(false);
  if (!canShareSession(user, session)) return null;
  return (
    <>
      <Button variant="ghost" icon={<LinkIcon />} onClick={() => setOpen(true)} aria-label={`Share link of ${session.title}`}>
        Share link
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <ShareLinkDialog sessionId={session.id} title={session.title} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
