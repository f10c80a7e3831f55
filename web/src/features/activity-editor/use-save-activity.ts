import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { focusFirstInvalid, serverFieldErrors, toast } from '../../ui';
import { errorMessage, NetworkError } from '../../data/api';
import { validateActivityForm, type ActivityFormErrors, type EditorMode } from './activity-form';
import { saveRoute, type SaveRequest } from './save-activity';
import type { useActivityDraft } from './use-activity-draft';

/** A failed save or delete: offline says so, anything else under the screen's own title. */
export function toastFailure(error: unknown, title: string, fallback: string): void {
  toast({ title: error instanceof NetworkError ? 'You are offline' : title, description: errorMessage(error, fallback), variant: 'destructive' });
}

type Options = {
  mode: EditorMode;
  draft: ReturnType<typeof useActivityDraft>;
  online: boolean;
  /** An activity made offline that the server does not hold yet (always false for a new one). */
  notOnServerYet: boolean;
  save: (request: SaveRequest) => Promise<unknown>;
  setSaving: (saving: boolean) => void;
  /** The toasts' words: why the picture cannot be saved offline, the success and the failure. */
  words: { pictureNeedsConnection: string; saved: string; failed: string };
};

/**
 * Create and Edit Activity's Save: check the form, pick the route (the server, or the outbox
 * when offline and no picture changes), save, then back to the library; the server's field
 * errors come back onto the form.
 */
export function useSaveActivity({ mode, draft, online, notOnServerYet, save, setSaving, words }: Options) {
  const navigate = useNavigate();
  const [errors, setErrors] = useState<ActivityFormErrors>({});

  const submit = async () => {
    const checked = validateActivityForm(mode, draft.values);
    if (!checked.ok) {
      setErrors(checked.errors);
      focusFirstInvalid();
      return;
    }
    setErrors({});
    const removeDiagram = mode === 'edit' && draft.values.removeDiagram;
    const route = saveRoute({ file: draft.file, removeDiagram, online, notOnServerYet });
    if (route === 'needs-connection') {
      toast({ title: 'You are offline', description: words.pictureNeedsConnection, variant: 'destructive' });
      return;
    }
    setSaving(true);
    try {
      await save({ route, values: draft.values, checked: checked.data, file: draft.file });
      draft.finish();
      toast({ title: 'Success', description: words.saved, variant: 'success' });
      navigate('/activity-library');
    } catch (error) {
      setSaving(false);
      setErrors(serverFieldErrors(error) as ActivityFormErrors);
      toastFailure(error, 'Error', words.failed);
    }
  };

  return { errors, setErrors, submit };
}
