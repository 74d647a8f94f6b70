import { readFileSync } from 'node:fs';

export interface Memory {
  pid: number;
  /** What /proc/<pid>/cmdline says, to show that the pid is the process we meant. */
  cmdline: string;
  rssBytes: number;
  /** Peak RSS since start (VmHWM). */
  peakRssBytes: number;
}

function field(status: string, name: string): number {
  const m = new RegExp(`^${name}:\\s+(\\d+) kB$`, 'm').exec(status);
  if (!m) throw new Error(`${name} missing from /proc status`);
  return Number(m[1]) * 1024;
}

/** Resident memory of one process, from /proc/<pid>/status (Linux). */
export function readMemory(pid: number): Memory {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean).join(' ');
  return { pid, cmdline, rssBytes: field(status, 'VmRSS'), peakRssBytes: field(status, 'VmHWM') };
}
