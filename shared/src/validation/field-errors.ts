import * as z from 'zod';
import { fieldErrorCodes, type FieldErrorCode } from './field-error-codes';

export * from './field-error-codes';

export const fieldErrorCodeSchema = z.enum(fieldErrorCodes);

/** The parameters of one problem, name → value, as they travel in an answer too. */
export const fieldErrorParamsSchema = z.record(z.string(), z.union([z.string(), z.number()]));
export type FieldErrorParams = Readonly<z.infer<typeof fieldErrorParamsSchema>>;

/** One field's problem as it travels from a schema or a service to the answer: code and parameters. */
export interface FieldProblem {
  code: FieldErrorCode;
  params?: FieldErrorParams;
}
