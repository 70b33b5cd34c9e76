import { can } from '@recyclens/shared';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { packageQueryOptions } from '../../../features/packaging-editor/api/get-package';
import { useMe } from '../../../lib/api/get-me';
import { firstPageWait } from '../../../lib/first-page';
import { PackageEditor } from './-components/package-editor';
import { lookupsQueryOptions } from '../../../lib/lookups-query';
import { isId } from '../../../lib/url-params';

export const Route = createFileRoute('/_auth/packages/$packageId')({
  params: {
    parse: (params) => {
      if (!isId(params.packageId)) throw notFound();
      return { packageId: params.packageId };
    },
    stringify: (params) => params,
  },
  // Asked for here; awaited only on the app's first page, so its first render has the title. A
  // missing or failing packaging is explained by the page itself, inside the frame. The form,
  // history and assessment load once the packaging is there (decision 035): before the title
  // they would only share its network.
  loader: async ({ context, params }) => {
    const wait = firstPageWait(context.queryClient);
    void context.queryClient.prefetchQuery(lookupsQueryOptions(context.api));
    await wait(context.queryClient.prefetchQuery(packageQueryOptions(context.api, params.packageId)));
  },
  component: PackageEditorRoute,
});

function PackageEditorRoute() {
  const { packageId } = Route.useParams();
  const me = useMe();
  const mayManageTemplates = me.user ? can(me.user.role, 'templates:manage') : false;
  return <PackageEditor packageId={packageId} mayManageTemplates={mayManageTemplates} />;
}
