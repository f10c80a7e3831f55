import { describe, expect, it } from 'vitest';
import { firstVisitGuess, homeGreeting } from './greeting';

describe('homeGreeting', () => {
  it('welcomes a first visit, and only someone who has been here back', () => {
    expect(homeGreeting('Fern', true)).toBe('Welcome to Pitchside, Fern');
    expect(homeGreeting('Fern', false)).toBe('Welcome back, Fern');
    expect(homeGreeting(undefined, false)).toBe('Welcome to Pitchside');
    expect(homeGreeting('', true)).toBe('Welcome to Pitchside');
  });

  it('guesses a first visit for an org admin the home never greeted here, or last greeted as new', () => {
    expect(firstVisitGuess('org_admin', null)).toBe(true);
    expect(firstVisitGuess('org_admin', 'Welcome to Pitchside, Fern')).toBe(true);
    expect(firstVisitGuess('org_admin', 'Welcome back, Fern')).toBe(false);
    expect(firstVisitGuess('coach', null)).toBe(false);
    expect(firstVisitGuess(undefined, null)).toBe(false);
  });
});
