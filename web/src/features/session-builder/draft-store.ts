import { builderDraftSchema, emptyDraft, type BuilderDraft } from './builder-rules';

/**
 * The builder's draft on this device, one per user (a shared tablet must not show one
 * coach's half-made plan to another). Written on every change, so a phone that locks
 * mid-plan, a reload or an app update loses nothing.
 */
export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function draftKey(userId: string): string {
  return `pitchside.sessionBuilderDraft:${userId}`;
}

/** The saved draft, or a new one when there is none or it cannot be read (old format, edited by hand). */
export function loadDraft(storage: DraftStorage, userId: string): BuilderDraft {
  try {
    const raw = storage.getItem(draftKey(userId));
    if (!raw) return emptyDraft;
    const parsed = builderDraftSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : emptyDraft;
  } catch {
    return emptyDraft;
  }
}

export function saveDraft(storage: DraftStorage, userId: string, draft: BuilderDraft): void {
  try {
    storage.setItem(draftKey(userId), JSON.stringify(draft));
  } catch {
    // Storage full or blocked (private mode): the wizard still works, it just won't survive a reload.
  }
}

export function clearDraft(storage: DraftStorage, userId: string): void {
  try {
    storage.removeItem(draftKey(userId));
  } catch {
    // Nothing to clear when storage is unavailable.
  }
}
