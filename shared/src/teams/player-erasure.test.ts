import { describe, expect, it } from 'vitest';
import { idSchema } from '../entities';
import { confirmsErasure, erasedPlayerId, erasedPlayersLabel, isErasedPlayerId, scrubPlayerName, uuidv7 } from '..';

describe('player erasure', () => {
  it('stands in for an erased player with a valid id a register can count and name', () => {
    const stand = erasedPlayerId();
    expect(idSchema.safeParse(stand).success).toBe(true);
    expect(isErasedPlayerId(stand)).toBe(true);
    expect(isErasedPlayerId(uuidv7())).toBe(false);
    expect(erasedPlayersLabel([uuidv7(), stand])).toBe('1 player erased');
    expect(erasedPlayersLabel([stand, erasedPlayerId()])).toBe('2 players erased');
    expect(erasedPlayersLabel([uuidv7()])).toBeNull();
  });

  it('removes the full name and the first name from a note, as whole words in any case', () => {
    expect(scrubPlayerName('Maya Lee hurt her ankle; MAYA to rest. Mayan temple drill.', 'Maya Lee')).toBe(
      '[player erased] hurt her ankle; [player erased] to rest. Mayan temple drill.',
    );
    expect(scrubPlayerName('Al and Alice', 'Al B')).toBe('Al and Alice');
    expect(scrubPlayerName('Zoë (c) played well', 'Zoë')).toBe('[player erased] (c) played well');
    expect(scrubPlayerName('a+b', 'a+b')).toBe('[player erased]');
  });

  it('confirms only on the player name', () => {
    expect(confirmsErasure(' maya lee ', 'Maya Lee')).toBe(true);
    expect(confirmsErasure('Maya', 'Maya Lee')).toBe(false);
  });
});
