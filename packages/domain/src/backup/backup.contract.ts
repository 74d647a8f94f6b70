import { z } from 'zod';
import { idParamSchema, itemsSchema } from '../contract/common.ts';
import { endpoint } from '../contract/endpoint.ts';
import {
  backupSchema,
  backupSettingsInputSchema,
  backupSettingsViewSchema,
  drillRequestSchema,
  restoreAnswerSchema,
  restoreRequestSchema,
  restoreRunSchema,
} from './backup-schemas.ts';

/**
 * Backups over HTTP (/api/backup, issue 25). Downloading a file and uploading one are streams, so the
 * server declares those two routes itself (GET /api/backup/backups/{id}/file, POST /api/backup/uploads).
 */
export const backupContract = {
  getSettings: endpoint({
    method: 'get',
    path: '/api/backup/settings',
    response: backupSettingsViewSchema,
  }),
  putSettings: endpoint({
    method: 'put',
    path: '/api/backup/settings',
    body: backupSettingsInputSchema,
    response: backupSettingsViewSchema,
  }),
  listBackups: endpoint({
    method: 'get',
    path: '/api/backup/backups',
    response: itemsSchema(backupSchema),
  }),
  makeBackup: endpoint({
    method: 'post',
    path: '/api/backup/backups',
    response: backupSchema,
    status: 202,
  }),
  getBackup: endpoint({
    method: 'get',
    path: '/api/backup/backups/{id}',
    params: idParamSchema,
    response: backupSchema,
  }),
  deleteBackup: endpoint({
    method: 'delete',
    path: '/api/backup/backups/{id}',
    params: idParamSchema,
    response: backupSchema,
  }),
  restore: endpoint({
    method: 'post',
    path: '/api/backup/restore',
    body: restoreRequestSchema,
    response: restoreAnswerSchema,
  }),
  drill: endpoint({
    method: 'post',
    path: '/api/backup/drills',
    body: drillRequestSchema,
    response: restoreRunSchema,
  }),
  listRuns: endpoint({
    method: 'get',
    path: '/api/backup/runs',
    response: itemsSchema(restoreRunSchema),
  }),
} as const;

export const backupFileParamsSchema = z.object({ id: z.uuid() });
