import type { RouteAnswerJson, Routes } from '@recyclens/shared';
import { env } from '../../config/env';
import type { BlacklistItem, ClientProfile, FaqItem } from '../../data/repositories/clients';
import { storedFieldsView } from '../stored-fields-view';

type PublicClientJson = RouteAnswerJson<Routes['clientByUrl']>;
type ClientJson = RouteAnswerJson<Routes['client']>;
type FaqJson = PublicClientJson['faqs'][number];

const faqView = (faq: FaqItem): FaqJson => ({
  ...storedFieldsView(faq),
  question: faq.question,
  answer: faq.answer,
  language: faq.language,
  clientId: faq.clientId,
  position: faq.position,
});

const blacklistView = (entry: BlacklistItem) => ({
  ...storedFieldsView(entry),
  emailDomain: entry.emailDomain,
  clientId: entry.clientId,
});

const visibleFaqs = (faqs: FaqItem[]): FaqJson[] =>
  faqs
    .filter((faq) => !faq.deletedAt)
    .sort((a, b) => a.language.localeCompare(b.language) || a.position - b.position)
    .map(faqView);

/** The logo is served by GET /theme/logo; the version in the link lets browsers cache it safely. */
const logoUrlOf = ({ client }: ClientProfile): string | null =>
  client.logoPath
    ? `${env().API_PUBLIC_URL}/theme/logo?url=${encodeURIComponent(client.url)}&v=${client.version}`
    : null;

export const publicClientView = (profile: ClientProfile): PublicClientJson => ({
  id: profile.client.id,
  url: profile.client.url,
  name: profile.client.name,
  email: profile.client.email,
  theme: profile.client.theme,
  logoUrl: logoUrlOf(profile),
  faqs: visibleFaqs(profile.faqs),
});

export const clientView = (profile: ClientProfile, options: { withBlacklist: boolean }): ClientJson => ({
  ...storedFieldsView(profile.client),
  url: profile.client.url,
  name: profile.client.name,
  email: profile.client.email,
  logoPath: profile.client.logoPath,
  logoUrl: logoUrlOf(profile),
  theme: profile.client.theme,
  faqs: visibleFaqs(profile.faqs),
  ...(options.withBlacklist ? { blacklist: profile.blacklist.map(blacklistView) } : {}),
});
