import { randomUUID } from 'node:crypto';
import type { Language, Role } from '@recyclens/shared';
import { createSession } from '../../src/data/repositories/sessions';
import { emailMarkerFor, newUserItem } from '../../src/data/repositories/users';
import { membershipItem } from '../../src/data/repositories/memberships';
import { userCountChanges, userCountsUpdate } from '../../src/data/repositories/user-counts';
import { createWithMarkers } from '../../src/data/table';
import { signAccessToken } from '../../src/security/access-tokens';
import { hashPassword } from '../../src/security/passwords';

export const MEMBER_PASSWORD = 'member password 1';

// Members share one hash of MEMBER_PASSWORD (each still gets its own user, session and token).
let memberPasswordHash: Promise<string> | undefined;
const sharedMemberPasswordHash = () => (memberPasswordHash ??= hashPassword(MEMBER_PASSWORD));

/**
 * An approved, confirmed user of a tenant with a live session, made straight in the table for
 * tests that are about what a role may do rather than about signing in (identity.test.ts covers
 * that). The token is a real one, checked by the real authenticator.
 */
export const createMember = async (
  clientId: string,
  input: {
    role: Role;
    companyIds: string[];
    label?: string;
    status?: 'APPROVED' | 'PENDING';
    language?: Language;
  },
) => {
  const email = `${input.label ?? input.role.toLowerCase()}-${randomUUID().slice(0, 8)}@members.example`;
  const user = newUserItem({
    id: randomUUID(),
    clientId,
    firstName: input.label ?? 'Member',
    lastName: input.role,
    email,
    passwordHash: await sharedMemberPasswordHash(),
    emailConfirmedAt: new Date().toISOString(),
    role: input.role,
    status: input.status ?? 'APPROVED',
    language: input.language ?? 'EN',
    companyIds: input.companyIds,
  });
  await createWithMarkers(
    user,
    [emailMarkerFor(user)],
    input.companyIds.map((companyId) => membershipItem(clientId, companyId, user.id)),
    userCountsUpdate(clientId, userCountChanges(undefined, user)),
  );
  const session = await createSession(clientId, user.id, 3600);
  const token = await signAccessToken(
    { userId: user.id, clientId, sessionId: session.id, emailDomain: 'members.example' },
    3600,
  );
  return { id: user.id, email, token };
};
