/**
 * The public forms' schemas, which each form loads when first used (lib/use-schema-form.ts): they
 * are full zod, which the pages' first load does without (decision 059).
 */
export {
  forgotPasswordFormSchema,
  loginFormSchema,
  resetPasswordFormSchema,
  signUpFormSchema,
} from '@recyclens/shared';
