import { z } from 'zod';
import { diagramSchema } from '@pitchside/shared';
import { removeItem, type KeyValueStorage } from '../../data/device-store';
import { readStoredJson, writeStoredJson } from '../../data/stored-json';

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
  return readStoredJson(storage, key, designerDraftSchema);
}

export function saveDesignerDraft(storage: KeyValueStorage | null, key: string, draft: DesignerDraft): void {
  writeStoredJson(storage, key, draft);
}

export function clearDesignerDraft(storage: KeyValueStorage | null, key: string): void {
  removeItem(storage, key);
}
