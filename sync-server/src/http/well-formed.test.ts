import { describe, expect, it } from 'vitest';
import { wellFormedDeep } from '../domain/well-formed';
import { nestedDeeperThan } from './validate';

function nested(depth: number, open: string, close: string): string {
  return open.repeat(depth) + close.repeat(depth);
}

describe('wellFormedDeep', () => {
  it('replaces lone surrogates in strings and keys, keeping shape and order', () => {
    const input = '{"b":["ok","\\ud800x",{"\\udc00":1}],"a":null,"n":2,"t":true,"__proto__":"own"}';
    const out = wellFormedDeep(JSON.parse(input)) as Record<string, unknown>;
    expect(JSON.stringify(out)).toBe('{"b":["ok","\uFFFDx",{"\uFFFD":1}],"a":null,"n":2,"t":true,"__proto__":"own"}');
    expect(Object.keys(out)).toEqual(['b', 'a', 'n', 't', '__proto__']);
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype);
  });

  it('finds a lone surrogate anywhere, a key deep down included, and leaves well-formed values as they are', () => {
    expect(JSON.stringify(wellFormedDeep(JSON.parse('[{"a":[{"ok":1,"\\udbff":2}]}]')))).toBe('[{"a":[{"ok":1,"\uFFFD":2}]}]');
    expect(JSON.stringify(wellFormedDeep(JSON.parse('{"a":["x","y\\udc00"]}')))).toBe('{"a":["x","y\uFFFD"]}');
    const fine = JSON.parse('{"emoji":"\\ud83d\\ude00","list":[1,"two",{"three":[null,true]}],"__proto__":"own"}') as unknown;
    expect(wellFormedDeep(fine)).toEqual(fine);
    expect(Object.keys(wellFormedDeep(fine) as object)).toEqual(['emoji', 'list', '__proto__']);
  });

  it('walks values nested 100,000 deep without overflowing the stack', () => {
    const deep = JSON.parse(nested(100_000, '[', ']')) as unknown;
    expect(() => wellFormedDeep(deep)).not.toThrow();
  });
});

describe('nestedDeeperThan', () => {
  it('counts arrays and objects, not brackets inside strings', () => {
    expect(nestedDeeperThan(nested(64, '[', ']'), 64)).toBe(false);
    expect(nestedDeeperThan(nested(65, '[', ']'), 64)).toBe(true);
    expect(nestedDeeperThan('{"a":'.repeat(65) + '1' + '}'.repeat(65), 64)).toBe(true);
    expect(nestedDeeperThan(JSON.stringify({ text: '['.repeat(500) + '\\"[' }), 64)).toBe(false);
    expect(nestedDeeperThan(`[${'[]'.repeat(1000)}]`, 2)).toBe(false);
  });
});
