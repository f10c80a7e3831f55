import type { ReactNode } from 'react';
import { Dialog, Field, TextArea } from '../../ui';

/** What a dialog is doing: adding a new row, or editing this one. */
export type Editing<T> = { mode: 'create' } | { mode: 'edit'; row: T };

type RowDialogProps<T> = {
  editing: Editing<T> | null;
  /** What the row is, as the title says it: 'Section' gives Add Section and Edit Section. */
  noun: string;
  onClose: () => void;
  children: (editing: Editing<T>) => ReactNode;
};

/** An admin row's Add or Edit dialog. A tap outside does not close it: the form would be lost. */
export function AdminRowDialog<T>({ editing, noun, onClose, children }: RowDialogProps<T>) {
  return (
    <Dialog open={editing !== null} onClose={onClose} closeOnBackdrop={false} title={editing?.mode === 'edit' ? `Edit ${noun}` : `Add ${noun}`}>
      {editing ? children(editing) : null}
    </Dialog>
  );
}

type Bound = { name: string; value: string; error?: string | undefined; onChange: (e: { target: { value: string } }) => void };

/** The description and place in the order that sections, categories and sub-categories each have. */
export function DescriptionAndOrderFields({ bind }: { bind: (key: 'description' | 'displayOrder') => Bound }) {
  return (
    <>
      <TextArea label="Description" rows={3} {...bind('description')} />
      <Field label="Display Order" type="number" inputMode="numeric" step={1} hint="Lower numbers come first." {...bind('displayOrder')} />
    </>
  );
}
