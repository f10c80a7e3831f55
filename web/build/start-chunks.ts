import type { Plugin, Rollup } from 'vite';

type ChunkingContext = { getModuleInfo(id: string): Rollup.ModuleInfo | null };
type CodeSplittingGroup = NonNullable<Exclude<Rollup.OutputOptions['codeSplitting'], boolean | undefined>['groups']>[number];

/**
 * The modules a signed-in start runs before its first useful paint, as a few chunks instead of
 * the twenty-odd small ones automatic splitting makes of them (one per set of screens sharing a
 * module). On a phone each chunk is a request, and over HTTP/1.1 six go at a time: the home
 * came after five rounds of them. Four groups, each the modules statically reachable from its
 * roots and not already taken:
 * - `data`: the data layer (web/src/app/data-layer.ts loads it; the sign-in page too);
 * - `shell`: the signed-in shell, and what the home and the run-through both use;
 * - `home`, `run`: the rest of the two screens an installed app is opened on.
 * What the landing or the sign-in form load is left out (their own chunks stay small and free
 * of Dexie and zod). Another screen sharing a piece of the home or the run-through loads that
 * chunk, usually already cached.
 */
export const START_ROOTS = {
  data: ['/src/data/boot.ts', '/src/data/session.ts'],
  shell: ['/src/app/SignedInApp.tsx'],
  home: ['/src/features/home/Home.tsx'],
  run: ['/src/features/session-execution/SessionExecution.tsx'],
} as const;

/**
 * What stays out of the start chunks: the screens a signed-out visitor opens, and the user's
 * schema (with shared/'s entity schemas), which the session loads on demand: in the data chunk
 * it would be built at every start again, in the run-through's a sign-in would fetch that.
 * Of the user's schema only the modules that build schemas stay out: the plain ones it shares
 * with the home or the run-through (a diagram's or a drill's lists, the plan's rules) go with
 * the shell, which every signed-in start loads and a sign-in loads next.
 */
const LEFT_TO_SPLITTING_ROOTS = ['/src/features/landing/Landing.tsx', '/src/features/login/Login.tsx'];
const USER_SCHEMA = '/src/data/user-schema.ts';

type Group = keyof typeof START_ROOTS | 'zod';

/**
 * The web app's own modules, shared/'s, Dexie and the stores; not zod, whose index re-exports
 * far more than the app uses (it keeps its own chunk).
 */
const OWN_MODULE = /[\\/](?:web|shared)[\\/]src[\\/]|[\\/]node_modules[\\/](?:dexie|zustand|dexie-react-hooks)[\\/]/;

/**
 * Left out of the groups, with what they import:
 * - zod as the web build resolves it (eval switched off first): it has a chunk of its own (see ZOD);
 * - the ui kit's reader of a server's field errors: the kit's index names it, but forms load it
 *   when a server refuses, and it brings every request schema of shared/ (api.ts) with it.
 */
const LEFT_OUT = /[\\/]web[\\/]src[\\/](?:app[\\/]zod-jitless|ui[\\/]server-field-errors)\.ts$/;

/**
 * zod, as the web build resolves it (web/src/app/zod-jitless.ts first), in a chunk of its own
 * with the few schemas a start screen builds that the user's schema builds too (a team's
 * profile): the home needs none of it, and in a chunk of shared/'s schemas the run-through would
 * build them all. Automatic splitting cannot tell them apart: every module reaches every
 * schema through shared/'s index.
 */
const ZOD = /[\\/]node_modules[\\/]zod[\\/]|[\\/]web[\\/]src[\\/]app[\\/]zod-jitless\.ts$/;
const ZOD_JITLESS = /[\\/]web[\\/]src[\\/]app[\\/]zod-jitless\.ts$/;

/** Whether a module builds schemas when it runs: it imports zod. */
function buildsSchemas(ctx: ChunkingContext, id: string): boolean {
  return (ctx.getModuleInfo(id)?.importedIds ?? []).some((dep) => ZOD_JITLESS.test(dep));
}

const SHARED_INDEX = /[\\/]shared[\\/]src[\\/]index\.ts$/;
const SHARED_IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']@pitchside\/shared["']/g;

/**
 * The modules `id` imports statically. Through shared/'s index (which re-exports every module of
 * the package) only the modules that export a name `id` imports from it: tree-shaking leaves the
 * others out, and a group must not take them in.
 */
function importsOf(ctx: ChunkingContext, id: string): string[] {
  const info = ctx.getModuleInfo(id);
  if (!info) return [];
  return info.importedIds.flatMap((dep) => {
    if (!SHARED_INDEX.test(dep)) return [dep];
    const names = [...(info.code ?? '').matchAll(SHARED_IMPORT)].flatMap((m) =>
      m[1]!.split(',').map((part) => part.trim().split(/\s+as\s+/)[0]!).filter(Boolean),
    );
    const modules = ctx.getModuleInfo(dep)?.importedIds ?? [];
    return modules.filter((module) => names.some((name) => ctx.getModuleInfo(module)?.exports.includes(name)));
  });
}

function staticClosure(ctx: ChunkingContext, roots: string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (seen.has(id) || LEFT_OUT.test(id)) continue;
    seen.add(id);
    stack.push(...importsOf(ctx, id));
  }
  return seen;
}

function assign(ctx: ChunkingContext, someId: string): Map<string, Group> {
  // Any module's info leads to the whole graph: find the roots by their path.
  const all = new Set<string>();
  const stack = [someId];
  let entries: string[] = [];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (all.has(id)) continue;
    all.add(id);
    const info = ctx.getModuleInfo(id);
    if (!info) continue;
    if (info.isEntry) entries.push(id);
    stack.push(...info.importedIds, ...info.dynamicallyImportedIds, ...info.importers, ...info.dynamicImporters);
  }
  const find = (path: string) => {
    const id = [...all].find((m) => m.endsWith(path));
    if (!id) throw new Error(`start chunks: no module ${path}`);
    return id;
  };
  entries = entries.filter((id) => !id.includes('node_modules'));
  const userSchema = staticClosure(ctx, [find(USER_SCHEMA)]);
  const taken = staticClosure(ctx, [...entries, ...LEFT_TO_SPLITTING_ROOTS.map(find)]);
  const starts = Object.keys(START_ROOTS) as (keyof typeof START_ROOTS)[];
  const closures = Object.fromEntries(starts.map((group) => [group, staticClosure(ctx, START_ROOTS[group].map(find))])) as Record<
    keyof typeof START_ROOTS,
    Set<string>
  >;
  const groups = new Map<string, Group>();
  for (const id of all) if (ZOD.test(id)) groups.set(id, 'zod');
  const put = (id: string, group: Group) => {
    if (taken.has(id) || groups.has(id) || !OWN_MODULE.test(id) || LEFT_OUT.test(id)) return;
    if (userSchema.has(id)) {
      if (buildsSchemas(ctx, id)) {
        if (group !== 'data') groups.set(id, 'zod');
        return;
      }
      group = group === 'data' ? group : 'shell';
    }
    groups.set(id, group);
  };
  for (const id of closures.data) put(id, 'data');
  for (const id of closures.shell) put(id, 'shell');
  for (const id of closures.home) if (closures.run.has(id)) put(id, 'shell');
  for (const id of closures.home) put(id, 'home');
  for (const id of closures.run) put(id, 'run');
  return groups;
}

/**
 * A rolldown `codeSplitting` group naming each start module's chunk, and the plugin that
 * forgets the last build's graph when a build starts.
 */
export function startChunks(): { plugin: Plugin; group: CodeSplittingGroup } {
  let groups: Map<string, Group> | null = null;
  return {
    plugin: {
      name: 'pitchside-start-chunks',
      apply: 'build',
      buildStart() {
        groups = null;
      },
    },
    group: {
      // The bundler's timing report names a group by this when its name is a function.
      debugName: 'start-chunks',
      name(id: string, ctx: ChunkingContext): string | null {
        groups ??= assign(ctx, id);
        const group = groups.get(id);
        if (!group) return null;
        return group === 'zod' ? 'zod' : `start-${group}`;
      },
      // Their dependencies outside the group stay where they are (the entry's, the sign-in form's).
      includeDependenciesRecursively: false,
    },
  };
}
