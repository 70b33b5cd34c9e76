import type { Role } from '@recyclens/shared';

/** The signed-in user a protected call acts for, as established by the authenticate step. */
export interface Caller {
  clientId: string;
  userId: string;
  sessionId: string;
  role: Role;
  companyIds: readonly string[];
}
