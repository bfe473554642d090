/**
 * The last console errors and warnings (and uncaught errors), kept so a bug report can carry
 * them. Installed first thing in main.tsx: the few lines here are all it adds to the first
 * script, and nothing is stored but short texts in a ring of fixed size.
 */

const CAPACITY = 50;
const ENTRY_MAX_LENGTH = 400;

const entries: string[] = [];
let installed = false;

function describe(value: unknown): string {
  if (value instanceof Error) return `${value.name}: ${value.message}`;
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

function remember(level: string, values: readonly unknown[]): void {
  const line = `${new Date().toISOString()} [${level}] ${values.map(describe).join(' ')}`;
  entries.push(line.length > ENTRY_MAX_LENGTH ? `${line.slice(0, ENTRY_MAX_LENGTH)}…` : line);
  if (entries.length > CAPACITY) entries.shift();
}

export function installConsoleLogBuffer(): void {
  if (installed) return;
  installed = true;
  for (const level of ['error', 'warn'] as const) {
    const original = console[level].bind(console);
    console[level] = (...values: unknown[]) => {
      remember(level, values);
      original(...values);
    };
  }
  if (typeof window === 'undefined') return;
  window.addEventListener('error', (event) => remember('uncaught', [event.error ?? event.message]));
  window.addEventListener('unhandledrejection', (event) => remember('unhandled', [event.reason]));
}

/** The kept lines, oldest first, one per line. */
export function readConsoleLog(): string {
  return entries.join('\n');
}
