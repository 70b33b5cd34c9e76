import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import type { InterfaceLocale } from '@recyclens/shared';
import { fakeFetch, meAnswer, renderWith } from '../../../../test/render';
import { PackageEditor } from '../../../routes/_auth/packages/-components/package-editor';

const stamp = { createdAt: '2026-03-04T05:06:07.000Z', updatedAt: '2026-05-06T07:08:09.000Z' };
const entry = (id: string, en: string, de: string, fr: string) => ({ id, name: en, names: { en, de, fr } });

export const lookupsJson = {
  type: [entry('body', 'Body', 'Grundkörper', 'Corps'), entry('closure', 'Closure', 'Verschluss', 'Bouchon')],
  family: [entry('rigid', 'Rigid', 'Starr', 'Rigide')],
  material: [
    entry('pe-hd', 'HDPE', 'PE-HD', 'PEHD'),
    entry('pp', 'PP', 'PP', 'PP'),
    entry('lldpe', 'LLDPE', 'PE-LLD', 'PEBDL'),
    entry('ldpe', 'LDPE', 'PE-LD', 'PEBD'),
    entry('evoh', 'EVOH', 'EVOH', 'EVOH'),
    entry('nc-ink', 'NC ink (nitrocellulose)', 'NC-Druckfarbe (Nitrocellulose)', 'Encre NC (nitrocellulose)'),
  ],
  filler: [entry('none', 'No filler', 'Kein Füllstoff', 'Sans charge')],
  adhesive: [entry('none', 'No adhesive', 'Kein Klebstoff', 'Sans adhésif')],
  color: [entry('natural', 'Natural', 'Naturfarben', 'Naturel')],
  constituentRole: [
    entry('film', 'Film', 'Folie', 'Film'),
    entry('ink', 'Ink', 'Druckfarbe', 'Encre'),
    entry('evoh-coex', 'EVOH coex layer', 'EVOH-Koextrusionsschicht', 'Couche EVOH coextrudée'),
  ],
  category: [entry('bottles', 'Bottles', 'Flaschen', 'Bouteilles')],
  country: [
    { ...entry('DE', 'Germany', 'Deutschland', 'Allemagne'), group: 'eu' },
    { ...entry('FR', 'France', 'Frankreich', 'France'), group: 'eu' },
    { ...entry('US', 'United States', 'Vereinigte Staaten', 'États-Unis'), group: 'other' },
  ],
};

const component = (id: string, name: string, fields: Record<string, unknown>) => ({
  id,
  ...stamp,
  version: 1,
  name,
  typeId: 'body',
  familyId: 'rigid',
  materialId: 'pe-hd',
  fillerId: 'none',
  adhesiveId: 'none',
  colorId: 'natural',
  densityFrom: 0.94,
  densityTo: 0.96,
  weight: 20,
  ncLinksUsed: null,
  ...fields,
});

export const packageJson = (fields: Record<string, unknown> = {}) => ({
  id: 'p1',
  ...stamp,
  version: 3,
  name: 'Shampoo bottle',
  description: 'Our 250 ml bottle',
  projectId: 'proj1',
  projectName: 'Bathroom',
  categoryId: 'bottles',
  assessmentCountryId: 'DE',
  draft: true,
  packageComponents: [
    component('c1', 'Bottle', {}),
    component('c2', 'Cap', {
      typeId: 'closure',
      materialId: 'pp',
      densityFrom: 0.9,
      densityTo: 0.91,
      weight: 2,
    }),
  ],
  ...fields,
});

export const meJson = (language: 'DE' | 'EN' | 'FR' = 'EN') =>
  meAnswer({ role: 'DEFAULT_USER', language, companies: [{ id: 'co1', name: 'Analytical Packaging' }] });

const finding = (fields: Record<string, unknown>) => ({
  componentIndex: 0,
  componentName: 'Bottle',
  ruleId: 'po-rigid.density.body',
  rating: 'green',
  messageKey: 'density.floats',
  message: 'Bottle floats (0.94–0.96 g/cm³) and is separated from heavier plastics.',
  params: {},
  source: {
    id: 'recyclass',
    name: 'RecyClass HDPE guidelines',
    version: '2025',
    url: 'https://recyclass.eu',
  },
  ...fields,
});

export const resultJson = (id: string, fields: Record<string, unknown> = {}) => ({
  id,
  createdAt: '2026-05-07T08:00:00.000Z',
  updatedAt: '2026-05-07T08:00:00.000Z',
  version: 1,
  packageId: 'p1',
  assessmentCountryId: 'DE',
  methodology: 'ceflex',
  stream: 'po-rigid',
  score: 100,
  grade: 'A',
  mainMaterialShare: 90.91,
  findings: [finding({})],
  methodVersion: '2026.05.1',
  outdated: false,
  olderMethod: false,
  ...fields,
});
export { finding as findingJson };

/** An answer, or a function asked at each call (a late or changing answer), as fakeFetch takes it. */
type EditorAnswer = Parameters<typeof fakeFetch>[0][string];

/** The answers an editor needs: the packaging, lookups, projects, the user, no results and no versions. */
export const editorAnswers = (
  overrides: Record<string, EditorAnswer> = {},
): Record<string, EditorAnswer> => ({
  'GET /packages/p1': { status: 200, body: packageJson() },
  'GET /lookups': { status: 200, body: lookupsJson },
  'GET /projects': {
    status: 200,
    body: {
      items: [{ id: 'proj1', ...stamp, version: 1, name: 'Bathroom', description: '', packageCount: 1 }],
      nextCursor: null,
    },
  },
  'GET /me': { status: 200, body: meJson() },
  'GET /packages/p1/results': { status: 200, body: { items: [], nextCursor: null } },
  'GET /packages/p1/versions': { status: 200, body: { items: [], nextCursor: null } },
  ...overrides,
});

/** The editor page under a router of its own, with the overview as the place it leaves to. */
export const renderEditor = async (
  answers: Record<string, EditorAnswer>,
  { locale = 'en' as InterfaceLocale, mayManageTemplates = false } = {},
) => {
  const api = fakeFetch(answers);
  const root = createRootRoute({ component: Outlet });
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
  const router = createRouter({
    routeTree: root.addChildren([overview, editor]),
    history: createMemoryHistory({ initialEntries: ['/packages/p1'] }),
  });
  const view = await renderWith(<RouterProvider router={router} />, { fetch: api.fetch, locale });
  await router.load();
  await view.findByRole('heading', { level: 1, name: 'Shampoo bottle' });
  // The form follows its title (rendered from deferred values).
  await view.findByRole('textbox', { name: 'Name' });
  return { router, api, view };
};
