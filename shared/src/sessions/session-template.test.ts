import { describe, expect, it } from 'vitest';
import { templatesThemeFirst } from './session-template';

const t = (id: string, theme: string) => ({ id, theme }) as { id: string; theme: never };
const ids = (list: { id: string }[]) => list.map((x) => x.id);

describe('templatesThemeFirst', () => {
  const library = [t('a', 'Passing & Receiving'), t('b', 'Dribbling'), t('c', 'Finishing'), t('d', 'Dribbling'), t('e', 'Support')];

  it("puts the week's theme first, keeping each group's order", () => {
    expect(ids(templatesThemeFirst(library, ['Dribbling']))).toEqual(['b', 'd', 'a', 'c', 'e']);
  });

  it('orders by the themes as the week lists them: Focus 1, then 2, then 3', () => {
    expect(ids(templatesThemeFirst(library, ['Support', 'Finishing']))).toEqual(['e', 'c', 'a', 'b', 'd']);
  });

  it('keeps the order without themes, or when no template has them, and leaves its input alone', () => {
    expect(ids(templatesThemeFirst(library, []))).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(ids(templatesThemeFirst(library, ['Mobility']))).toEqual(['a', 'b', 'c', 'd', 'e']);
    templatesThemeFirst(library, ['Support']);
    expect(ids(library)).toEqual(['a', 'b', 'c', 'd', 'e']);
  });
});
