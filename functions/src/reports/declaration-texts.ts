import texts from './declaration-texts.json' with { type: 'json' };
import { checkedTexts } from './localized-texts';

/**
 * The words of the draft declaration of conformity and its technical documentation (issue 34 §4),
 * in the order of the EU declaration model of Regulation (EU) 2025/40 (docs/ppwr.md).
 */
export const declarationTexts = checkedTexts(texts);
