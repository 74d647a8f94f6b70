import { z } from 'zod';
import { idParamSchema, itemsSchema } from '../contract/common.ts';
import { endpoint } from '../contract/endpoint.ts';
import {
  branchInputSchema,
  branchLocationSchema,
  branchSchema,
  branchSummarySchema,
  branchUpdateSchema,
  locationInputSchema,
  locationUpdateSchema,
} from './branch-schemas.ts';

/**
 * Branches over HTTP (/api/branches, issue 26): the branches with their locations, one branch with its
 * people and terminals, adding and changing branches and their locations. The people of a branch are
 * set per person (PUT /api/users/{id}/branches, users contract); the switcher is /api/account/branch.
 */

export const locationIdParamSchema = z.object({ locationId: z.uuid() });

export const branchesContract = {
  listBranches: endpoint({
    method: 'get',
    path: '/api/branches',
    response: itemsSchema(branchSummarySchema),
  }),
  getBranch: endpoint({
    method: 'get',
    path: '/api/branches/{id}',
    params: idParamSchema,
    response: branchSchema,
  }),
  createBranch: endpoint({
    method: 'post',
    path: '/api/branches',
    body: branchInputSchema,
    response: branchSchema,
    status: 201,
  }),
  updateBranch: endpoint({
    method: 'put',
    path: '/api/branches/{id}',
    params: idParamSchema,
    body: branchUpdateSchema,
    response: branchSchema,
  }),
  createLocation: endpoint({
    method: 'post',
    path: '/api/branches/{id}/locations',
    params: idParamSchema,
    body: locationInputSchema,
    response: branchLocationSchema,
    status: 201,
  }),
  updateLocation: endpoint({
    method: 'put',
    path: '/api/branches/locations/{locationId}',
    params: locationIdParamSchema,
    body: locationUpdateSchema,
    response: branchLocationSchema,
  }),
};
