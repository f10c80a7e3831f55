import { expect, it } from 'vitest';

it('tells zod, through its shared configuration, not to compile parsers with eval', async () => {
  await import('./zod-config');
  const { config, z } = await import('zod');
  expect(config().jitless).toBe(true);
  expect(z.object({ name: z.string() }).parse({ name: 'Rondo' })).toEqual({ name: 'Rondo' });
});
