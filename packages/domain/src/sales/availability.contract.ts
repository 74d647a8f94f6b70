import { z } from 'zod';
import { idParamSchema } from '../contract/common.ts';
import { endpoint } from '../contract/endpoint.ts';

/**
 * A product's stock in each branch (issue 26, "available in branch B"): the one view across branches a
 * person of one branch gets, on the product page and at the POS. Quantities only, summed over each
 * active branch's locations: no documents, no lots, no location ids.
 */
export const branchAvailabilitySchema = z
  .object({
    branchId: z.string(),
    code: z.string(),
    name: z.string(),
    /** On hand over the branch's locations, in thousandths of the product's base unit. */
    onHandMilli: z.number(),
  })
  .meta({ id: 'BranchAvailability' });
export type BranchAvailability = z.output<typeof branchAvailabilitySchema>;

export const availabilityContract = {
  getAvailability: endpoint({
    method: 'get',
    path: '/api/products/{id}/availability',
    params: idParamSchema,
    response: z.object({ baseUnit: z.string(), items: z.array(branchAvailabilitySchema) }),
  }),
};
