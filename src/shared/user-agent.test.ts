import { describe, expect, it } from 'vitest';
import { readableAgent } from './user-agent';

describe('readableAgent', () => {
  it.each([
    [
      'Mozilla/5.0 (Linux; Android 13; TC52) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
      'Chrome',
      'Android',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Edg/120.0.0.0',
      'Edge',
      'Windows',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1',
      'Safari',
      'iOS',
    ],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14.1; rv:121.0) Gecko/20100101 Firefox/121.0', 'Firefox', 'macOS'],
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
      'Headless Chrome',
      'Linux',
    ],
  ])('%s', (ua, browser, os) => {
    expect(readableAgent(ua)).toEqual({ browser, os });
  });

  it('names nothing it does not know', () => {
    expect(readableAgent('something/1.0')).toEqual({ browser: null, os: null });
    expect(readableAgent(null)).toEqual({ browser: null, os: null });
  });
});
