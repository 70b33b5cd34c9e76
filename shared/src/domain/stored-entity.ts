import * as z from 'zod';

/** What every stored entity carries on the wire; dates parse to Date (see entities.ts). */
export const dateTime = z.iso.datetime({ offset: true }).transform((value) => new Date(value));

export const storedFields = {
  id: z.string(),
  createdAt: dateTime,
  updatedAt: dateTime,
  deletedAt: dateTime.optional(),
  /** Optimistic locking: an edit sends back the version it read (docs/architecture.md#single-table). */
  version: z.number().int().min(1),
};
export const stored = <T extends z.ZodRawShape>(shape: T) => z.object({ ...storedFields, ...shape });
