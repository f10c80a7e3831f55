import { describe, expect, it } from 'vitest';
import { categoryChoices, choiceLabel, hasChoice } from './category-options';

const categories = [
  { id: 'c2', name: 'Defending', displayOrder: 2 },
  { id: 'c1', name: 'Attacking', displayOrder: 1 },
];
const subCategories = [
  { categoryId: 'c1', name: 'Support', displayOrder: 2 },
  { categoryId: 'c1', name: 'Penetration', displayOrder: 1 },
  { categoryId: 'c2', name: 'Balance', displayOrder: 0 },
];

describe('category picker', () => {
  it("lists categories by displayOrder, each with 'All' first and its sub-categories by displayOrder", () => {
    expect(categoryChoices(categories, subCategories)).toEqual([
      {
        label: 'Attacking',
        options: [
          { value: 'category:Attacking', label: 'All Attacking' },
          { value: 'Penetration', label: 'Penetration' },
          { value: 'Support', label: 'Support' },
        ],
      },
      { label: 'Defending', options: [{ value: 'category:Defending', label: 'All Defending' }, { value: 'Balance', label: 'Balance' }] },
    ]);
  });

  it('tells whether a stored value is among the choices, and how an unknown one reads', () => {
    const groups = categoryChoices(categories, subCategories);
    expect(hasChoice(groups, 'Support')).toBe(true);
    expect(hasChoice(groups, 'category:Defending')).toBe(true);
    expect(hasChoice(groups, 'Old Topic')).toBe(false);
    expect(choiceLabel('category:Games')).toBe('All Games');
    expect(choiceLabel('Old Topic')).toBe('Old Topic');
  });
});
