import { answerResponse, type FakeAnswer, jsonBody, routeOf, stubFetch } from './fake-fetch';

/**
 * A fetch that answers each "METHOD /path" from a script, one answer per call, the last one
 * repeated: a job that is running on the first poll and done on the next.
 */
export const scriptedFetch = (script: Record<string, FakeAnswer[]>) =>
  stubFetch(
    (request) => {
      const answers = script[routeOf(request)] ?? [];
      const answer = answers.length > 1 ? answers.shift() : answers[0];
      return answer && answerResponse(answer);
    },
    (request) => ({ method: request.method, path: request.url.pathname, body: jsonBody(request) }),
  );
