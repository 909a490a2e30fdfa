import { describe, expect, it } from 'vitest';
import { bundledMessageFiles, MESSAGE_BUNDLE, MESSAGE_FILE, messageFileAnswer } from './message-files';

const json = (value: unknown) => new Response(JSON.stringify(value), { headers: { 'Content-Type': 'application/json' } });

describe('the service worker’s message files', () => {
  it('knows a message file and the worker’s copies by their names', () => {
    expect(MESSAGE_FILE.test('/supplier/assets/messages-en-BinToBin-1T5EnGQwaz.js')).toBe(true);
    expect(MESSAGE_FILE.test('/supplier/assets/messages-de-shared-1-Bw4YfBincg.js')).toBe(true);
    expect(MESSAGE_FILE.test('/supplier/assets/messages-de-core-lfV0dYZSFj.js')).toBe(true);
    expect(MESSAGE_FILE.test('/supplier/assets/index-abc.js')).toBe(false);
    expect(MESSAGE_FILE.test('/supplier/assets/messages-worker-en-abc.json')).toBe(false);
    expect(MESSAGE_FILE.test('/supplier/api/messages-en-x.js')).toBe(false);
    expect(MESSAGE_BUNDLE.test('assets/messages-worker-en-5odM3Rqjcb.json')).toBe(true);
    expect(MESSAGE_BUNDLE.test('/supplier/assets/messages-worker-de-5odM3Rqjcb.json')).toBe(true);
    expect(MESSAGE_BUNDLE.test('assets/messages-en-core-5odM3Rqjcb.js')).toBe(false);
  });

  it('reads the copy of the file’s language, once, and answers each file by its path', async () => {
    const reads: string[] = [];
    const files = bundledMessageFiles(
      ['assets/messages-worker-en-a1.json', 'assets/messages-worker-de-b2.json', 'assets/messages-worker-en-GB-c3.json'],
      async (url) => {
        reads.push(url);
        if (url.includes('-en-GB-')) return json({ '/supplier/assets/messages-en-GB-core-3.js': 'colour' });
        return url.includes('-en-')
          ? json({ '/supplier/assets/messages-en-core-1.js': 'export default {"a":"A"}' })
          : json({ '/supplier/assets/messages-de-core-2.js': 'export default {"a":"Ä"}' });
      },
    );
    expect(await files('/supplier/assets/messages-de-core-2.js')).toBe('export default {"a":"Ä"}');
    expect(reads).toEqual(['assets/messages-worker-de-b2.json']);
    expect(await files('/supplier/assets/messages-en-core-1.js')).toBe('export default {"a":"A"}');
    expect(await files('/supplier/assets/messages-en-GB-core-3.js')).toBe('colour');
    expect(await files('/supplier/assets/messages-en-core-9.js')).toBeUndefined();
    expect(await files('/supplier/assets/messages-fr-core-1.js')).toBeUndefined();
    expect(await files('/supplier/assets/messages-de-core-2.js')).toBe('export default {"a":"Ä"}');
    expect(reads).toEqual([
      'assets/messages-worker-de-b2.json',
      'assets/messages-worker-en-a1.json',
      'assets/messages-worker-en-GB-c3.json',
    ]);
  });

  it('reads a copy it could not read again at the next ask', async () => {
    let precached = false;
    const files = bundledMessageFiles(['assets/messages-worker-de-b2.json'], async () =>
      precached ? json({ '/supplier/assets/messages-de-x-1.js': 'de' }) : undefined,
    );
    expect(await files('/supplier/assets/messages-de-x-1.js')).toBeUndefined();
    precached = true;
    expect(await files('/supplier/assets/messages-de-x-1.js')).toBe('de');
  });

  it('takes nothing from a copy that is not a map of texts', async () => {
    const files = bundledMessageFiles(['assets/messages-worker-en-a1.json', 'assets/messages-worker-de-b2.json'], async (url) =>
      url.includes('-en-')
        ? new Response('not json')
        : json({ '/supplier/assets/messages-de-x-1.js': 7, '/supplier/assets/messages-de-y-1.js': 'y' }),
    );
    expect(await files('/supplier/assets/messages-en-x-1.js')).toBeUndefined();
    expect(await files('/supplier/assets/messages-de-x-1.js')).toBeUndefined();
    expect(await files('/supplier/assets/messages-de-y-1.js')).toBe('y');
  });

  it('answers a file as a script the browser may keep', async () => {
    const answer = messageFileAnswer('export default {}');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('Content-Type')).toBe('text/javascript; charset=utf-8');
    expect(answer.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(await answer.text()).toBe('export default {}');
  });
});
