import { lazy, Suspense } from 'react';
import { Spinner } from '../../ui/Spinner';

const GameCreatorDialog = lazy(() => import('./GameCreatorDialog').then((m) => ({ default: m.GameCreatorDialog })));

/** The Game Creator, open: its code loads when first opened (never with the screen that offers it), a spinner meanwhile. */
export function LazyGameCreator({ title, onClose }: { title: string; onClose: () => void }) {
  return (
    <Suspense fallback={<Spinner label={`Opening ${title}`} />}>
      <GameCreatorDialog open onClose={onClose} title={title} />
    </Suspense>
  );
}
