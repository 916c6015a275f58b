import { spawn, type ChildProcess } from 'node:child_process';
import { get } from 'node:http';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../test/workers';

// The accepting process in front of the server processes (cluster.ts), as production runs it on PostgreSQL: the real
// server in a child process with two server processes behind the acceptor. PGlite has one process and no acceptor.
const pgUrl = testDatabaseUrl();
const tsxLoader = new URL('../node_modules/tsx/dist/loader.mjs', import.meta.url).href;
const main = fileURLToPath(new URL('./main.ts', import.meta.url));
let child: ChildProcess | null = null;

afterAll(() => {
  child?.kill('SIGKILL');
});

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/** One request on a connection of its own (no keep-alive): each is accepted by the acceptor and handed on. */
const health = (port: number) =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    get({ host: '127.0.0.1', port, path: '/api/health', agent: false }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    }).on('error', reject);
  });

describe.skipIf(!pgUrl)('the accepting process', () => {
  it('starts the server processes, serves the connections it hands on, and stops them all on SIGTERM', async () => {
    const port = await freePort();
    const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: pgUrl, WORKERS: '2', PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'info', WEB_DIST: '/nonexistent', DEFAULT_TENANT: 'riverside' };
    delete env.TEST_DATABASE_URL;
    delete env.ACCEPTOR;
    const proc = spawn(process.execPath, ['--import', tsxLoader, main], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    child = proc;
    let output = '';
    proc.stderr!.resume();
    // Ready when the acceptor says each of the two server processes listens (it names their process ids).
    const pids = await new Promise<string[]>((resolve, reject) => {
      proc.once('exit', (code) => reject(new Error(`server exited with ${code} before it listened:\n${output}`)));
      proc.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
        output += chunk;
        const ready = [...output.matchAll(new RegExp(`Courtside listening on http://localhost:${port} \\(server process (\\d+)`, 'g'))].map((m) => m[1]!);
        if (ready.length === 2) resolve(ready);
      });
    });
    expect(new Set(pids).size).toBe(2);
    const answers = await Promise.all(Array.from({ length: 12 }, () => health(port)));
    expect(answers.map((a) => a.status)).toEqual(Array(12).fill(200));
    const exit = new Promise<number | null>((resolve) => proc.once('exit', (code) => resolve(code)));
    proc.kill('SIGTERM');
    expect(await exit).toBe(0);
    child = null;
    // A child process compiled by tsx at its start: ready when it says so, however long a loaded machine takes.
  }, 60_000);
});
