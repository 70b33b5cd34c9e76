import { createRoute } from '@tanstack/react-router';
import type { InterfaceLocale } from '@recyclens/shared';
import { PackageEditor } from '../../src/routes/_auth/packages/-components/package-editor';
import { type EditorAnswer } from '../fixtures/packaging';
import { fakeFetch } from '../render';
import { renderRoutes } from '../render-in-router';

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
  await view.findByRole('heading', { level: 1, name: 'Shampoo bottle' });
  // The form follows its title (rendered from deferred values).
  await view.findByRole('textbox', { name: 'Name' });
  return { router, api, view };
};
