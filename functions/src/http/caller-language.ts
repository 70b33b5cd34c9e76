import type { Language } from '@recyclens/shared';
import type { RequestState } from './request-state';
import type { HttpEvent } from './types';

const supported: Partial<Record<string, Language>> = { en: 'EN', de: 'DE', fr: 'FR' };

/**
 * The first language of an Accept-Language header we speak, by its weights ("fr-CH, de;q=0.9"),
 * and English when it names none of them.
 */
export const languageOfAcceptHeader = (header: string | undefined): Language => {
  const ranked = (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...parameters] = part.trim().split(';');
      const weight = parameters.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return {
        language: supported[tag.trim().slice(0, 2).toLowerCase()],
        weight: weight ? Number(weight) : 1,
        index,
      };
    })
    .filter((entry) => entry.language && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return ranked[0]?.language ?? 'EN';
};

/** Whom an answer speaks to: the signed-in user in their language, anyone else by their browser's. */
export const callerLanguage = (state: RequestState | undefined, event: HttpEvent): Language =>
  state?.caller?.user.language ?? languageOfAcceptHeader(event.headers?.['accept-language']);
