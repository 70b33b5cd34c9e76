import { translateValidation } from './messages';

/**
 * The packaging and project forms' messages. Their schemas give codes now, which translateValidation
 * words for every form; this name stays while dialogs being reworked still import it.
 */
export const translatePackagingValidation = translateValidation;
