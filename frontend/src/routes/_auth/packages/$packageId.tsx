import { can, idField } from '@recyclens/shared';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { packageQueryOptions } from '../../../features/packaging-editor/api/get-package';
import { useMe } from '../../../lib/api/get-me';
import { PackageEditor } from './-components/package-editor';
import { preloadEditorParts } from './-components/load-editor-parts';
import { lookupsQueryOptions } from '../../../lib/lookups-query';

export const Route = createFileRoute('/_auth/packages/$packageId')({
  params: {
    parse: (params) => {
      const packageId = idField.safeParse(params.packageId);
      if (!packageId.success) throw notFound();
      return { packageId: packageId.data };
    },
    stringify: (params) => params,
  },
  // Asked for, not awaited: the page renders its frame and skeleton while the packaging loads,
  // and explains a missing or failing one itself, inside the frame.
  loader: ({ context, params }) => {
    preloadEditorParts();
    void context.queryClient.prefetchQuery(packageQueryOptions(context.api, params.packageId));
    void context.queryClient.prefetchQuery(lookupsQueryOptions(context.api));
  },
  component: PackageEditorRoute,
});

function PackageEditorRoute() {
  const { packageId } = Route.useParams();
  const me = useMe();
  const mayManageTemplates = me.user ? can(me.user.role, 'templates:manage') : false;
  return <PackageEditor packageId={packageId} mayManageTemplates={mayManageTemplates} />;
}
