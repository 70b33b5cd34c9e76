import { randomUUID } from 'node:crypto';
import type { Language, Theme } from '@recyclens/shared';
import { platformKeys, tenantKeys } from '../keys';
import { env } from '../../config/env';
import {
  createWithMarkers,
  getItem,
  nowIso,
  queryAll,
  updateVersioned,
  type StoredItem,
  type TransactItem,
  type UniqueMarker,
} from '../table';

/** Tenant items as stored. FAQs and blacklist entries share the tenant's partition. */
export interface ClientItem extends StoredItem {
  entity: 'Client';
  id: string;
  url: string;
  name: string;
  email: string;
  logoPath: string | null;
  theme: Theme;
  createdAt: string;
  updatedAt: string;
  version: number;
}
export interface FaqItem extends StoredItem {
  entity: 'Faq';
  id: string;
  clientId: string;
  language: Language;
  position: number;
  question: string;
  answer: string;
  createdAt: string;
  updatedAt: string;
  version: number;
}
export interface BlacklistItem extends StoredItem {
  entity: 'BlacklistEntry';
  id: string;
  clientId: string;
  emailDomain: string;
  createdAt: string;
  updatedAt: string;
  version: number;
}
export interface UrlMarker extends StoredItem {
  clientId: string;
}

export interface ClientProfile {
  client: ClientItem;
  faqs: FaqItem[];
  blacklist: BlacklistItem[];
}

/** A site URL's origin (protocol plus host), the form tenant URLs are registered in. */
export const originOf = (url: string): string => new URL(url).origin.toLowerCase();

/** The key of the marker naming the tenant registered for a site URL (throws on a malformed URL). */
export const clientUrlKey = (url: string) => platformKeys.clientUrl(originOf(url));

/** Whether the tenant's blacklist holds this e-mail domain. */
export const isBlockedDomain = async (clientId: string, emailDomain: string) =>
  (await getItem<BlacklistItem>(tenantKeys.blacklistEntry(clientId, emailDomain))) !== undefined;

export const findClientIdByUrl = async (url: string): Promise<string | undefined> =>
  (await getItem<UrlMarker>(clientUrlKey(url)))?.clientId;

/** The tenant, its FAQs (by language, then position) and its blacklist, in one Query. */
export const getClientProfile = async (clientId: string): Promise<ClientProfile | undefined> => {
  const items = await queryAll<StoredItem & { entity?: string }>({
    partition: tenantKeys.client(clientId).pk,
    sortKeyBeginsWith: tenantKeys.clientProfilePrefix,
  });
  const client = items.find((item): item is ClientItem => item.entity === 'Client');
  if (!client) return undefined;
  return {
    client,
    faqs: items.filter((item): item is FaqItem => item.entity === 'Faq'),
    blacklist: items.filter((item): item is BlacklistItem => item.entity === 'BlacklistEntry'),
  };
};

export interface NewClient {
  id: string;
  url: string;
  name: string;
  email: string;
  theme: Theme;
  logoPath: string | null;
  faqs: { id: string; language: Language; question: string; answer: string }[];
  blacklist: string[];
}

/** The items that make a new tenant: the client, its URL marker, FAQs and blacklist entries. */
export const newClientItems = (
  input: NewClient,
): { client: ClientItem; marker: UniqueMarker; extraItems: StoredItem[] } => {
  const now = nowIso();
  const stamp = { createdAt: now, updatedAt: now, version: 1 };
  const origin = originOf(input.url);
  const positions = new Map<Language, number>();
  const faqItems = input.faqs.map((faq) => {
    const position = positions.get(faq.language) ?? 0;
    positions.set(faq.language, position + 1);
    return {
      ...tenantKeys.faq(input.id, faq.language, position, faq.id),
      entity: 'Faq',
      ...faq,
      clientId: input.id,
      position,
      ...stamp,
    };
  });
  const blacklistItems = input.blacklist.map((domain) => ({
    ...tenantKeys.blacklistEntry(input.id, domain),
    entity: 'BlacklistEntry',
    id: domain.toLowerCase(),
    clientId: input.id,
    emailDomain: domain.toLowerCase(),
    ...stamp,
  }));
  return {
    client: {
      ...tenantKeys.client(input.id),
      entity: 'Client',
      id: input.id,
      url: origin,
      name: input.name,
      email: input.email,
      logoPath: input.logoPath,
      theme: input.theme,
      ...stamp,
    },
    marker: {
      key: platformKeys.clientUrl(origin),
      code: 'CLIENT_URL_EXISTS',
      attributes: { clientId: input.id },
    },
    extraItems: [...faqItems, ...blacklistItems],
  };
};

/**
 * Registers a tenant with its URL marker in one transaction, so a URL can belong to one tenant
 * only (a second registration of the URL fails and writes nothing).
 */
export const createClient = async (input: NewClient): Promise<void> => {
  const { client, marker, extraItems } = newClientItems(input);
  await createWithMarkers(client, [marker], extraItems);
};

/** The tenant's name, contact and colours, if it is still at the version the admin read. */
export const clientSettingsUpdate = (
  clientId: string,
  settings: Pick<ClientItem, 'name' | 'email' | 'theme'>,
  expectedVersion: number,
  now: string,
): TransactItem => ({
  Update: {
    TableName: env().TABLE_NAME,
    Key: tenantKeys.client(clientId),
    UpdateExpression:
      'SET #name = :name, email = :email, theme = :theme, updatedAt = :now, version = version + :one',
    ConditionExpression: 'attribute_exists(pk) AND version = :expected',
    ExpressionAttributeNames: { '#name': 'name' },
    ExpressionAttributeValues: {
      ':name': settings.name,
      ':email': settings.email,
      ':theme': settings.theme,
      ':now': now,
      ':one': 1,
      ':expected': expectedVersion,
    },
  },
});

/**
 * A new FAQ list in place of `existing`: the old items go and the new ones come (in the order
 * given, numbered per language) in the same transaction.
 */
export const faqReplacement = (
  clientId: string,
  existing: readonly FaqItem[],
  faqs: readonly Pick<FaqItem, 'language' | 'question' | 'answer'>[],
  now: string,
): TransactItem[] => {
  const TableName = env().TABLE_NAME;
  const positions = new Map<string, number>();
  const items = faqs.map((faq): FaqItem => {
    const position = positions.get(faq.language) ?? 0;
    positions.set(faq.language, position + 1);
    const id = randomUUID();
    return {
      ...tenantKeys.faq(clientId, faq.language, position, id),
      entity: 'Faq',
      id,
      clientId,
      language: faq.language,
      question: faq.question,
      answer: faq.answer,
      position,
      createdAt: now,
      updatedAt: now,
      version: 1,
    };
  });
  return [
    ...existing.map((faq) => ({ Delete: { TableName, Key: { pk: faq.pk, sk: faq.sk } } })),
    ...items.map((faq) => ({ Put: { TableName, Item: faq } })),
  ];
};

/** Sets the tenant's logo, if the tenant is still at the version read. */
export const setClientLogo = (clientId: string, expectedVersion: number, logoPath: string) =>
  updateVersioned<ClientItem>(tenantKeys.client(clientId), expectedVersion, { logoPath });

export const blacklistEntryPut = (clientId: string, emailDomain: string, now: string): TransactItem => {
  const item: BlacklistItem = {
    ...tenantKeys.blacklistEntry(clientId, emailDomain),
    entity: 'BlacklistEntry',
    id: emailDomain,
    clientId,
    emailDomain,
    createdAt: now,
    updatedAt: now,
    version: 1,
  };
  return { Put: { TableName: env().TABLE_NAME, Item: item } };
};

/** Fails its transaction when the domain is not on the list (the route answers 404 then). */
export const blacklistEntryDelete = (clientId: string, emailDomain: string): TransactItem => ({
  Delete: {
    TableName: env().TABLE_NAME,
    Key: tenantKeys.blacklistEntry(clientId, emailDomain),
    ConditionExpression: 'attribute_exists(pk)',
  },
});
