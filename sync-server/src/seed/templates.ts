import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sessionTemplateFileSchema, type SessionTemplate } from '@pitchside/shared';

/** The provider's ready sessions as data files, one per theme (seed/templates/*.json). */
export const TEMPLATES_DIR = join(dirname(fileURLToPath(import.meta.url)), 'templates');

let cache: SessionTemplate[] | null = null;

/** Every template, read and checked once per process (a bad file stops the server at start-up). */
export function readSessionTemplates(dir: string = TEMPLATES_DIR): SessionTemplate[] {
  if (dir === TEMPLATES_DIR && cache) return cache;
  const templates = readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .flatMap((file) => {
      const parsed = sessionTemplateFileSchema.safeParse(JSON.parse(readFileSync(join(dir, file), 'utf8')));
      if (!parsed.success) throw new Error(`Template file ${file} is invalid: ${parsed.error.issues[0]?.message ?? ''}`);
      return parsed.data;
    });
  if (dir === TEMPLATES_DIR) cache = templates;
  return templates;
}
