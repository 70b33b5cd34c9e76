import * as z from 'zod';
import { imageUploadTypes, PROFILE_PICTURE_MAX_BYTES } from '../../domain/constants';
import { personalDataSchema } from '../../domain/audit';
import { meSchema, userSchema } from '../../domain/entities';
import { languageSchema } from '../../domain/enums';
import { inviteFormSchema, profileBodySchema } from '../../validation/forms';
import { okSchema, userIdParams } from '../common-schemas';
import { defineRoute, type RouteDefinition } from '../define-route';

/** The signed-in user's own account. */
export const accountRoutes = {
  me: defineRoute({
    method: 'GET',
    path: '/me',
    group: 'account',
    auth: 'session',
    summary: 'The current user with role, language and companies, and whether this is their first sign-in',
    answer: meSchema,
  }),
  myData: defineRoute({
    method: 'GET',
    path: '/me/data',
    group: 'account',
    auth: 'session',
    summary: 'Everything held about the caller as a person: profile, memberships, sign-ins, notifications',
    answer: personalDataSchema,
  }),
  updateProfile: defineRoute({
    method: 'PUT',
    path: '/profile/{userId}',
    group: 'account',
    auth: 'session',
    permission: 'own-account',
    summary: 'Edit names, and change the password with the current one',
    params: userIdParams,
    body: profileBodySchema,
    errors: ['PASSWORD_MISMATCH'],
    answer: userSchema,
  }),
  profilePicture: defineRoute({
    method: 'GET',
    path: '/profile/profile-picture/{userId}',
    group: 'account',
    auth: 'session',
    summary: "A user's profile picture (same tenant only)",
    params: userIdParams,
    answer: z.object({ picture: z.null() }),
    binaryAnswer: imageUploadTypes,
  }),
  uploadProfilePicture: defineRoute({
    method: 'POST',
    path: '/user/profile-picture/upload',
    group: 'account',
    auth: 'session',
    permission: 'own-account',
    summary: 'Replace the profile picture (PNG or JPEG, checked by content)',
    body: {
      kind: 'multipart',
      fileField: 'file',
      contentTypes: imageUploadTypes,
      maxBytes: PROFILE_PICTURE_MAX_BYTES,
    },
    errors: ['IMAGE_INVALID', 'IMAGE_TOO_LARGE'],
    answer: z.object({ profilePictureUrl: z.string() }),
  }),
  invite: defineRoute({
    method: 'POST',
    path: '/profile/invite',
    group: 'account',
    auth: 'session',
    permission: 'own-account',
    summary: 'Mail an invitation to sign up for one of your companies',
    body: inviteFormSchema,
    errors: ['NOT_FOUND', 'INVITE_ACCOUNT_EXISTS', 'INVITE_MAIL_REJECTED', 'TOO_MANY_REQUESTS'],
    answer: okSchema,
  }),
  updateLanguage: defineRoute({
    method: 'POST',
    path: '/updateLanguage',
    group: 'account',
    auth: 'session',
    summary: "Store the user's interface language",
    body: z.object({ newLanguage: languageSchema }),
    answer: z.object({ language: languageSchema }),
  }),
} as const satisfies Record<string, RouteDefinition & { group: 'account' }>;
