import type { ReactNode } from 'react';
import { Button } from './Button';

type Props = { label: string; pending: boolean; pendingLabel?: string; onCancel: () => void; className: string; children?: ReactNode };

/** A form's row of actions: any extra buttons first, then its submit and Cancel. */
export function SubmitOrCancel({ label, pending, pendingLabel = 'Saving...', onCancel, className, children }: Props) {
  return (
    <div className={className}>
      {children}
      <Button type="submit" pending={pending} pendingLabel={pendingLabel}>
        {label}
      </Button>
      <Button variant="secondary" onClick={onCancel}>
        Cancel
      </Button>
    </div>
  );
}
