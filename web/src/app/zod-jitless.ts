import { config } from 'zod/v4';

/**
 * The page's CSP allows no eval, so zod's compiled parsers can never run here. zod 4.1
 * decides when each object schema is built (probing with `new Function`, which the browser
 * reports as a CSP violation), so the switch must be set before any schema module runs:
 * the web build resolves every `import 'zod'` to this module (vite.config.ts), and ES
 * modules run an import's body before their own.
 */
config({ jitless: true });

export * from 'zod/v4';
