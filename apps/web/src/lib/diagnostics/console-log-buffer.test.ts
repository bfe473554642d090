import { beforeAll, describe, expect, it } from 'vitest';
import { installConsoleLogBuffer, readConsoleLog } from './console-log-buffer';

const printed: unknown[][] = [];

beforeAll(() => {
  // Silent stand-ins that count, wrapped by the buffer as the real console would be.
  console.error = (...values: unknown[]) => printed.push(values);
  console.warn = () => undefined;
  console.info = () => undefined;
  installConsoleLogBuffer();
});

describe('console log buffer', () => {
  it('keeps the last 50 errors and warnings, not other console output, and still prints them', () => {
    console.info('not kept');
    console.warn('slow tile', { z: 3 });
    for (let index = 0; index < 60; index++) console.error(new Error(`failure ${index}`));
    const lines = readConsoleLog().split('\n');
    expect(lines).toHaveLength(50);
    expect(lines[0]).toContain('[error] Error: failure 10');
    expect(lines.at(-1)).toContain('failure 59');
    expect(readConsoleLog()).not.toContain('not kept');
    expect(printed).toHaveLength(60);
  });

  it('cuts long entries', () => {
    console.error('x'.repeat(2000));
    expect(readConsoleLog().split('\n').at(-1)?.length).toBeLessThanOrEqual(401);
  });
});
