// Fails when a text key exists in one language but not in another (de, en, it), or is empty.
// Runs in `npm test`, so a screen cannot ship with a text missing in one of the languages.
import { readdir, readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const LANGUAGES = ['de', 'en', 'it'] as const;
const localesDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'src', 'locales');

type Texts = { [key: string]: string | Texts };

/** Flattens nested texts into dotted keys; values that are not strings or objects are reported. */
function flatten(texts: Texts, prefix: string, into: Map<string, unknown>): Map<string, unknown> {
  for (const [key, value] of Object.entries(texts)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) flatten(value, path, into);
    else into.set(path, value);
  }
  return into;
}

async function namespacesOf(language: string): Promise<string[]> {
  const files = await readdir(join(localesDir, language));
  return files.filter((file) => file.endsWith('.json')).map((file) => file.replace(/\.json$/, ''));
}

const problems: string[] = [];
const namespaces = new Set<string>();
for (const language of LANGUAGES) for (const ns of await namespacesOf(language)) namespaces.add(ns);

for (const ns of [...namespaces].sort()) {
  const keysByLanguage = new Map<string, Map<string, unknown>>();
  for (const language of LANGUAGES) {
    try {
      const raw = await readFile(join(localesDir, language, `${ns}.json`), 'utf8');
      keysByLanguage.set(language, flatten(JSON.parse(raw) as Texts, '', new Map()));
    } catch (error) {
      problems.push(`${language}/${ns}.json: ${(error as Error).message}`);
      keysByLanguage.set(language, new Map());
    }
  }
  const allKeys = new Set<string>();
  for (const keys of keysByLanguage.values()) for (const key of keys.keys()) allKeys.add(key);
  for (const key of [...allKeys].sort()) {
    for (const language of LANGUAGES) {
      const value = keysByLanguage.get(language)?.get(key);
      if (value === undefined) problems.push(`missing  ${language}  ${ns}:${key}`);
      else if (typeof value !== 'string') problems.push(`not text ${language}  ${ns}:${key}`);
      else if (value.trim() === '') problems.push(`empty    ${language}  ${ns}:${key}`);
    }
  }
  console.log(`${ns}: ${allKeys.size} keys × ${LANGUAGES.length} languages`);
}

if (problems.length > 0) {
  console.error(`\n${problems.length} i18n problem(s):\n${problems.join('\n')}`);
  process.exit(1);
}
console.log('i18n: every key exists in de, en and it');
