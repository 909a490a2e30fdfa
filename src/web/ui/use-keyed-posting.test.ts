import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useKeyedPosting } from './use-keyed-posting';

describe('useKeyedPosting', () => {
  it('retries one body with its key, gives another body or the next posting after success a new key', async () => {
    const { result } = renderHook(() => useKeyedPosting());
    const post = result.current;
    const keys: string[] = [];
    const fail = (key: string) => {
      keys.push(key);
      return Promise.reject(new Error('lost'));
    };
    await expect(post({ a: 1 }, fail)).rejects.toThrow('lost');
    await expect(post({ a: 1 }, fail)).rejects.toThrow('lost');
    await expect(post({ a: 2 }, fail)).rejects.toThrow('lost');
    expect(keys[0]).toBe(keys[1]);
    expect(keys[2]).not.toBe(keys[1]);
    await post({ a: 2 }, async (key) => keys.push(key));
    expect(keys[3]).toBe(keys[2]);
    await post({ a: 2 }, async (key) => keys.push(key));
    expect(keys[4]).not.toBe(keys[3]);
  });
});
