import { z } from 'zod';

/** Shapes many modules' endpoints share. */

/** A page of a list: the rows asked for and how many there are in all. */
export const pageSchema = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number() });
export type Page<T> = { items: T[]; total: number };

/** `{ items }`: a whole list, not paged. */
export const itemsSchema = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item) });

export const idParamSchema = z.object({ id: z.uuid() });
export const deletedSchema = z.object({ deleted: z.literal(true) });
