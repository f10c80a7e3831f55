import { useEffect, useRef, useState } from 'react';
import { deviceStorage, removeItem } from '../../data/device-store';
import {
  isFormChanged,
  loadActivityDraft,
  saveActivityDraft,
  type ActivityFormValues,
} from './activity-form';

const storage = () => deviceStorage('session');

/**
 * The form's values, written to session storage on every change: going offline (the
 * screen swaps to its offline state), a reload or a failed save never loses what was typed.
 * An edit draft made from an older copy of the activity is dropped for the newer one.
 */
export function useActivityDraft(key: string, start: ActivityFormValues, baseVersion: number | null) {
  const [initial] = useState(() => {
    const draft = loadActivityDraft(storage(), key);
    if (draft && draft.baseVersion === baseVersion && isFormChanged(draft.values, start)) {
      return { values: draft.values, restored: true };
    }
    return { values: start, restored: false };
  });
  const [values, setValues] = useState(initial.values);
  const [restored, setRestored] = useState(initial.restored);
  const done = useRef(false);

  useEffect(() => {
    if (done.current) return;
    if (isFormChanged(values, start)) saveActivityDraft(storage(), key, { values, baseVersion });
    else removeItem(storage(), key);
  }, [values, key, start, baseVersion]);

  /** Saved or cancelled: the draft has served its purpose. */
  const finish = () => {
    done.current = true;
    removeItem(storage(), key);
  };
  const discard = () => {
    setValues(start);
    setRestored(false);
  };

  return { values, setValues, restored, dismissRestored: () => setRestored(false), discard, finish };
}
