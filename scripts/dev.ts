// `npm run dev`: the API on :3000 (restarted by `node --watch` on change) and the Vite dev server on :5173
// (which proxies /api and /storage to the API), with prefixed output. Ctrl-C stops both; so does either dying.
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const API_PORT = '3000';
const KILL_GRACE_MS = 5_000;
const color = process.stdout.isTTY;

/** Vite's own entry script, run with node directly: an npx wrapper would not pass signals on to it. */
function viteBin(): string {
  const require = createRequire(import.meta.url);
  const packageJson = require.resolve('vite/package.json');
  const { bin } = require('vite/package.json') as { bin: { vite: string } };
  return path.join(path.dirname(packageJson), bin.vite);
}

type Task = { name: string; ansi: number; child: ChildProcess; exited: Promise<void> };

function start(name: string, ansi: number, args: string[], env: NodeJS.ProcessEnv): Task {
  // Own process group, so a stop reaches everything the task spawned (node --watch runs the app as a child).
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, ...(color ? { FORCE_COLOR: '1' } : {}), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const prefix = color ? `\x1b[${ansi}m[${name}]\x1b[0m ` : `[${name}] `;
  for (const [stream, out] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ] as const) {
    if (stream) createInterface({ input: stream }).on('line', (line) => out.write(`${prefix}${line}\n`));
  }
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return { name, ansi, child, exited };
}

function isRunning(task: Task): boolean {
  return task.child.exitCode === null && task.child.signalCode === null;
}

function signalGroup(task: Task, signal: NodeJS.Signals): void {
  if (!task.child.pid || !isRunning(task)) return;
  try {
    process.kill(-task.child.pid, signal);
  } catch {
    // already gone
  }
}

async function stop(task: Task, signal: NodeJS.Signals): Promise<void> {
  signalGroup(task, signal);
  const timer = setTimeout(() => signalGroup(task, 'SIGKILL'), KILL_GRACE_MS);
  await task.exited;
  clearTimeout(timer);
}

const tasks = [
  start('api', 36, ['--import', 'tsx', '--watch', 'src/server/main.ts'], { PORT: API_PORT, NODE_ENV: 'development' }),
  start('web', 35, [viteBin()], {}),
];

let stopping = false;
async function stopAll(signal: NodeJS.Signals, exitCode: number): Promise<never> {
  if (!stopping) {
    stopping = true;
    await Promise.all(tasks.map((task) => stop(task, signal)));
  }
  process.exit(exitCode);
}

process.on('SIGINT', () => void stopAll('SIGINT', 130));
process.on('SIGTERM', () => void stopAll('SIGTERM', 143));
for (const task of tasks) {
  task.child.once('exit', (code, signal) => {
    if (stopping) return;
    console.error(`[${task.name}] exited (${signal ?? `code ${code}`}); stopping the other one`);
    void stopAll('SIGTERM', code || 1);
  });
}
