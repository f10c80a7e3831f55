import { parentPort } from 'node:worker_threads';
import type { PushThreadMessage } from '../protocol';

/** A push thread that starts, then dies on its first push (push-thread.test.ts). */
parentPort?.on('message', () => process.exit(3));
parentPort?.postMessage({ type: 'ready' } satisfies PushThreadMessage);
