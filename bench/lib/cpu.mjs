// CPU time of processes on this machine, read from /proc (Linux): where a load test's CPU went.
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100; // USER_HZ, 100 on every Linux this runs on

/** utime + stime of each live process: Map<pid, { comm, ticks }>; empty where there is no /proc. */
function snapshot() {
  const processes = new Map();
  let pids;
  try {
    pids = readdirSync('/proc').filter((p) => /^\d+$/.test(p));
  } catch {
    return processes;
  }
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      processes.set(Number(pid), { comm, ticks: Number(fields[11]) + Number(fields[12]) });
    } catch {
      // the process ended between the listing and the read
    }
  }
  return processes;
}

/**
 * Starts counting; `stop()` answers the CPU seconds used since by `pid` and by PostgreSQL's
 * processes (every process whose name starts with 'postgres': the backends serving the pool),
 * or undefined where /proc cannot be read.
 */
export function cpuMeter(pid) {
  const start = snapshot();
  return {
    stop() {
      const end = snapshot();
      if (end.size === 0) return undefined;
      const used = (p, info) => (info.ticks - (start.get(p)?.ticks ?? 0)) / TICKS_PER_SECOND;
      let server = 0;
      let postgres = 0;
      for (const [p, info] of end) {
        if (p === pid) server += used(p, info);
        else if (info.comm.startsWith('postgres')) postgres += used(p, info);
      }
      return { server, postgres };
    },
  };
}
