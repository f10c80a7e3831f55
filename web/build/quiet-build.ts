import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/**
 * A newcomer's first command (`npm start`, `npm test`) builds the app; a warning there reads
 * as something broken. This runs `vite build`, passes its output through, and fails when a
 * line of it is a warning, so a new one is fixed at its cause instead of piling up.
 * `npm test` builds through this; `npm start` uses the same build.
 */

/** What bundlers and plugins print when something is off: "(!)" notes, warnings, "[CODE]" reports, failures. */
const WARNING = /^\s*\(!\)|\bwarn(?:ing)?s?\b|^\s*(?:\x1b\[[0-9;]*m)*\[[A-Z][A-Z_]+\]|\bfailed to\b|\bdeprecat|Are they installed\?|is a function\. Set/i;
/** The build's list of files it wrote: their names are not messages. */
const FILE_LINE = /^\s*(?:\.\.\/)?dist\//;

/** The lines of a build's output that are warnings. */
export function warningLines(output: string): string[] {
  return output.split('\n').filter((line) => !FILE_LINE.test(line) && WARNING.test(line));
}

async function main(): Promise<void> {
  const vite = fileURLToPath(new URL('../../node_modules/vite/bin/vite.js', import.meta.url));
  const child = spawn(process.execPath, [vite, 'build'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    process.stdout.write(chunk);
  });
  child.stderr.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    process.stderr.write(chunk);
  });
  const code = await new Promise<number>((resolve) => child.on('close', (c) => resolve(c ?? 1)));
  if (code !== 0) process.exit(code);
  const warnings = warningLines(output);
  if (warnings.length) {
    console.error(`\nThe build printed ${warnings.length} warning line(s); fix their cause:\n${warnings.join('\n')}`);
    process.exit(1);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
