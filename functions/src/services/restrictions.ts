import { tenantKeys } from '../data/keys';

export const emailDomainOf = (email: string): string => email.slice(email.lastIndexOf('@') + 1).toLowerCase();

/** The blacklist entry that would restrict this address (SPEC.md §1: blocked e-mail domains). */
export const blacklistKeyFor = (clientId: string, email: string) =>
  tenantKeys.blacklistEntry(clientId, emailDomainOf(email));
