import { describe, expect, it } from 'vitest';
import { fileProblem } from './choose-file.ts';

const rules = { types: ['image/png'], maxBytes: 10, wrongType: 'wrong type', tooLarge: 'too large' };
const fileOf = (type: string, bytes: number) => new File(['x'.repeat(bytes)], 'picked', { type });

describe('fileProblem', () => {
  it('lets a file of a listed type and size through', () => {
    expect(fileProblem(fileOf('image/png', 10), rules)).toBeNull();
  });

  it('refuses a type not in the list before its size', () => {
    expect(fileProblem(fileOf('image/gif', 11), rules)).toBe('wrong type');
  });

  it('refuses a file over the limit', () => {
    expect(fileProblem(fileOf('image/png', 11), rules)).toBe('too large');
  });
});
