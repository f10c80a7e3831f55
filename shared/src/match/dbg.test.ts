import { it } from 'vitest';
import { planRotation } from './rotation-planner';
import { ayso } from './rule-packs';
import { writeFileSync } from 'node:fs';
it('dbg', () => {
  const players = Array.from({ length: 12 }, (_, i) => ({ id: `p${String(i).padStart(2,'0')}`, name: `P${i}`, willingKeeper: i < 4, seasonMinutes: (i * 37) % 400 }));
  const plan = planRotation({ players, format: '9v9', pack: ayso, periods: 4, periodMinutes: 15, windowsPerPeriod: 1 });
  writeFileSync('/tmp/dbg.txt', plan.windows.map((w) => `${w.index} GK ${w.keeper} ${w.onField.map((p) => p.playerId).join(',')} | bench ${w.bench.join(',')}`).join('\n'));
});
