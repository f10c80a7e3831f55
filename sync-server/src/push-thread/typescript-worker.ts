import { Worker, type WorkerOptions } from 'node:worker_threads';

/**
 * A worker thread running a TypeScript module: tsx is registered inside the worker before
 * the module loads, whether or not the parent was started with `--import tsx` (vitest's
 * workers are not).
 */
export function typescriptWorker(file: URL, options: Omit<WorkerOptions, 'eval'> = {}): Worker {
  const tsx = import.meta.resolve('tsx/esm/api');
  const code = `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(file.href)}); })`;
  return new Worker(code, { ...options, eval: true });
}
