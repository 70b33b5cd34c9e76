import {
  contentLanguageOf,
  contentLanguages,
  localize,
  type ContentLanguage,
  type Language,
} from '@recyclens/shared';
import { guidelines, guidelineObjectKey, isGuidelineId } from '../../guidelines/catalog';
import { renderGuidelinePdf } from '../../guidelines/render-pdf';
import { AppError } from '../../errors/app-error';
import { shortLivedLink } from '../../storage/links';
import { objectExists, putObject } from '../../storage/objects';

export const listGuidelines = (language: Language) =>
  guidelines.map((entry) => ({
    id: entry.id,
    title: localize(entry.titles, language),
    titles: entry.titles,
    version: entry.version,
    updatedAt: `${entry.updatedAt.slice(0, 10)}T00:00:00.000Z`,
  }));

/** Renders and stores one guideline PDF unless this version is stored already. */
const ensureStored = async (id: Parameters<typeof guidelineObjectKey>[0], language: ContentLanguage) => {
  const key = guidelineObjectKey(id, language);
  if (!(await objectExists('guidelines', key))) {
    await putObject('guidelines', key, {
      bytes: await renderGuidelinePdf(id, language),
      contentType: 'application/pdf',
    });
  }
  return key;
};

/**
 * Publishes every guideline in every language (the dev seed and `npm run guidelines` after a
 * deploy); PDFs of the current version that exist are kept.
 */
export const publishGuidelines = async (): Promise<number> => {
  let count = 0;
  for (const entry of guidelines) {
    for (const language of contentLanguages) {
      await ensureStored(entry.id, language);
      count += 1;
    }
  }
  return count;
};

/** A short-lived link to a guideline in the asked (or the reader's) language. */
export const guidelineLink = async (
  id: string,
  options: { language: ContentLanguage | undefined; readerLanguage: Language; download: boolean },
) => {
  if (!isGuidelineId(id)) throw new AppError('NOT_FOUND');
  const language = options.language ?? contentLanguageOf(options.readerLanguage);
  // Stored on first use too, so a fresh deployment serves guidelines before anyone publishes them.
  const key = await ensureStored(id, language);
  return shortLivedLink('guidelines', key, {
    fileName: `recyclens-${id}-${language}.pdf`,
    download: options.download,
  });
};
