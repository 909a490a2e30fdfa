import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { datePickerLibrary } from './ui/DateInput';
import { selectLibrary } from './ui/Select';

// the controls' libraries load on demand in the browser (ui/deferred-library.ts); the tests render them at once
await Promise.all([selectLibrary.load(), datePickerLibrary.load()]);

afterEach(() => {
  cleanup();
});
