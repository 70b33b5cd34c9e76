import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { session } from '../src/lib/session';
import { type FakeAnswer, fakeFetch, meAnswer } from './render';
import { renderApp, signedInForEachTest } from './render-app';

signedInForEachTest();

/** The signed-in user, and the dashboard's four lists all answered with `answer`. */
const dashboardAnswers = (answer: FakeAnswer) => ({
  'GET /me': { status: 200, body: meAnswer() },
  'GET /packages': answer,
  'GET /package-favorites': answer,
  'GET /projects': answer,
  'GET /notifications': answer,
});

describe('When the API fails', () => {
  it('says the server cannot be reached, keeps the session and recovers on Try again', async () => {
    let down = true;
    const emptyPage = { status: 200, body: { items: [], nextCursor: null } };
    const working = fakeFetch(dashboardAnswers(emptyPage));
    await renderApp('/dashboard', (async (input: RequestInfo | URL, init?: RequestInit) => {
      if (down) throw new TypeError('Failed to fetch');
      return working.fetch(input, init);
    }) as typeof fetch);

    // Eight sections: recent and favourite packaging, projects, news, the portfolio by grade, its
    // PPWR conformity, its EPR fees and the evidence expiring. New customers shows only to a user
    // known to approve sign-ups, and the user could not be read either.
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(8));
    for (const alert of screen.getAllByRole('alert')) {
      expect(alert).toHaveTextContent('The server cannot be reached. Please check your connection.');
    }
    // A network failure is not an authorisation failure: the user is not sent to /login.
    expect(window.location.pathname).toBe('/dashboard');
    expect(session.token()).toBe('token');

    down = false;
    await userEvent.click(screen.getAllByRole('button', { name: 'Try again' })[0]!);
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(7));
  });

  it('explains a temporarily unavailable store instead of the generic error', async () => {
    const outage = { status: 503, body: { code: 'SERVICE_UNAVAILABLE', message: 'x' } };
    const api = fakeFetch({
      ...dashboardAnswers(outage),
      'GET /portfolio': outage,
      'GET /evidence/expiring': outage,
      'GET /portfolio/epr': outage,
    });
    await renderApp('/dashboard', api.fetch);
    // Every section the outage reached says so, whichever answers first.
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(9));
    for (const alert of screen.getAllByRole('alert')) {
      expect(alert).toHaveTextContent(
        'The service is temporarily unavailable. Please try again in a moment.',
      );
    }
  });
});
