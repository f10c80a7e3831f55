import { describe, expect, it } from 'vitest';
import { drillProfileFixture } from '@pitchside/shared/testing/profile-fixture';
import { areaText, capitalised, durationText, equipmentText, playersText } from './drill-profile-text';

describe('drill profile text', () => {
  it('says the players with the ideal and the keepers', () => {
    expect(playersText(drillProfileFixture())).toBe('4-8 (ideal 6)');
    expect(playersText(drillProfileFixture({ players: { min: 3, ideal: 3, max: 3, goalkeepers: 1 } }))).toBe('3 (ideal 3), incl. 1 goalkeeper');
    expect(playersText(drillProfileFixture({ players: { min: 10, ideal: 12, max: 14, goalkeepers: 2 } }))).toBe('10-14 (ideal 12), incl. 2 goalkeepers');
  });

  it('says the area per grid and the number of grids', () => {
    expect(areaText(drillProfileFixture())).toBe('20 x 25 m');
    expect(areaText(drillProfileFixture({ area: { width: 10, length: 12, grids: 3 } }))).toBe('3 grids of 10 x 12 m');
  });

  it('says the duration with reps and work:rest, and kit with its quantity', () => {
    expect(durationText(drillProfileFixture())).toBe('12 min: 4 x 2 min, 2 min on : 1 min off');
    expect(equipmentText({ item: 'mini goals', quantity: 2 })).toBe('2 mini goals');
    expect(capitalised('small-sided game')).toBe('Small-sided game');
  });
});
