import { useEffect, useRef, useState } from 'react';
import { deviceStorage, removeItem } from '../../data/device-store';
import { loadDraftFile, removeDraftFile, saveDraftFile } from '../../data/draft-files';
import {
  isFormChanged,
  loadActivityDraft,
  saveActivityDraft,
  type ActivityFormValues,
} from './activity-form';

const storage = () => deviceStorage('session');

/**
 * The form's values, written to session storage on every change, and the chosen diagram
 * image, kept in IndexedDB (data/draft-files.ts): going offline (the screen swaps to its
 * offline state), a reload or a failed save never loses what was typed or picked. A draft
 * made from an older copy of the activity is dropped for the newer one.
 */
export function useActivityDraft(key: string, userId: string, start: ActivityFormValues, baseVersion: number | null) {
  const [initial] = useState(() => {
    const draft = loadActivityDraft(storage(), key);
    if (draft && draft.baseVersion === baseVersion && isFormChanged(draft.values, start)) {
      return { values: draft.values, restored: true };
    }
    return { values: start, restored: false };
  });
  const [values, setValues] = useState(initial.values);
  const [file, setFileState] = useState<File | null>(null);
  const [restored, setRestored] = useState(initial.restored);
  const done = useRef(false);
  const filePicked = useRef(false);

  useEffect(() => {
    if (done.current) return;
    if (isFormChanged(values, start)) saveActivityDraft(storage(), key, { values, baseVersion });
    else removeItem(storage(), key);
  }, [values, key, start, baseVersion]);

  useEffect(() => {
    let live = true;
    void loadDraftFile(key, baseVersion).then((kept) => {
      // A file picked while the kept one loaded wins.
      if (!live || !kept || filePicked.current) return;
      setFileState(kept);
      setRestored(true);
    });
    return () => {
      live = false;
    };
  }, [key, baseVersion]);

  const setFile = (next: File | null) => {
    filePicked.current = true;
    setFileState(next);
    if (done.current) return;
    void (next ? saveDraftFile({ key, userId, baseVersion, file: next }) : removeDraftFile(key));
  };

  /** Saved or cancelled: the draft has served its purpose. */
  const finish = () => {
    done.current = true;
    removeItem(storage(), key);
    void removeDraftFile(key);
  };
  const discard = () => {
    setValues(start);
    setFile(null);
    setRestored(false);
  };

  return { values, setValues, file, setFile, restored, dismissRestored: () => setRestored(false), discard, finish };
}
