import { createSectionRequestSchema, updateSectionRequestSchema } from '@pitchside/shared';
import { parseDisplayOrder } from '../../widgets/admin-shared/admin-format';

export type SectionFormValues = { name: string; description: string; displayOrder: string };

/** A new section goes last by default: its display order is the current count (spec sections 5 and 9). */
export function newSectionValues(sectionCount: number): SectionFormValues {
  return { name: '', description: '', displayOrder: String(sectionCount) };
}

export function sectionBody(values: SectionFormValues, mode: 'create' | 'edit') {
  const body = { name: values.name, description: values.description, displayOrder: parseDisplayOrder(values.displayOrder) };
  return mode === 'create' ? createSectionRequestSchema.safeParse(body) : updateSectionRequestSchema.safeParse(body);
}
