import { useState } from 'react';
import { ActionDialog, Button, TextArea, toast } from '../../ui';
import { mutate } from '../../data/mutate';

const MAX_NOTE = 5000;

type RunNoteDialogProps = {
  sessionId: string;
  open: boolean;
  onClose: () => void;
  /** The text typed so far, kept by the run-through so closing the dialog never loses it. */
  draft: string;
  onDraft: (text: string) => void;
};

/** A free-text note at any moment of the run (an injury, what worked): into the session notes, synced like any change. */
export function RunNoteDialog({ sessionId, open, onClose, draft, onDraft }: RunNoteDialogProps) {
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const save = async () => {
    const note = draft.trim();
    if (!note) return setError('Write a note first.');
    setSaving(true);
    try {
      await mutate('session.appendNote', { id: sessionId, note });
      onDraft('');
      setError(undefined);
      toast({ title: 'Note added', description: 'Saved in the session notes.', variant: 'success' });
      onClose();
    } catch {
      toast({ title: 'Could not save the note', description: 'Try again.', variant: 'destructive' });
    } finally {
      setSaving(false);
    }
  };
  return (
    <ActionDialog
      open={open}
      onClose={onClose}
      title="Add a note"
      description="Injuries, what worked, what to change next time. It goes into the session notes and the session history."
      busy={saving}
      dismissLabel="Cancel"
      actions={
        <Button onClick={() => void save()} pending={saving} pendingLabel="Saving...">
          Save Note
        </Button>
      }
    >
      <TextArea
        label="Note"
        rows={4}
        value={draft}
        error={error}
        maxLength={MAX_NOTE}
        onChange={(e) => {
          onDraft(e.target.value);
          if (error) setError(undefined);
        }}
      />
    </ActionDialog>
  );
}
