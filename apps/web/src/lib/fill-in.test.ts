import { describe, expect, it } from 'vitest';
import { fillIn } from './fill-in.ts';

describe('fillIn', () => {
  it('puts each value into its slot, numbers included', () => {
    expect(fillIn('Request timed out after {{ms}}ms', { ms: 15000 })).toBe('Request timed out after 15000ms');
    expect(fillIn('{{a}} and {{ b }} and {{a}}', { a: 'x', b: 'y' })).toBe('x and y and x');
  });

  it('leaves a slot without a value visible and a text without slots alone', () => {
    expect(fillIn('Sign in to {{store}}', {})).toBe('Sign in to {{store}}');
    expect(fillIn('Welcome Back!')).toBe('Welcome Back!');
  });
});
