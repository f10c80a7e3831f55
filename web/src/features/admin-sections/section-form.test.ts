import { describe, expect, it } from 'vitest';
import { newSectionValues, sectionBody } from './section-form';

describe('section form', () => {
  it('defaults the display order to the current section count', () => {
    expect(newSectionValues(4)).toEqual({ name: '', description: '', displayOrder: '4' });
  });

  it('requires a name', () => {
    const result = sectionBody({ name: ' ', description: '', displayOrder: '0' }, 'create');
    expect(result.success).toBe(false);
    if (!result.success) expect(result.error.issues[0]?.message).toBe('Section name is required');
  });

  it('sends a whole-number display order', () => {
    expect(sectionBody({ name: 'Warm-ups', description: '', displayOrder: '2' }, 'edit')).toMatchObject({
      success: true,
      data: { name: 'Warm-ups', displayOrder: 2 },
    });
  });
});
