import { z } from 'zod';
import { diagramSchema } from '@pitchside/shared';
import { readItem, removeItem, writeItem, type KeyValueStorage } from '../../data/device-store';

/**
 * The drawing in progress, kept in session storage on every step so a reload (or a phone
 * that drops the tab) opens the designer again where the coach was.
 */
const designerDraftSchema = z.object({
  diagram: diagramSchema,
  phase: z.number().int().min(1),
});
export type DesignerDraft = z.infer<typeof designerDraftSchema>;

export function loadDesignerDraft(storage: KeyValueStorage | null, key: string): DesignerDraft | null {
  try {
    const raw = readItem(storage, key);
    if (!raw) return null;
    const parsed = designerDraftSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function saveDesignerDraft(storage: KeyValueStorage | null, key: string, draft: DesignerDraft): void {
  writeItem(storage, key, JSON.stringify(draft));
}

export function clearDesignerDraft(storage: KeyValueStorage | null, key: string): void {
  removeItem(storage, key);
}
