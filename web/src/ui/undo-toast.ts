import { toast } from './toast';

export type UndoToastInput = {
  /** What happened, naming what was deleted. */
  title: string;
  description: string;
  /** How long Undo is offered; the caller's undo window. */
  windowMs: number;
  /** Takes the change back; false when it was too late. */
  undo: () => Promise<boolean>;
  /** Said when the undo worked, naming what is back. */
  undoneDescription: string;
};

/** A success toast with an Undo button, and the answer to pressing it. */
export function showUndoToast({ title, description, windowMs, undo, undoneDescription }: UndoToastInput): void {
  toast({
    title,
    description,
    variant: 'success',
    durationMs: windowMs,
    action: {
      label: 'Undo',
      onAction: () => {
        undo().then(
          (undone) =>
            toast(
              undone
                ? { title: 'Restored', description: undoneDescription }
                : { description: 'Too late to undo: the delete was already saved.', variant: 'destructive' },
            ),
          () => toast({ description: 'Could not undo. Please try again.', variant: 'destructive' }),
        );
      },
    },
  });
}
