import { describe, expect, it } from 'vitest';
import { homeGreeting } from './greeting';

describe('homeGreeting', () => {
  it('welcomes a first visit, and only someone who has been here back', () => {
    expect(homeGreeting('Fern', true)).toBe('Welcome to Pitchside, Fern');
    expect(homeGreeting('Fern', false)).toBe('Welcome back, Fern');
    expect(homeGreeting(undefined, false)).toBe('Welcome to Pitchside');
    expect(homeGreeting('', true)).toBe('Welcome to Pitchside');
  });
});
