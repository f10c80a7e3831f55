import { useState } from 'react';
import { toast } from '../../ui';

export type ApplyProps = {
  /**
   * Records the chosen changes: the run-through appends them to the running session's notes;
   * the library keeps them for the next plan. A thrown error keeps the dialog open.
   */
  onApply: (summary: string) => void | Promise<void>;
  /** The toast's title once applied; the summary is its text. */
  appliedMessage?: string;
};

/** Apply Changes: record the summary, confirm with a toast, close. */
export function useApplyChanges({ onApply, appliedMessage = 'Changes applied', onClose }: ApplyProps & { onClose: () => void }) {
  const [pending, setPending] = useState(false);
  const apply = async (summary: string) => {
    if (!summary) return;
    setPending(true);
    try {
      await onApply(summary);
      toast({ title: appliedMessage, description: summary, variant: 'success' });
      onClose();
    } catch (error) {
      toast({
        title: 'Error',
        description: error instanceof Error && error.message ? error.message : 'Could not apply the changes. Please try again.',
        variant: 'destructive',
      });
    } finally {
      setPending(false);
    }
  };
  return { apply, pending };
}
