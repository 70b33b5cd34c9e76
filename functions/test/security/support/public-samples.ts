import { randomUUID } from 'node:crypto';
import type { RouteId } from '@recyclens/shared';
import type { SampleCall } from '../../support/route-samples';

const PASSWORD = 'a good password';
const unknownAddress = () => `nobody-${randomUUID().slice(0, 8)}@example.com`;

/**
 * A valid call for every public route (route-samples.ts has the protected ones), so the abuse
 * suite can start every hostile call from something the route accepts.
 */
export const publicSamples = (tenant: { url: string }): Partial<Record<RouteId, () => SampleCall>> => {
  const site = `url=${encodeURIComponent(tenant.url)}`;
  return {
    health: () => ({}),
    login: () => ({
      options: { body: { email: unknownAddress(), password: PASSWORD }, headers: { origin: tenant.url } },
    }),
    signUp: () => ({
      options: {
        body: {
          firstName: 'Eve',
          lastName: 'Probe',
          company: 'Probe Co',
          email: unknownAddress(),
          createPassword: PASSWORD,
          confirmPassword: PASSWORD,
          privacyPolicy: true,
          currentClientUrl: tenant.url,
        },
      },
    }),
    confirmEmail: () => ({ options: { body: { token: 'x'.repeat(43) } } }),
    forgotPassword: () => ({ options: { body: { email: unknownAddress(), currentClientUrl: tenant.url } } }),
    resendConfirmation: () => ({
      options: { body: { email: unknownAddress(), currentClientUrl: tenant.url } },
    }),
    resetPassword: () => ({
      options: { body: { newPassword: PASSWORD }, token: 'not-a-reset-token' },
    }),
    clientByUrl: () => ({ query: site }),
    theme: () => ({ query: site }),
    themeLogo: () => ({ query: site }),
  };
};
