import { Trans, useLingui } from '@lingui/react/macro';
import { can, isPrivileged, type User } from '@recyclens/shared';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState } from 'react';
import { focusRing } from '../../components/ui/button';
import { useLogout } from '../../features/auth/api/logout';

const itemClass = `block w-full rounded px-3 py-2 text-left text-sm hover:bg-neutral-100 ${focusRing}`;

/** The user menu (docs/product.md#user-menu): Profile, User management and Company overview (privileged), Logout. */
export const UserMenu = ({ user }: { user: User | undefined }) => {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const logout = useLogout();
  const navigate = useNavigate();

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const privileged = user ? isPrivileged(user.role) : false;
  const initials = user ? `${user.firstName[0] ?? ''}${user.lastName[0] ?? ''}`.toUpperCase() : '?';

  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={t`User menu ${initials}`}
        onClick={() => setOpen((value) => !value)}
        className={`flex size-9 items-center justify-center rounded-full bg-[var(--color-primary)] text-sm font-semibold text-white ${focusRing}`}
      >
        {initials}
      </button>
      {open ? (
        <div
          id={menuId}
          className="absolute right-0 z-40 mt-2 w-60 rounded-md border border-neutral-200 bg-white p-1 shadow-lg"
        >
          {user ? (
            <p className="truncate px-3 py-2 text-xs text-neutral-600">
              {user.firstName} {user.lastName}
            </p>
          ) : null}
          <ul onClick={() => setOpen(false)}>
            <li>
              <Link to="/user/profile" className={itemClass}>
                <Trans>Profile</Trans>
              </Link>
            </li>
            {privileged ? (
              <>
                <li>
                  <Link to="/user/management" className={itemClass}>
                    <Trans>User management</Trans>
                  </Link>
                </li>
                <li>
                  <Link to="/companies" className={itemClass}>
                    <Trans>Company overview</Trans>
                  </Link>
                </li>
              </>
            ) : null}
            {user && can(user.role, 'tenant:settings') ? (
              <li>
                <Link to="/settings" className={itemClass}>
                  <Trans>Tenant settings</Trans>
                </Link>
              </li>
            ) : null}
            {user && can(user.role, 'audit:read') ? (
              <li>
                <Link to="/audit" className={itemClass}>
                  <Trans>Audit log</Trans>
                </Link>
              </li>
            ) : null}
            <li>
              <button
                type="button"
                className={itemClass}
                onClick={() => void logout.mutateAsync().finally(() => navigate({ to: '/login' }))}
              >
                <Trans>Logout</Trans>
              </button>
            </li>
          </ul>
        </div>
      ) : null}
    </div>
  );
};
