import { z } from 'zod';
import { listsToPlan, planToLists, SESSION_LIMITS, sessionPhaseSchema, type PlanItem, type Session, type SessionUpdate } from '@pitchside/shared';
import { readItem, type KeyValueStorage } from '../../data/device-store';

/** What the session editor holds; kept on the device per session so a reload loses nothing typed. */
export const editDraftSchema = z.object({
  /** The session version the draft started from (a newer one from sync starts a new draft). */
  baseVersion: z.number(),
  baseUpdatedAt: z.string(),
  title: z.string(),
  description: z.string(),
  space: z.string(),
  items: z.array(z.object({ key: z.string(), activityId: z.string(), duration: z.number(), phase: sessionPhaseSchema })),
});
export type EditDraft = z.infer<typeof editDraftSchema>;

export function draftFromSession(session: Session): EditDraft {
  return {
    baseVersion: session.version,
    baseUpdatedAt: session.updatedAt,
    title: session.title,
    description: session.description,
    space: session.spaceAvailable ?? '',
    items: listsToPlan(session),
  };
}

export type EditErrors = { title?: string; items?: string };

export function validateEdit(draft: EditDraft): EditErrors {
  const errors: EditErrors = {};
  if (draft.title.trim().length > SESSION_LIMITS.titleLength) errors.title = `Session name must be at most ${SESSION_LIMITS.titleLength} characters`;
  if (draft.items.length === 0) errors.items = 'Add at least one activity to the session';
  if (draft.items.length > SESSION_LIMITS.activities) errors.items = `A session can hold at most ${SESSION_LIMITS.activities} activities`;
  return errors;
}

/** The session.update patch of a checked draft: name, description, space and the whole plan. */
export function draftToPatch(draft: EditDraft): SessionUpdate {
  return {
    title: draft.title.trim(),
    description: draft.description.trim(),
    spaceAvailable: draft.space.trim() || null,
    ...planToLists(draft.items as PlanItem[]),
  };
}

export function loadEditDraft(storage: KeyValueStorage | null, key: string, session: Session): EditDraft {
  try {
    const raw = readItem(storage, key);
    const parsed = raw ? editDraftSchema.safeParse(JSON.parse(raw)) : null;
    // Only resume a draft of the session as it is now; after someone else's change start over.
    if (parsed?.success && parsed.data.baseUpdatedAt === session.updatedAt) return parsed.data;
  } catch {
    // Unreadable draft: start from the session.
  }
  return draftFromSession(session);
}
