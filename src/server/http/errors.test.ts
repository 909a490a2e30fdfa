import { describe, expect, it } from 'vitest';
import { safeErrorLog } from './errors';

describe('safeErrorLog', () => {
  it('keeps name, code, message and stack of an unexpected error and drops the driver fields', () => {
    const error = Object.assign(new Error('duplicate key value violates unique constraint "app_user_username_key"'), {
      code: '23505',
      parameters: ['alice', '$argon2id$v=19$m=65536,t=3,p=4$secret-hash'],
      query: { sql: 'insert into app_user (username, password_hash) values ($1, $2)', parameters: ['alice', 'hash'] },
      detail: 'Key (username)=(alice) already exists.',
    });
    const logged = safeErrorLog(error);
    expect(logged).toMatchObject({ type: 'Error', code: '23505', message: error.message });
    expect(logged.stack).toContain('duplicate key');
    const text = JSON.stringify(logged);
    expect(text).not.toContain('argon2');
    expect(text).not.toContain('insert into');
    expect(text).not.toContain('Key (username)');
  });

  it('describes a thrown non-error without its value', () => {
    expect(safeErrorLog({ password: 'x' })).toEqual({ type: 'object', message: 'non-error value thrown' });
  });
});
