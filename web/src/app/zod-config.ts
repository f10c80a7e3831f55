/**
 * The page's CSP allows no eval, so zod's compiled parsers can never run here. Saying so
 * before zod loads stops it from probing with `new Function` when the first schema is
 * built, which the browser reports as a CSP violation on every start (Lighthouse: best
 * practices). zod keeps its configuration on this global so that every copy shares it;
 * setting it here, rather than through zod's config(), keeps zod out of the first script.
 */
export const ZOD_CONFIG_GLOBAL = '__zod_globalConfig';

const scope = globalThis as Record<string, unknown>;
scope[ZOD_CONFIG_GLOBAL] = { ...(scope[ZOD_CONFIG_GLOBAL] as object | undefined), jitless: true };
