import { describe, expect, it } from 'vitest';
import { base64ContentSchema, fileNameSchema } from './files';

describe('file fields', () => {
  const content = base64ContentSchema({ maxBytes: 3 * 1024 * 1024, tooLarge: 'val.fileTooLarge', empty: 'val.fileEmpty' });
  const messages = (value: unknown) => content.safeParse(value).error?.issues.map((i) => i.message) ?? [];

  it('takes base64 up to the decoded size, naming the file and its limit in MB', () => {
    expect(content.parse('QUJD')).toBe('QUJD');
    expect(messages('')).toEqual(['The file is empty.', 'The content must be base64.']);
    expect(messages('A'.repeat(4 * 1024 * 1024 + 9))).toEqual(['A file is at most 3 MB.']);
    expect(messages('not base64!')).toEqual(['The content must be base64.']);
  });

  it('checks a file name against its pattern', () => {
    const fileName = fileNameSchema(/^[A-Za-z0-9][A-Za-z0-9._ -]*$/);
    expect(fileName.parse(' front.jpg ')).toBe('front.jpg');
    expect(fileName.safeParse('(1).jpg').error?.issues[0]?.message).toBe('The file name contains characters that are not allowed.');
  });
});
