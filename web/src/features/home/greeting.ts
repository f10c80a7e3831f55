/**
 * The home's heading. "Welcome back" only to someone who has been here: the org admin of a
 * club with none of its first steps done is here for the first time (the getting-started
 * list below says what to do first).
 */
export function homeGreeting(firstName: string | undefined, firstVisit: boolean): string {
  if (!firstName) return 'Welcome to Pitchside';
  return firstVisit ? `Welcome to Pitchside, ${firstName}` : `Welcome back, ${firstName}`;
}
