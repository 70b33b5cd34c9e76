import { createPackageBodySchema, fieldError } from '@recyclens/shared';
import { z } from 'zod';

/** The 'Add Packaging' form: the create call's body, plus where the packaging starts from. */
export const addPackagingFormSchema = createPackageBodySchema
  .safeExtend({ source: z.enum(['scratch', 'template']) })
  .refine((form) => form.source === 'scratch' || Boolean(form.templateId), {
    error: fieldError.TEMPLATE_REQUIRED,
    path: ['templateId'],
  });
export type AddPackagingFormInput = z.input<typeof addPackagingFormSchema>;
export type AddPackagingForm = z.output<typeof addPackagingFormSchema>;

/** What the server gets: a template only when the user starts from one. */
export const toCreatePackageBody = ({ source, templateId, ...body }: AddPackagingForm) =>
  source === 'template' ? { ...body, templateId } : body;
