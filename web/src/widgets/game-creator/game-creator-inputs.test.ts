import { describe, expect, it } from 'vitest';
import { generateFormations, MAX_SUGGESTIONS } from '@pitchside/shared';
import { canGenerate, inputProblem, parseFieldsInput, parsePlayersInput } from './game-creator-inputs';

describe('Game Creator inputs', () => {
  it('parses players as a whole number with 0 for anything else', () => {
    expect(parsePlayersInput('12')).toBe(12);
    expect(parsePlayersInput('12.7')).toBe(12);
    expect(parsePlayersInput('')).toBe(0);
    expect(parsePlayersInput('abc')).toBe(0);
  });

  it('parses fields with 1 for anything that is not a number', () => {
    expect(parseFieldsInput('3')).toBe(3);
    expect(parseFieldsInput('')).toBe(1);
    expect(parseFieldsInput('x')).toBe(1);
    expect(parseFieldsInput('0')).toBe(0);
  });

  it('enables Generate only for 6-16 players on 1-3 fields', () => {
    expect(canGenerate(6, 1)).toBe(true);
    expect(canGenerate(16, 3)).toBe(true);
    expect(canGenerate(5, 1)).toBe(false);
    expect(canGenerate(17, 1)).toBe(false);
    expect(canGenerate(10, 0)).toBe(false);
    expect(canGenerate(10, 4)).toBe(false);
    expect(inputProblem(5, 1)).toBe('Enter 6 to 16 players.');
    expect(inputProblem(8, 4)).toBe('Enter 1 to 3 fields.');
    expect(inputProblem(8, 2)).toBeNull();
  });

  it('every input the button allows gives at most four suggestions, never Invalid Configuration', () => {
    for (let players = 6; players <= 16; players++) {
      for (let fields = 1; fields <= 3; fields++) {
        const list = generateFormations(players, fields);
        expect(list.length).toBeLessThanOrEqual(MAX_SUGGESTIONS);
        expect(list.some((s) => s.name === 'Invalid Configuration')).toBe(false);
      }
    }
  });
});
