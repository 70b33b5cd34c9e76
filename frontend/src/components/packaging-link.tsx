import { Link } from '@tanstack/react-router';
import { focusRing } from './ui/button';

/**
 * A packaging's name as a link to its editor, as the dashboard, evidence and bulk-assessment lists
 * name one: each list gives its own look, the keyboard focus ring is always there.
 */
export const PackagingLink = ({
  packageId,
  name,
  className,
}: {
  packageId: string;
  name: string;
  className: string;
}) => (
  <Link to="/packages/$packageId" params={{ packageId }} className={`${className} ${focusRing}`}>
    {name}
  </Link>
);
