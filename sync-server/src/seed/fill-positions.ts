import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ARROW_PICKUP_METRES, diagramSchema, pieceKey, planPhase, playStartPositions, type Diagram, type DiagramPosition } from '@pitchside/shared';
import { DRILLS_DIR } from './drills';

/**
 * `npx tsx sync-server/src/seed/fill-positions.ts`: gives each phased drill without positions
 * its players' positions per phase, so Play draws each phase where the last one left them: a
 * player stands where the previous phase's runs and dribbles ended, and a run or dribble that
 * starts where nobody stands takes the nearest free outfield player there first. Drills that
 * already have positions, and drills in which nobody moves, are left alone. Writes the data
 * files in place (inserting "positions" after "phases"), then run check-drills.ts.
 */
const round = (n: number) => Math.round(n * 10) / 10;

function positionsFor(diagram: Diagram): DiagramPosition[] {
  const positions: DiagramPosition[] = [];
  const withPositions = (): Diagram => ({ ...diagram, positions: positions.map((p) => ({ ...p })) });
  for (let phase = 2; phase <= diagram.phases.length; phase++) {
    const start = playStartPositions(withPositions())[phase - 1]!;
    diagram.players.forEach((player, i) => {
      const key = pieceKey('players', i, player.id);
      const at = start.get(key)!;
      if (Math.hypot(at.x - player.x, at.y - player.y) > 0.05) positions.push({ piece: key, phase, x: round(at.x), y: round(at.y) });
    });
    const plan = planPhase(withPositions(), phase, playStartPositions(withPositions())[phase - 1]!);
    const claimed = new Set(plan.movements.map((m) => m.piece).filter((k): k is string => k !== null));
    for (const movement of plan.movements) {
      if (movement.piece !== null || (movement.arrow.kind !== 'run' && movement.arrow.kind !== 'dribble')) continue;
      const now = playStartPositions(withPositions())[phase - 1]!;
      let best: string | null = null;
      let bestDistance = 8;
      diagram.players.forEach((player, i) => {
        const key = pieceKey('players', i, player.id);
        if (player.role === 'keeper' || claimed.has(key)) return;
        const at = now.get(key)!;
        const d = Math.hypot(at.x - movement.arrow.from.x, at.y - movement.arrow.from.y);
        if (d > ARROW_PICKUP_METRES && d < bestDistance) {
          best = key;
          bestDistance = d;
        }
      });
      if (best === null) continue;
      const runner: string = best;
      claimed.add(runner);
      const earlier = positions.findIndex((p) => p.piece === runner && p.phase === phase);
      if (earlier >= 0) positions.splice(earlier, 1);
      positions.push({ piece: runner, phase, x: movement.arrow.from.x, y: movement.arrow.from.y });
    }
  }
  return positions;
}

let phased = 0;
let moving = 0;
for (const file of readdirSync(DRILLS_DIR).filter((f) => f.endsWith('.json'))) {
  const path = join(DRILLS_DIR, file);
  const raw = readFileSync(path, 'utf8');
  const drills = JSON.parse(raw) as { title: string; diagram: unknown }[];
  let text = raw;
  for (const drill of drills) {
    const diagram = diagramSchema.parse(drill.diagram);
    if (diagram.phases.length < 2) continue;
    phased++;
    if (diagram.positions.length > 0) {
      moving++;
      continue;
    }
    const positions = positionsFor(diagram);
    if (positions.length === 0) continue;
    moving++;
    const title = text.indexOf(`"title": ${JSON.stringify(drill.title)}`);
    const phases = text.indexOf('"phases": [', title);
    const close = text.indexOf(']', phases);
    const indent = text.slice(text.lastIndexOf('\n', phases) + 1, phases);
    const body = positions.map((p) => `${indent}  { "piece": "${p.piece}", "phase": ${p.phase}, "x": ${p.x}, "y": ${p.y} }`).join(',\n');
    text = `${text.slice(0, close + 1)},\n${indent}"positions": [\n${body}\n${indent}]${text.slice(close + 1)}`;
  }
  JSON.parse(text);
  if (text !== raw) writeFileSync(path, text);
}
console.log(`Phased drills: ${phased}, with positions: ${moving}`);
