import { useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { Button, Spinner, toast } from '../../ui';
import { PitchCard } from '@pitchside/pitch-card';
import type { PitchCardModel } from '@pitchside/pitch-card';
import { browserHasShareSheet, copyCardLink, downloadCard, shareCard, type CardToShare } from './card-sharing';
import { DownloadIcon, LinkIcon, PrinterIcon, ShareIcon } from '../../ui/icons/card-icons';
import { usePitchCard } from './use-pitch-card';
import { pitchCardPath } from './share-card';
import '@pitchside/pitch-card/PitchCard.css';

/**
 * Print / Save as PDF and Share for a session, from any screen of it. The printable card is
 * kept beside the app (hidden on screen); the print stylesheet shows only it, so printing
 * from the run-through gives the card, not the run-through.
 */
export function PitchCardActions({ card, sessionId }: { card: PitchCardModel; sessionId: string }) {
  const printRef = useRef<HTMLDivElement>(null);
  const [sharing, setSharing] = useState(false);
  const toShare = (): CardToShare | null => {
    const element = printRef.current?.firstElementChild;
    return element instanceof HTMLElement ? { title: card.title, element, path: pitchCardPath(sessionId) } : null;
  };

  const share = async () => {
    const shared = toShare();
    if (!shared) return;
    setSharing(true);
    try {
      await shareCard(shared);
    } catch {
      toast({ title: 'Could not share the card', description: 'Try Print / Save as PDF instead.', variant: 'destructive' });
    } finally {
      setSharing(false);
    }
  };

  const copyLink = async () => {
    try {
      await copyCardLink(pitchCardPath(sessionId));
      toast({ title: 'Link copied', description: 'It opens for coaches signed in to your club.', variant: 'success' });
    } catch {
      toast({ title: 'Could not copy the link', description: 'Download the card to send it instead.', variant: 'destructive' });
    }
  };

  const download = () => {
    const shared = toShare();
    if (shared) downloadCard(shared);
  };

  return (
    <div className="pitch-card-actions" role="group" aria-label="Pitch card">
      <Button variant="secondary" size="lg" icon={<PrinterIcon />} onClick={() => window.print()}>
        Print / Save as PDF
      </Button>
      {browserHasShareSheet() ? (
        <Button variant="secondary" size="lg" icon={<ShareIcon />} onClick={() => void share()} pending={sharing} pendingLabel="Sharing...">
          Share
        </Button>
      ) : (
        <>
          <Button variant="secondary" size="lg" icon={<LinkIcon />} onClick={() => void copyLink()}>
            Copy link
          </Button>
          <Button variant="secondary" size="lg" icon={<DownloadIcon />} onClick={download}>
            Download card
          </Button>
        </>
      )}
      {createPortal(
        <div className="pitch-card-print" ref={printRef} data-testid="pitch-card-print">
          <PitchCard card={card} />
        </div>,
        document.body,
      )}
    </div>
  );
}

/**
 * The actions on a screen that is about something else (the run-through): folded into one
 * row so the drill stays near the top at the pitch. The card is only built once the coach
 * unfolds it, so the run-through does not draw every diagram twice.
 */
export function SessionPitchCardActions({ sessionId }: { sessionId: string }) {
  const [open, setOpen] = useState(false);
  return (
    <details className="pitch-card-fold" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="pitch-card-fold__summary">Pitch card: print or share</summary>
      {open ? <LoadedActions sessionId={sessionId} /> : null}
    </details>
  );
}

function LoadedActions({ sessionId }: { sessionId: string }) {
  const data = usePitchCard(sessionId);
  if (data.state === 'ready') return <PitchCardActions card={data.card} sessionId={sessionId} />;
  return data.state === 'loading' ? <Spinner label="Loading pitch card…" /> : null;
}
