import { spawn } from 'node:child_process';

/**
 * `npm run dev`: the API server (with the seed, as `npm start` has it, but no built web app)
 * beside Vite's dev server, which proxies /api and /uploads to it (vite.config.ts).
 */
const api = spawn(process.execPath, ['--import', 'tsx', '--watch', 'sync-server/src/main.ts'], {
  stdio: 'inherit',
  env: { ...process.env, STATIC_DIR: '' },
});
const web = spawn(process.execPath, ['node_modules/vite/bin/vite.js'], { stdio: 'inherit' });

function stop() {
  api.kill('SIGTERM');
  web.kill('SIGTERM');
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
api.on('exit', (code) => {
  web.kill('SIGTERM');
  process.exitCode = code ?? 0;
});
web.on('exit', () => api.kill('SIGTERM'));
