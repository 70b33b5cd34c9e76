import type { Role } from '@recyclens/shared';
import type { UserItem } from '../data/repositories/users';

/** The signed-in user a protected call acts for, as established by the authenticate step. */
export interface Caller {
  clientId: string;
  userId: string;
  sessionId: string;
  role: Role;
  companyIds: readonly string[];
  /** The user as read for this call, so handlers need not read it again. */
  user: UserItem;
  /** On company-scoped routes: the checked current company (docs/architecture.md#auth-and-tenancy). */
  currentCompanyId: string | undefined;
  /** The address the call came from (caller-address.ts), for the audit log. */
  address: string;
}
