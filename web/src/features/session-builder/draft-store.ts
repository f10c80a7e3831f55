import { deviceKeys, removeItem, type KeyValueStorage } from '../../data/device-store';
import { readStoredJson, writeStoredJson } from '../../data/stored-json';
import { builderDraftSchema, emptyDraft, type BuilderDraft } from './builder-rules';

/**
 * The builder's draft on this device, one per user (a shared tablet must not show one
 * coach's half-made plan to another). Written on every change, so a phone that locks
 * mid-plan, a reload or an app update loses nothing.
 */
/** The saved draft, or a new one when there is none or it cannot be read (old format, edited by hand). */
export function loadDraft(storage: KeyValueStorage | null, userId: string): BuilderDraft {
  return readStoredJson(storage, deviceKeys.builderDraft(userId), builderDraftSchema) ?? emptyDraft;
}

export function saveDraft(storage: KeyValueStorage | null, userId: string, draft: BuilderDraft): void {
  writeStoredJson(storage, deviceKeys.builderDraft(userId), draft);
}

export function clearDraft(storage: KeyValueStorage | null, userId: string): void {
  removeItem(storage, deviceKeys.builderDraft(userId));
}
