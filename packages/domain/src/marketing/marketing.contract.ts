import { z } from 'zod';
import { deletedSchema, idParamSchema, itemsSchema } from '../contract/common.ts';
import { endpoint } from '../contract/endpoint.ts';
import {
  campaignDetailSchema,
  campaignInputSchema,
  campaignSchema,
  optOutInputSchema,
  segmentInputSchema,
  segmentPreviewInputSchema,
  segmentPreviewSchema,
  segmentSchema,
} from './marketing-schemas.ts';

/** Marketing over HTTP (/api/marketing): segments, their preview, campaigns, opt-outs. */
export const marketingContract = {
  previewSegment: endpoint({
    method: 'post',
    path: '/api/marketing/segments/preview',
    body: segmentPreviewInputSchema,
    response: segmentPreviewSchema,
  }),
  listSegments: endpoint({
    method: 'get',
    path: '/api/marketing/segments',
    response: itemsSchema(segmentSchema),
  }),
  createSegment: endpoint({
    method: 'post',
    path: '/api/marketing/segments',
    body: segmentInputSchema,
    response: segmentSchema,
    status: 201,
  }),
  updateSegment: endpoint({
    method: 'put',
    path: '/api/marketing/segments/{id}',
    params: idParamSchema,
    body: segmentInputSchema,
    response: segmentSchema,
  }),
  deleteSegment: endpoint({
    method: 'delete',
    path: '/api/marketing/segments/{id}',
    params: idParamSchema,
    response: deletedSchema,
  }),
  listCampaigns: endpoint({
    method: 'get',
    path: '/api/marketing/campaigns',
    response: itemsSchema(campaignSchema),
  }),
  createCampaign: endpoint({
    method: 'post',
    path: '/api/marketing/campaigns',
    body: campaignInputSchema,
    response: campaignSchema,
    status: 201,
  }),
  getCampaign: endpoint({
    method: 'get',
    path: '/api/marketing/campaigns/{id}',
    params: idParamSchema,
    response: campaignDetailSchema,
  }),
  sendCampaign: endpoint({
    method: 'post',
    path: '/api/marketing/campaigns/{id}/send',
    params: idParamSchema,
    response: campaignSchema,
  }),
  recordOptOut: endpoint({
    method: 'post',
    path: '/api/marketing/opt-outs',
    body: optOutInputSchema,
    response: z.object({ recorded: z.literal(true) }),
  }),
};
