import { authRoutes } from '@recyclens/shared';
import { createGroupHandler } from '../group-handler';
import { confirmEmail } from './confirm-email';
import { forgotPassword } from './forgot-password';
import { login } from './login';
import { logout } from './logout';
import { resendConfirmation } from './resend-confirmation';
import { resetPassword } from './reset-password';
import { signUp } from './sign-up';

/** The auth group's Lambda: sign-up, confirmation (and its mail again), sign-in and out, password reset. */
export const handler = createGroupHandler('auth', authRoutes, {
  login,
  signUp,
  confirmEmail,
  resendConfirmation,
  forgotPassword,
  logout,
  resetPassword,
});
