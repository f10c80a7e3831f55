import type { Plugin, Rollup } from 'vite';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

/**
 * What a device with a stored sign-in loads before its first useful paint, by the path it
 * opens on (web/src/app/preload.ts starts the same imports once the main script has run):
 * the data layer and the signed-in shell always, and the screen an installed app is opened on.
 */
const STARTS = {
  shell: ['/src/data/boot.ts', '/src/data/session.ts', '/src/app/SignedInApp.tsx'],
  home: ['/src/features/home/Home.tsx'],
  run: ['/src/features/session-execution/SessionExecution.tsx'],
} as const;

export type SignedInPreloads = Record<keyof typeof STARTS, string[]>;

/** A chunk's file and every file it imports statically (JS and CSS), once each. */
function closure(bundle: OutputBundle, chunk: OutputChunk, seen: Set<string>): string[] {
  if (seen.has(chunk.fileName)) return [];
  seen.add(chunk.fileName);
  const deps = chunk.imports.flatMap((name) => {
    const dep = bundle[name];
    return dep?.type === 'chunk' ? closure(bundle, dep, seen) : [];
  });
  return [...deps, `/${chunk.fileName}`, ...[...(chunk.viteMetadata?.importedCss ?? [])].map((css) => `/${css}`)];
}

/**
 * Writes, into index.html, the files a signed-in start needs (a JSON script tag start.js
 * reads). With a stored sign-in start.js preloads them while the main script downloads,
 * instead of after it ran: the chain before the home or the run-through shows loses a step.
 * A visitor of the landing page loads none of them. Files the page loads anyway are left out.
 */
export function signedInPreloads(): Plugin {
  return {
    name: 'pitchside-signed-in-preloads',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle ?? {};
        const chunks = Object.values(bundle).filter((out): out is OutputChunk => out.type === 'chunk');
        const inPage = new Set([...html.matchAll(/(?:href|src)="(\/assets\/[^"]+)"/g)].map((m) => m[1]!));
        const entry = chunks.find((c) => c.isEntry);
        const loaded = new Set<string>();
        if (entry) closure(bundle, entry, loaded);
        const preloads = {} as SignedInPreloads;
        const shellSeen = new Set(loaded);
        for (const [name, modules] of Object.entries(STARTS) as [keyof typeof STARTS, readonly string[]][]) {
          const seen = name === 'shell' ? shellSeen : new Set(shellSeen);
          preloads[name] = modules.flatMap((module) => {
            // A module imported from several places may share a chunk with others.
            const chunk = chunks.find((c) => (c.facadeModuleId ?? '').endsWith(module)) ?? chunks.find((c) => c.moduleIds.some((id) => id.endsWith(module)));
            if (!chunk) throw new Error(`signed-in preloads: no chunk for ${module}`);
            return closure(bundle, chunk, seen).filter((file) => !inPage.has(file));
          });
        }
        const start = '<script src="/start.js"></script>';
        if (!html.includes(start)) throw new Error('signed-in preloads: index.html has no start.js');
        const tag = `<script type="application/json" id="signed-in-preloads">${JSON.stringify(preloads)}</script>`;
        return html.replace(start, `${tag}${start}`);
      },
    },
  };
}
