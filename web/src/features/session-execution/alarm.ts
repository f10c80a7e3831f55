/**
 * The alert when an activity's time is up: three short beeps and a vibration, for a coach
 * whose eyes are on the players. Browsers only let a page make sound after a user gesture,
 * so the audio context is created when the coach presses Start (primeAlarm).
 */
let audio: AudioContext | null = null;

export function primeAlarm(): void {
  try {
    if (!audio && typeof AudioContext !== 'undefined') audio = new AudioContext();
    void audio?.resume();
  } catch {
    audio = null;
  }
}

export function soundAlarm(): void {
  try {
    if (audio) {
      const t0 = audio.currentTime;
      for (let i = 0; i < 3; i += 1) {
        const osc = audio.createOscillator();
        const gain = audio.createGain();
        osc.type = 'square';
        osc.frequency.value = 880;
        const at = t0 + i * 0.35;
        // Ramp in and out so the beep does not click.
        gain.gain.setValueAtTime(0.0001, at);
        gain.gain.exponentialRampToValueAtTime(0.4, at + 0.02);
        gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.22);
        osc.connect(gain).connect(audio.destination);
        osc.start(at);
        osc.stop(at + 0.25);
      }
    }
  } catch {
    // No sound on this device; the vibration and the visible state still tell the coach.
  }
  if (typeof navigator !== 'undefined' && typeof navigator.vibrate === 'function') navigator.vibrate([400, 150, 400, 150, 400]);
}
