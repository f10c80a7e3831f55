import { ageBands, seedActivitySchema, type SeedActivity } from '@pitchside/shared';
import { contentTargets, countFormat, formatTargets, hasPositions, isPhased, checkDrillFile, checkDrillLibrary, countByAgeBand, countLibrary, drillSimilarity, libraryCoverageProblems } from './drill-check/drill-check';
import { checkSessionTemplates, countTemplatesByAgeBand } from './drill-check/session-template-check';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { DRILLS_DIR } from './drills';
import { readSessionTemplates } from './templates';

/**
 * `npx tsx sync-server/src/seed/check-drills.ts [file.json ...]`: the library rules for
 * whoever writes drills. Prints each problem, the counts per focus and level and per age
 * band, and the most similar pairs. Exit 1 when anything is wrong. With file names, checks those files alone
 * (plus their similarity to the rest of the library).
 */
const only = process.argv.slice(2).map((f) => f.replace(/^.*\//, ''));
const files = readdirSync(DRILLS_DIR).filter((f) => f.endsWith('.json')).sort();
const problems: string[] = [];
const all: SeedActivity[] = [];
const mine = new Set<string>();
for (const file of files) {
  const json: unknown = JSON.parse(readFileSync(join(DRILLS_DIR, file), 'utf8'));
  const fileProblems = checkDrillFile(json);
  if (only.length === 0 || only.includes(file)) problems.push(...fileProblems.map((p) => `${file}: ${p}`));
  if (fileProblems.length === 0 || Array.isArray(json)) {
    for (const raw of Array.isArray(json) ? json : []) {
      const parsed = seedActivitySchema.safeParse(raw);
      if (!parsed.success) continue;
      const drill = parsed.data;
      all.push(drill);
      if (only.length === 0 || only.includes(file)) mine.add(drill.title);
    }
  }
}
const libraryProblems = [...checkDrillLibrary(all.filter((d) => typeof d.setup === 'string' && typeof d.instructions === 'string')), ...(only.length ? [] : libraryCoverageProblems(all))];
for (const p of libraryProblems) {
  if (only.length === 0 || [...mine].some((title) => p.includes(`"${title}"`)) || p.includes(' / ') || p.includes('Goalkeeping') || p.includes(' drills, at least ')) problems.push(p);
}
const counts = countLibrary(all);
console.log(`Drills: ${all.length}`);
for (const [focus, row] of Object.entries(counts)) {
  console.log(`  ${focus.padEnd(24)} B ${row.Beginner}  I ${row.Intermediate}  A ${row.Advanced}`);
}
console.log(`Per age band:  ${ageBands.join('  ')}`);
for (const [focus, row] of Object.entries(countByAgeBand(all))) {
  console.log(`  ${focus.padEnd(24)} ${ageBands.map((b) => String(row[b]).padStart(b.length)).join('  ')}`);
}
for (const target of formatTargets) console.log(`${target.format} for ${target.band} with its goals and ball: ${countFormat(all, target)} (at least ${target.min})`);
for (const target of contentTargets.filter((t) => t.bands)) {
  const n = all.filter((d) => target.focuses.includes(d.focus) && d.profile.ageBands.some((b) => target.bands!.includes(b))).length;
  console.log(`${target.name}: ${n} (at least ${target.min})`);
}
console.log(`Phased drills with positions per phase: ${all.filter(hasPositions).length} of ${all.filter(isPhased).length}`);
const templates = readSessionTemplates();
console.log(`Session templates: ${templates.length} (${Object.entries(countTemplatesByAgeBand(templates)).map(([band, n]) => `${band} ${n}`).join(', ')})`);
if (only.length === 0) problems.push(...checkSessionTemplates(templates, all));
const pairs: [number, string][] = [];
for (let i = 0; i < all.length; i++) {
  for (let j = i + 1; j < all.length; j++) {
    if (only.length && !mine.has(all[i]!.title) && !mine.has(all[j]!.title)) continue;
    pairs.push([drillSimilarity(all[i]!, all[j]!), `${all[i]!.title} ~ ${all[j]!.title}`]);
  }
}
pairs.sort((a, b) => b[0] - a[0]);
console.log('Most similar pairs:');
for (const [s, names] of pairs.slice(0, 5)) console.log(`  ${Math.round(s * 100)}%  ${names}`);
if (problems.length) {
  console.log(`\n${problems.length} problems:`);
  for (const p of problems) console.log(`- ${p}`);
  process.exit(1);
}
console.log('\nNo problems.');
