import { startStack } from './stack';

/** One `npm run dev` stack for every journey file; they run one after another. */
export default async function setup() {
  const stack = await startStack();
  return () => stack.stop();
}
