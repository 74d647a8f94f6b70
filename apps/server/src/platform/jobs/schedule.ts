import { formatManila, manilaOffsetMs } from '@fbms/domain';

/**
 * Cron-like schedules in Asia/Manila time: five fields, `minute hour day-of-month month day-of-week`,
 * each `*`, a number, a range `1-5`, a list `1,15` or a step `*\/15` / `0-30/10` (day of week 0 or 7 is
 * Sunday). As in cron, when both day fields are given a day matching either runs. Manila's offset comes
 * from the domain's time module (the zone rules), like every other Manila time.
 */
const MINUTE = 60_000;

interface Field {
  values: Set<number>;
  any: boolean;
}

export interface Schedule {
  expression: string;
  minute: Field;
  hour: Field;
  dayOfMonth: Field;
  month: Field;
  dayOfWeek: Field;
}

function parseField(text: string, min: number, max: number, what: string): Field {
  const values = new Set<number>();
  for (const part of text.split(',')) {
    const m = /^(\*|(\d+)(?:-(\d+))?)(?:\/(\d+))?$/.exec(part);
    if (!m) throw new Error(`schedule: cannot read the ${what} field "${text}"`);
    const from = m[1] === '*' ? min : Number(m[2]);
    const to = m[1] === '*' ? max : m[3] !== undefined ? Number(m[3]) : m[4] !== undefined ? max : from;
    const step = m[4] !== undefined ? Number(m[4]) : 1;
    if (from < min || to > max || from > to || step < 1) {
      throw new Error(`schedule: the ${what} field "${text}" must stay within ${min}-${max}`);
    }
    for (let v = from; v <= to; v += step) values.add(v);
  }
  return { values, any: text === '*' };
}

export function parseSchedule(expression: string): Schedule {
  const fields = expression.trim().split(/\s+/);
  if (fields.length !== 5) {
    throw new Error(`schedule "${expression}": expected five fields (minute hour day month weekday)`);
  }
  const [minute, hour, dom, month, dow] = fields as [string, string, string, string, string];
  const dayOfWeek = parseField(dow, 0, 7, 'day-of-week');
  if (dayOfWeek.values.has(7)) dayOfWeek.values.add(0);
  return {
    expression,
    minute: parseField(minute, 0, 59, 'minute'),
    hour: parseField(hour, 0, 23, 'hour'),
    dayOfMonth: parseField(dom, 1, 31, 'day-of-month'),
    month: parseField(month, 1, 12, 'month'),
    dayOfWeek,
  };
}

function dayMatches(s: Schedule, d: Date): boolean {
  const dom = s.dayOfMonth.values.has(d.getUTCDate());
  const dow = s.dayOfWeek.values.has(d.getUTCDay());
  if (s.dayOfMonth.any) return dow;
  if (s.dayOfWeek.any) return dom;
  return dom || dow;
}

/** The first time strictly after `after` (to the minute) that the schedule names, as a UTC instant. */
export function nextRun(s: Schedule, after: Date): Date {
  // Work on a Date whose UTC fields read as Manila wall-clock time (the Philippines keeps one offset
  // all year, so the offset at `after` holds for the whole search).
  const offset = manilaOffsetMs(after);
  const t = new Date(Math.floor((after.getTime() + offset) / MINUTE) * MINUTE + MINUTE);
  const limit = t.getTime() + 5 * 366 * 24 * 60 * MINUTE;
  while (t.getTime() <= limit) {
    if (!s.month.values.has(t.getUTCMonth() + 1)) {
      t.setUTCMonth(t.getUTCMonth() + 1, 1);
      t.setUTCHours(0, 0, 0, 0);
    } else if (!dayMatches(s, t)) {
      t.setUTCDate(t.getUTCDate() + 1);
      t.setUTCHours(0, 0, 0, 0);
    } else if (!s.hour.values.has(t.getUTCHours())) {
      t.setUTCHours(t.getUTCHours() + 1, 0, 0, 0);
    } else if (!s.minute.values.has(t.getUTCMinutes())) {
      t.setUTCMinutes(t.getUTCMinutes() + 1, 0, 0);
    } else {
      return new Date(t.getTime() - offset);
    }
  }
  throw new Error(`schedule "${s.expression}" names no time in the next five years`);
}

/** A slot's key in Manila wall-clock time, e.g. `2026-11-27T06:00` (one job row per slot). */
export function slotKey(at: Date): string {
  return formatManila(at, "yyyy-MM-dd'T'HH:mm");
}
