import { isBlockedDomain } from '../../data/repositories/clients';

export const emailDomainOf = (email: string): string => email.slice(email.lastIndexOf('@') + 1).toLowerCase();

/** Whether the tenant blocks this address's e-mail domain (docs/product.md#what-the-product-does: blocked e-mail domains). */
export const isBlockedAddress = (clientId: string, email: string) =>
  isBlockedDomain(clientId, emailDomainOf(email));
