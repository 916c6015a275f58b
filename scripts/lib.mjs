// Shared helpers for the root scripts. Plain Node (no dependencies): they run before anything is installed.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const PNPM_VERSION = '12.21.0';

let pnpmCommand;
/** pnpm on PATH when it is the pinned version, otherwise through npx (a fresh machine has only npm). */
export function pnpmCmd() {
  if (pnpmCommand) return pnpmCommand;
  const probe = spawnSync('pnpm', ['--version'], { encoding: 'utf8', shell: process.platform === 'win32' });
  pnpmCommand = probe.status === 0 && probe.stdout.trim() === PNPM_VERSION ? ['pnpm'] : ['npx', '--yes', `pnpm@${PNPM_VERSION}`];
  return pnpmCommand;
}

/** Runs a command, streaming its output; resolves with its exit code. */
export function run(cmd, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, stdio: 'inherit', shell: process.platform === 'win32', ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(127));
  });
}

export function pnpm(args, options) {
  const [cmd, ...pre] = pnpmCmd();
  return run(cmd, [...pre, ...args], options);
}

/**
 * Runs pnpm with its output kept instead of streamed (for commands that run side by side, whose output would
 * interleave); resolves with the exit code and the output, stdout and stderr in the order they came.
 */
export function pnpmQuiet(args, options = {}) {
  const [cmd, ...pre] = pnpmCmd();
  return new Promise((resolve) => {
    const child = spawn(cmd, [...pre, ...args], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], shell: process.platform === 'win32', ...options });
    const chunks = [];
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('exit', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output: Buffer.concat(chunks).toString() }));
    child.on('error', (error) => resolve({ code: 127, output: String(error) }));
  });
}

/** Installs the workspace exactly as locked (fast when nothing changed). */
export async function install() {
  const code = await pnpm(['install', '--frozen-lockfile', '--prefer-offline', '--reporter=silent']);
  if (code !== 0) throw new Error('pnpm install failed');
}

/** Builds the web app into packages/web/dist (the server serves it). */
export async function buildWeb() {
  const code = await pnpm(['--filter', '@courtside/web', 'run', 'build']);
  if (code !== 0) throw new Error('web build failed');
}

/** A Debian binary: `given` when set and present, else `path`, installing `pkg` when missing and we are root. */
async function debianBinary(given, path, pkg) {
  if (given && existsSync(given)) return given;
  if (existsSync(path)) return path;
  if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    console.log(`Installing Debian's ${pkg} for the browser tests (apt-get install -y ${pkg})…`);
    const install = () => run('apt-get', ['install', '-y', '--no-install-recommends', pkg]);
    if ((await install()) !== 0) {
      await run('apt-get', ['update']);
      await install();
    }
    if (existsSync(path)) return path;
  }
  throw new Error(`${pkg} was not found. Install it (Debian: apt-get install -y ${pkg}) or set the path to a Chromium or Chrome binary.`);
}

/**
 * The browsers of the tests, installed from Debian when missing:
 * - `CHROMIUM_PATH`, the story tests and the journeys: Chromium's headless shell, its engine without the browser's
 *   window (full Chromium's headless mode opens a toolbar page for every browser context, which more than doubles
 *   what a journey costs the processor);
 * - `VISUAL_CHROMIUM_PATH`, the visual baselines: full Chromium, which drew them (the shell's text antialiasing
 *   differs by a few pixels).
 */
export async function ensureChromium() {
  return {
    shell: await debianBinary(process.env.CHROMIUM_PATH, '/usr/bin/chromium-headless-shell', 'chromium-headless-shell'),
    full: await debianBinary(process.env.VISUAL_CHROMIUM_PATH, '/usr/bin/chromium', 'chromium'),
  };
}

/** Bundles the server into packages/server/build/main.mjs (esbuild, under a second): production runs JavaScript. */
export async function buildServer() {
  const code = await pnpm(['--filter', '@courtside/server', 'run', 'build']);
  if (code !== 0) throw new Error('server build failed');
}

/** The production server: the built bundle run by Node (no TypeScript compiled at start, ~25 % less memory than tsx). */
export function serverCommand() {
  return [process.execPath, [join(root, 'packages/server/build/main.mjs')]];
}
