import { expect, it } from 'vitest';

it("tells zod not to compile parsers with eval before any schema is built", async () => {
  const { config, z } = await import('./zod-jitless');
  expect(config().jitless).toBe(true);
  expect(z.object({ name: z.string() }).parse({ name: 'Rondo' })).toEqual({ name: 'Rondo' });
});
