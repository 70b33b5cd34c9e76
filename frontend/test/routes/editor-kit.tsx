import { createRoute } from '@tanstack/react-router';
import type { InterfaceLocale } from '@recyclens/shared';
import { PackageEditor } from '../../src/routes/_auth/packages/-components/package-editor';
import { type EditorAnswer } from '../fixtures/packaging';
import { fakeFetch } from '../render';
import { renderRoutes } from '../render-in-router';

const FORM_CHUNK_WAIT_MS = 10_000;

/** The editor page under a router of its own, with the overview as the place it leaves to. */
export const renderEditor = async (
  answers: Record<string, EditorAnswer>,
  { locale = 'en' as InterfaceLocale, mayManageTemplates = false } = {},
) => {
  const api = fakeFetch(answers);
  const { router, view } = await renderRoutes(
    '/packages/p1',
    (root) => {
      const editor = createRoute({
        getParentRoute: () => root,
        path: '/packages/$packageId',
        component: function Editor() {
          const { packageId } = editor.useParams();
          return <PackageEditor packageId={packageId} mayManageTemplates={mayManageTemplates} />;
        },
      });
      const overview = createRoute({
        getParentRoute: () => root,
        path: '/packages/overview',
        component: () => <p>Packages overview</p>,
      });
      return [overview, editor];
    },
    { fetch: api.fetch, locale },
  );
  await view.findByRole('heading', { level: 1, name: 'Shampoo bottle' }, { timeout: FORM_CHUNK_WAIT_MS });
  // The form follows its title (rendered from deferred values) once its lazy chunk has loaded:
  // the first test of a file pays for transforming that chunk, seconds on a busy runner.
  await view.findByRole('textbox', { name: 'Name' }, { timeout: FORM_CHUNK_WAIT_MS });
  return { router, api, view };
};
