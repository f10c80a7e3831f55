/**
 * Adaptations a coach applies while browsing the library, kept on the device for the next
 * plan: the session builder carries them into the saved session's notes, then clears them.
 */
const KEY = 'pitchside.planNotes';

export function readPlanNotes(): string[] {
  try {
    const raw = localStorage.getItem(KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed) ? parsed.filter((n): n is string => typeof n === 'string') : [];
  } catch {
    return [];
  }
}

export function addPlanNote(activityTitle: string, note: string): void {
  const notes = [...readPlanNotes(), `${activityTitle}: ${note}`];
  localStorage.setItem(KEY, JSON.stringify(notes));
}

export function clearPlanNotes(): void {
  localStorage.removeItem(KEY);
}
