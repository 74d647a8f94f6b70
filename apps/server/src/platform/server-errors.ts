import { type Database, uuidv7 } from '@fbms/db';
import type { Logger } from './logger.ts';

export interface ServerErrorRow {
  requestId: string | null;
  method: string | null;
  path: string | null;
  status: number;
  code: string | null;
  message: string;
  userId: string | null;
}

/**
 * Keeps one 5xx answer in `server_errors` for the admin dashboard. Runs on the database itself, not in
 * the request's transaction (that one was rolled back when the error reached the handler), and never
 * throws: a database that is down or full cannot keep the row, and the log already has the error.
 */
export function recordServerError(database: Database, row: ServerErrorRow, logger?: Logger): void {
  void database
    .query(
      `INSERT INTO server_errors (id, request_id, method, path, status, code, message, user_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        uuidv7(),
        row.requestId,
        row.method,
        row.path?.slice(0, 500) ?? null,
        row.status,
        row.code,
        row.message.slice(0, 2000),
        row.userId,
      ],
    )
    .catch((err: unknown) => logger?.warn({ err }, 'server error could not be recorded'));
}
