import { afterEach, describe, expect, it, vi } from 'vitest';
import { setFeedbackPreferences, signalError } from './feedback';

describe('error feedback follows the warehouse preferences', () => {
  afterEach(() => setFeedbackPreferences({}));
  it('vibrates unless vibration is switched off', () => {
    const vibrate = vi.fn();
    Object.defineProperty(navigator, 'vibrate', { value: vibrate, configurable: true });
    signalError();
    expect(vibrate).toHaveBeenCalledTimes(1);
    setFeedbackPreferences({ vibration: false, sound: false });
    signalError();
    expect(vibrate).toHaveBeenCalledTimes(1);
    setFeedbackPreferences({ vibration: true });
    signalError();
    expect(vibrate).toHaveBeenCalledTimes(2);
  });
});
