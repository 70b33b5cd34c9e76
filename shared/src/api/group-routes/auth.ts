import * as z from 'zod';
import {
  forgotPasswordBodySchema,
  loginFormSchema,
  resetPasswordBodySchema,
  signUpBodySchema,
  tokenBodySchema,
} from '../../validation/forms';
import { okSchema } from '../common-schemas';
import { defineRoute, type RouteDefinition } from '../define-route';

const tokenAnswer = z.object({ token: z.string() });

/** Sign-up, e-mail confirmation, sign-in and out and password reset: called without a token (docs/product.md#api-calls). */
export const authRoutes = {
  login: defineRoute({
    method: 'POST',
    path: '/auth/login',
    group: 'auth',
    auth: 'public',
    summary: 'Sign in; the tenant is the one registered for the Origin header',
    body: loginFormSchema,
    errors: [
      'CLIENT_NOT_FOUND',
      'INVALID_CREDENTIALS',
      'USER_NOT_APPROVED',
      'EMAIL_NOT_CONFIRMED',
      'ACCESS_RESTRICTED',
      'TOO_MANY_REQUESTS',
    ],
    answer: tokenAnswer,
  }),
  signUp: defineRoute({
    method: 'POST',
    path: '/auth/signUp',
    group: 'auth',
    auth: 'public',
    summary: 'Create a pending, unconfirmed account and mail the confirmation link',
    body: signUpBodySchema,
    errors: ['CLIENT_NOT_FOUND', 'EMAIL_ALREADY_EXISTS', 'ACCOUNT_MAIL_REQUESTS_LIMITED'],
    answer: tokenAnswer,
  }),
  confirmEmail: defineRoute({
    method: 'POST',
    path: '/auth/confirmEmail',
    group: 'auth',
    auth: 'public',
    summary: 'Confirm an e-mail address with the token from the mail',
    body: tokenBodySchema,
    errors: ['INVALID_LINK', 'EMAIL_ALREADY_CONFIRMED'],
    answer: z.object({ success: z.boolean(), isBlacklistUser: z.boolean() }),
  }),
  forgotPassword: defineRoute({
    method: 'POST',
    path: '/auth/forgotPassword',
    group: 'auth',
    auth: 'public',
    summary: 'Mail a reset link; the same answer whether or not the address has an account',
    body: forgotPasswordBodySchema,
    errors: ['CLIENT_NOT_FOUND', 'ACCOUNT_MAIL_REQUESTS_LIMITED'],
    answer: okSchema,
  }),
  resendConfirmation: defineRoute({
    method: 'POST',
    path: '/auth/resendConfirmation',
    group: 'auth',
    auth: 'public',
    summary: 'Mail a new confirmation link to an unconfirmed account; the same answer for any address',
    body: forgotPasswordBodySchema,
    errors: ['CLIENT_NOT_FOUND', 'ACCOUNT_MAIL_REQUESTS_LIMITED'],
    answer: okSchema,
  }),
  logout: defineRoute({
    method: 'POST',
    path: '/auth/logout',
    group: 'auth',
    auth: 'session',
    summary: 'End the current session',
    answer: okSchema,
  }),
  resetPassword: defineRoute({
    method: 'POST',
    path: '/resetPassword',
    group: 'auth',
    auth: 'reset-token',
    summary: 'Set a new password; the bearer token is the one-time token from the reset mail',
    body: resetPasswordBodySchema,
    errors: ['INVALID_LINK'],
    answer: okSchema,
  }),
} as const satisfies Record<string, RouteDefinition & { group: 'auth' }>;
