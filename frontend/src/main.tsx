// One variable file for Inter's three weights: 48 KB instead of 3 × 24 KB on a first visit.
import '@fontsource-variable/inter';
import '@fontsource/gantari/600.css';
import '@fontsource/gantari/700.css';
import './styles.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { handlePreloadErrors } from './app/preload-error';
import { activateLocale, detectLocale } from './lib/i18n';

handlePreloadErrors();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

const localeReady = activateLocale(detectLocale());
// The app's code in a chunk and a task of its own (start-app.ts; the route preload script asks
// for it beside this entry): each evaluation is a long task on a phone's CPU, together one twice
// as long.
void import('./app/start-app').then(({ App, startApp }) =>
  // The router's first load in a task of its own too, after the app's evaluation.
  setTimeout(() => {
    const parts = startApp();
    // The page's own code, texts and data start loading now, beside the entry's texts, instead of
    // one round trip after them: on a phone's network that round trip is what the user waits for.
    // React renders once they are there: a router store that changes under a first render makes
    // React redo that render synchronously, in one long task.
    const routerReady = parts.router.load().catch(() => undefined);
    // Rendered as a transition, React yields to the browser every few milliseconds instead of
    // holding the main thread for the whole first render (on a phone's CPU a 400 ms task, which
    // counts as blocking time and delays any input).
    void Promise.all([localeReady, routerReady]).then(() =>
      startTransition(() =>
        createRoot(root).render(
          <StrictMode>
            <App parts={parts} />
          </StrictMode>,
        ),
      ),
    );
  }, 0),
);
