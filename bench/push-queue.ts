import { uuidv7 } from '@pitchside/shared';
import type { BenchModule, Measurement } from './budget';
import type { Fixture } from './fixture';
import { pushAll, queuedMutations } from './mutations';
import { since } from './stats';

/**
 * docs/performance.md: "1,000 queued mutations pushed and applied in under 2 s on loopback".
 * One device pushes its whole queue in order, in the batch size the web sync engine uses.
 */
const QUEUED = 1000;
const DEVICE_BATCH = 500;

export const pushQueue: BenchModule<Fixture> = {
  name: 'push-queue',
  measures: ['push-1000'],
  async run(fixture): Promise<Measurement[]> {
    const { club, token } = await fixture.newCoach();
    const mutations = queuedMutations(QUEUED, club, fixture.activityIds);
    const start = performance.now();
    await pushAll(fixture.baseUrl, token, uuidv7(), mutations, DEVICE_BATCH);
    const elapsed = since(start);
    return [
      {
        name: 'push-1000',
        value: elapsed,
        unit: 'ms',
        limit: 2000,
        kind: 'atMost',
        detail: `${QUEUED} mutations, ${QUEUED / DEVICE_BATCH} pushes of ${DEVICE_BATCH}`,
      },
    ];
  },
};
