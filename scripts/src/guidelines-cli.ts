import { useLocalStackWhenUnconfigured } from './local-stack/cli-env';

/**
 * `npm run guidelines`: renders the eco-design guidelines from their sources
 * (functions/src/guidelines) into PDFs, every language, and stores those of the current version
 * that are missing in the guidelines bucket. Run it after a deploy; the API also publishes a
 * missing PDF on its first request.
 */
useLocalStackWhenUnconfigured();
const { publishGuidelines } = await import('@recyclens/functions/services/content/guidelines');
const count = await publishGuidelines();
console.log(`${count} guideline PDFs are in ${process.env.GUIDELINES_BUCKET}.`);
