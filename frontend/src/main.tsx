// First: it configures zod before any schema parses.
import './config/zod';
import '@fontsource/inter/400.css';
import '@fontsource/inter/600.css';
import '@fontsource/inter/700.css';
import '@fontsource/gantari/600.css';
import '@fontsource/gantari/700.css';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { handlePreloadErrors } from './app/preload-error';
import { applyTheme, cachedTheme } from './lib/tenant/get-theme';
import { activateLocale, detectLocale } from './lib/i18n';

// Paint the last known tenant colours before the first render (SPEC.md §4 theme).
applyTheme(cachedTheme());
handlePreloadErrors();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

void activateLocale(detectLocale()).then(() =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
