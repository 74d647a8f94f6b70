import { z } from 'zod';
import { optionalText } from '../catalog/product-schemas.ts';

/**
 * Branches' shapes (issue 26, decision 0013): a branch (its code, address, TIN branch code and BIR
 * registration), its locations (store floor, warehouse, van), the people who work in it and its terminals.
 */

export const LOCATION_TYPES = ['store', 'warehouse', 'van'] as const;
export type LocationType = (typeof LOCATION_TYPES)[number];

/** Capitals, digits and dashes, up to 12 (MAIN, STO-TOMAS): printed on transfer slips and lists. */
export const BRANCH_CODE_PATTERN = /^[A-Z0-9][A-Z0-9-]{0,11}$/;
/** The TIN's branch code: 3 to 5 digits, 000 for the head office. */
export const TIN_BRANCH_CODE_PATTERN = /^[0-9]{3,5}$/;

export const branchInputSchema = z.object({
  code: z
    .string({ error: 'Enter the branch code' })
    .trim()
    .toUpperCase()
    .min(1, 'Enter the branch code')
    .max(12, 'The code must be at most 12 characters')
    .regex(BRANCH_CODE_PATTERN, 'Use capital letters, digits and dashes, like STO-TOMAS'),
  name: z
    .string({ error: 'Enter the branch name' })
    .trim()
    .min(1, 'Enter the branch name')
    .max(100, 'The name must be at most 100 characters'),
  address: optionalText(300, 'Address'),
  phone: optionalText(40, 'Phone'),
  tinBranchCode: z
    .string({ error: 'Enter the TIN branch code' })
    .trim()
    .regex(TIN_BRANCH_CODE_PATTERN, 'Enter 3 to 5 digits (000 for the head office)'),
  birRegistration: optionalText(300, 'BIR registration'),
  active: z.boolean().default(true),
});
export type BranchFields = z.output<typeof branchInputSchema>;
export type BranchInput = z.input<typeof branchInputSchema>;

export const branchUpdateSchema = branchInputSchema.extend({ version: z.number().int().min(1) });
export type BranchUpdate = z.input<typeof branchUpdateSchema>;

export const locationInputSchema = z.object({
  name: z
    .string({ error: 'Enter the location name' })
    .trim()
    .min(1, 'Enter the location name')
    .max(100, 'The name must be at most 100 characters'),
  description: optionalText(300, 'Description'),
  type: z.enum(LOCATION_TYPES),
  address: optionalText(300, 'Address'),
  active: z.boolean().default(true),
});
export type LocationFields = z.output<typeof locationInputSchema>;
export type LocationInput = z.input<typeof locationInputSchema>;

export const locationUpdateSchema = locationInputSchema.extend({ version: z.number().int().min(1) });
export type LocationUpdate = z.input<typeof locationUpdateSchema>;

export const branchLocationSchema = z
  .object({
    id: z.string(),
    branchId: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    type: z.enum(LOCATION_TYPES),
    address: z.string().nullable(),
    active: z.boolean(),
    version: z.number(),
  })
  .meta({ id: 'BranchLocation' });
export type BranchLocation = z.output<typeof branchLocationSchema>;

const branchFieldsOut = {
  id: z.string(),
  code: z.string(),
  name: z.string(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  tinBranchCode: z.string(),
  birRegistration: z.string().nullable(),
  active: z.boolean(),
  version: z.number(),
};

export const branchSummarySchema = z
  .object({
    ...branchFieldsOut,
    locations: z.array(branchLocationSchema),
    peopleCount: z.number(),
    terminalCount: z.number(),
  })
  .meta({ id: 'BranchSummary' });
export type BranchSummary = z.output<typeof branchSummarySchema>;

export const branchPersonSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.string(),
  active: z.boolean(),
});
export type BranchPerson = z.output<typeof branchPersonSchema>;

export const branchTerminalSchema = z.object({
  id: z.string(),
  name: z.string(),
  locationName: z.string(),
  active: z.boolean(),
});

export const branchSchema = z
  .object({
    ...branchFieldsOut,
    locations: z.array(branchLocationSchema),
    people: z.array(branchPersonSchema),
    terminals: z.array(branchTerminalSchema),
  })
  .meta({ id: 'Branch' });
export type Branch = z.output<typeof branchSchema>;

/** A branch as a person's list of branches names it (users list, /api/me). */
export const branchRefSchema = z.object({ id: z.string(), code: z.string(), name: z.string() });
export type BranchRef = z.output<typeof branchRefSchema>;
