/**
 * The home's heading. "Welcome back" only to someone who has been here: the org admin of a
 * club with none of its first steps done is here for the first time (the getting-started
 * list below says what to do first).
 */
export function homeGreeting(firstName: string | undefined, firstVisit: boolean): string {
  if (!firstName) return 'Welcome to Pitchside';
  return firstVisit ? `Welcome to Pitchside, ${firstName}` : `Welcome back, ${firstName}`;
}

/**
 * Whether to greet an org admin as on a first visit before the club's first steps are known:
 * as the home last greeted them on this device, and as new when it never did, so a first
 * visit never shows "Welcome back" while the steps load, nor a later one flicker.
 */
export function firstVisitGuess(role: string | undefined, lastGreeting: string | null): boolean {
  if (role !== 'org_admin') return false;
  return lastGreeting === null || lastGreeting.startsWith('Welcome to Pitchside');
}
