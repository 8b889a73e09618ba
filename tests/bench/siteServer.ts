/**
 * What the browser benchmarks share: build the site into a folder of their own, serve it with
 * `vite preview` on a port of their own, and launch Debian's Chromium.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

export const ROOT = join(import.meta.dirname, '../..');
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Builds the site; `mode` 'lab' adds the development tools (the race's `benchSize`, the scene lab). */
export function buildSite(
  outDir: string,
  mode: 'production' | 'lab' = 'production',
  /** More options for `vite build` (`--minify false` keeps the components' names). */
  extraArgs: readonly string[] = [],
): void {
  const result = spawnSync(
    'npx',
    ['vite', 'build', '--mode', mode, '--outDir', outDir, '--logLevel', 'error', ...extraArgs],
    {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  if (result.status !== 0) throw new Error('vite build failed');
}

export interface ServeOptions {
  outDir: string;
  port: number;
  /** A page that answers once the server is up. */
  probePath: string;
  /** The environment variable that moves the port, named in error messages. */
  portVariable: string;
}

/** Serves a build; refuses to measure whatever else may already answer on the port. */
export async function serveSite({
  outDir,
  port,
  probePath,
  portVariable,
}: ServeOptions): Promise<ChildProcess> {
  const base = `http://127.0.0.1:${port}`;
  const taken = await fetch(base).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`Something already answers on port ${port} (set ${portVariable})`);
  const server = spawn(
    'npx',
    ['vite', 'preview', '--outDir', outDir, '--port', String(port), '--strictPort', '--host', '127.0.0.1'],
    { cwd: ROOT, stdio: 'ignore', detached: true },
  );
  let exited = false;
  server.on('exit', () => {
    exited = true;
  });
  for (let attempt = 0; attempt < 100; attempt++) {
    // strictPort: a server that quit means the port is taken by something else.
    if (exited) throw new Error(`vite preview could not listen on port ${port} (set ${portVariable})`);
    try {
      const response = await fetch(`${base}${probePath}`);
      if (response.ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  stopServer(server);
  throw new Error(`vite preview did not answer on port ${port}`);
}

export function stopServer(server: ChildProcess): void {
  if (server.pid === undefined) return;
  try {
    process.kill(-server.pid, 'SIGTERM'); // the whole group: npx and vite under it
  } catch {
    server.kill('SIGTERM');
  }
}
