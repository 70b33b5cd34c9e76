import { AppError } from '../../errors/app-error';

/**
 * The passwords people choose most often (issue 36 §4, ASVS 5.0 V6): zxcvbn's list of 49,233 as
 * @zxcvbn-ts/language-common ships it, checked here without any network use. Loaded on the first
 * password chosen, not at cold start: the list is a chunk of its own in the bundle.
 */
let commonPasswords: Promise<ReadonlySet<string>> | undefined;
const loadCommonPasswords = () =>
  (commonPasswords ??= import('@zxcvbn-ts/language-common').then(
    (language) => new Set(language.dictionary['passwords-common']),
  ));

/**
 * Whether a password is on the list, ignoring case: the list holds lower-case words, and
 * "Password1" guesses as quickly as "password1" (decision 043). Nothing else is folded: a word
 * with a character added is no longer on the list.
 */
export const isCommonPassword = async (password: string): Promise<boolean> =>
  (await loadCommonPasswords()).has(password.toLowerCase());

/** Refuses a common password as the body field `field` (VALIDATION_FAILED, PASSWORD_TOO_COMMON). */
export const refuseCommonPassword = async (password: string, field: string): Promise<void> => {
  if (await isCommonPassword(password)) {
    throw new AppError('VALIDATION_FAILED', { fieldProblems: { [field]: { code: 'PASSWORD_TOO_COMMON' } } });
  }
};
