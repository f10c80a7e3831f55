import { describe, expect, it } from 'vitest';
import { checkPlayerForm } from './player-form';

describe('checkPlayerForm', () => {
  it('reads the typed text as the shared player input', () => {
    expect(checkPlayerForm({ name: ' Ada ', shirtNumber: '1', position: 'Goalkeeper' })).toEqual({
      ok: true,
      data: { name: 'Ada', shirtNumber: 1, position: 'Goalkeeper' },
    });
    expect(checkPlayerForm({ name: 'Bo', shirtNumber: '', position: '' })).toEqual({ ok: true, data: { name: 'Bo', shirtNumber: null, position: null } });
  });

  it('gives the messages the server gives', () => {
    expect(checkPlayerForm({ name: '  ', shirtNumber: '100', position: '' })).toEqual({
      ok: false,
      errors: { name: 'Player name is required', shirtNumber: 'Shirt number must be a whole number from 1 to 99' },
    });
    expect(checkPlayerForm({ name: 'Al', shirtNumber: '7a', position: '' })).toMatchObject({
      ok: false,
      errors: { shirtNumber: 'Shirt number must be a whole number from 1 to 99' },
    });
  });
});
