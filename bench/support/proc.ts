import fs from 'node:fs';

/** Reads of /proc for benches that measure server processes from outside (Linux only). */
const CLOCK_TICKS_PER_S = 100;

function stat(pid: number): string[] | null {
  try {
    const text = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name is in parentheses and may hold spaces: split after it.
    return text.slice(text.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}

/** The process and its descendants (a cluster's primary and its workers). */
export function processTree(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of fs.readdirSync('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid)) continue;
    const s = stat(pid);
    if (!s) continue;
    const ppid = Number(s[1]);
    children.set(ppid, [...(children.get(ppid) ?? []), pid]);
  }
  const out: number[] = [];
  const walk = (pid: number) => {
    out.push(pid);
    for (const c of children.get(pid) ?? []) walk(c);
  };
  walk(root);
  return out;
}

/** User + system CPU milliseconds a process has used so far. */
export function cpuMs(pid: number): number {
  const s = stat(pid);
  return s ? ((Number(s[11]) + Number(s[12])) * 1000) / CLOCK_TICKS_PER_S : 0;
}

/** Resident set size in MB. */
export function rssMb(pid: number): number {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Math.round(Number(m[1]) / 1024) : 0;
  } catch {
    return 0;
  }
}

/** Whether the process runs the server (not a helper such as esbuild's service). */
export function isServerProcess(pid: number): boolean {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('server.ts');
  } catch {
    return false;
  }
}

/** The process's command name (`node`, `postgres`, `redis-server`), as /proc/<pid>/comm holds it. */
export function commandName(pid: number): string {
  try {
    return fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
  } catch {
    return '';
  }
}

/** Every process on the machine with this command name (PostgreSQL's backends, the Redis server). */
export function processesNamed(name: string): number[] {
  return fs
    .readdirSync('/proc')
    .map(Number)
    .filter((pid) => Number.isInteger(pid) && commandName(pid) === name);
}

/**
 * CPU milliseconds of this process's main thread (its task id is its pid) and of all its threads
 * so far: the rest is V8's and libuv's helper threads (background compilation, concurrent GC, the
 * thread pool). Linux only; zero elsewhere.
 */
export function threadCpuMs(): { main: number; all: number } {
  const self = `/proc/${process.pid}/task`;
  let all = 0;
  let main = 0;
  try {
    for (const tid of fs.readdirSync(self)) {
      const text = fs.readFileSync(`${self}/${tid}/stat`, 'utf8');
      const s = text.slice(text.lastIndexOf(')') + 2).split(' ');
      const ms = ((Number(s[11]) + Number(s[12])) * 1000) / CLOCK_TICKS_PER_S;
      all += ms;
      if (Number(tid) === process.pid) main = ms;
    }
  } catch {
    // not Linux, or a thread ended while being read: the figures are what was read
  }
  return { main, all };
}
