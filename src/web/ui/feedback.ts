/**
 * Error feedback for handheld screens (DESIGN.md section 8): a short beep through Web Audio and a
 * vibration where the device has one. Both are best effort: a browser without audio, or one that
 * has not been touched yet (autoplay policy), stays silent without an error.
 */

type AudioContextCtor = new () => AudioContext;

let context: AudioContext | undefined;

function audioContext(): AudioContext | undefined {
  if (context) return context;
  const w = globalThis as unknown as { AudioContext?: AudioContextCtor; webkitAudioContext?: AudioContextCtor };
  const Ctor = w.AudioContext ?? w.webkitAudioContext;
  if (!Ctor) return undefined;
  try {
    context = new Ctor();
  } catch {
    return undefined;
  }
  return context;
}

/** A short low beep (about 180 ms). */
export function beep(frequency = 440, durationMs = 180): void {
  try {
    const ctx = audioContext();
    if (!ctx) return;
    if (ctx.state === 'suspended') void ctx.resume().catch(() => {});
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.type = 'square';
    osc.frequency.value = frequency;
    const start = ctx.currentTime;
    const end = start + durationMs / 1000;
    gain.gain.setValueAtTime(0.15, start);
    gain.gain.exponentialRampToValueAtTime(0.001, end);
    osc.connect(gain);
    gain.connect(ctx.destination);
    osc.start(start);
    osc.stop(end);
  } catch {
    // no sound is better than a broken screen
  }
}

/** Vibrates when the device supports it (Android handhelds do; iOS and desktops do not). */
export function vibrate(pattern: number | number[] = [120, 60, 120]): void {
  try {
    if (typeof navigator !== 'undefined' && typeof navigator.vibrate === 'function') navigator.vibrate(pattern);
  } catch {
    // ignore
  }
}

/** Which error signals the operator wants (warehouse preferences: scan sound, vibration); both on by default. */
const signals = { sound: true, vibration: true };
export function setFeedbackPreferences(prefs: { sound?: boolean | undefined; vibration?: boolean | undefined }): void {
  signals.sound = prefs.sound !== false;
  signals.vibration = prefs.vibration !== false;
}

/** The error signal of a scan screen: beep and vibrate (each unless switched off in the preferences). */
export function signalError(): void {
  if (signals.sound) beep();
  if (signals.vibration) vibrate();
}

/** For tests: forget the audio context. */
export function resetFeedbackForTests(): void {
  context = undefined;
}
