// Small process, port and HTTP helpers shared by the emulator scripts.
import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

const HAS_PROCFS = existsSync('/proc/self/stat');

/** Runs a command to completion; resolves with its output, rejects like execFile. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    execFile(command, args, { encoding: 'utf8', ...options }, (error, stdout, stderr) => {
      if (error) reject(Object.assign(error, { stdout, stderr }));
      else resolve({ stdout, stderr });
    });
  });
}

/** True when `command` can be executed (found on PATH). */
export async function commandExists(command, args = ['-version']) {
  try {
    await run(command, args, { timeout: 15_000 });
    return true;
  } catch (error) {
    return error.code !== 'ENOENT';
  }
}

/** True when nothing listens on host:port (we can bind it ourselves). */
export function isPortFree(port, host) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(true)));
  });
}

/** GET `url`; resolves with { status, text } or null when nothing answers in time. */
export async function probe(url, { timeoutMs = 1000, headers } = {}) {
  try {
    const response = await fetch(url, { headers, signal: AbortSignal.timeout(timeoutMs) });
    return { status: response.status, text: await response.text() };
  } catch {
    return null;
  }
}

/** Polls `check` until it returns a truthy value; throws after `timeoutMs` or when `abort` fires. */
export async function waitUntil(check, { timeoutMs, intervalMs = 100, abort } = {}) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    abort?.throwIfAborted();
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs / 1000}s`);
    await sleep(intervalMs);
  }
}

/** Live descendants of `rootPid` (children, grandchildren ...) as { pid, args }, via ps. */
export async function descendants(rootPid) {
  const table = await processTable();
  const found = [];
  const queue = [rootPid];
  while (queue.length) {
    const parent = queue.shift();
    for (const [pid, { ppid, args }] of table) {
      if (ppid === parent) {
        found.push({ pid, args });
        queue.push(pid);
      }
    }
  }
  return found;
}

/** True if `pid` still runs the same command line (guards against reused pids). */
export async function stillRuns({ pid, args }) {
  return (await processTable()).get(pid)?.args === args;
}

async function processTable() {
  const table = new Map();
  try {
    const { stdout } = await run('ps', ['-A', '-o', 'pid=,ppid=,args=']);
    for (const line of stdout.split('\n')) {
      const match = /^\s*(\d+)\s+(\d+)\s(.*)$/.exec(line);
      if (match) table.set(Number(match[1]), { ppid: Number(match[2]), args: match[3] });
    }
  } catch {
    // no ps: nothing to report
  }
  return table;
}

/** True while `pid` runs. A zombie (exited, not yet reaped) counts as gone. */
export function isAlive(pid) {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return error.code === 'EPERM';
  }
  if (!HAS_PROCFS) return true;
  try {
    // /proc/<pid>/stat is "pid (comm) state ..." and comm may contain spaces or parentheses.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat[stat.lastIndexOf(')') + 2] !== 'Z';
  } catch {
    return false;
  }
}

/** Sends `signal` to a pid or (negative pid) a process group, ignoring ones already gone. */
export function signal(pid, name) {
  try {
    process.kill(pid, name);
    return true;
  } catch {
    return false;
  }
}

/** Resolves true once every pid has exited, false after `timeoutMs`. */
export async function waitForExit(pids, timeoutMs) {
  try {
    await waitUntil(() => pids.every((pid) => !isAlive(pid)), { timeoutMs, intervalMs: 50 });
    return true;
  } catch {
    return false;
  }
}
