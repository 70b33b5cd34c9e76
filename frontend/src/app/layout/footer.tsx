import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { focusRing } from '../../components/ui/button';

const FooterLink = ({ to, children }: { to: string; children: ReactNode }) => (
  <Link to={to} className={`rounded text-sm text-neutral-700 hover:underline ${focusRing}`}>
    {children}
  </Link>
);

/** docs/product.md#page-frame: copyright and four links on 12 columns, three spans of 4. */
export const Footer = () => {
  const year = new Date().getFullYear();
  return (
    <footer className="mt-auto border-t border-neutral-200 bg-white">
      <div className="content-frame grid grid-cols-12 gap-4 py-6">
        <p className="col-span-12 text-sm text-neutral-600 md:col-span-4">
          <Trans>© {year} Recyclens. All rights reserved.</Trans>
        </p>
        <nav aria-label="Footer" className="col-span-12 flex flex-wrap gap-x-5 gap-y-2 md:col-span-4">
          <FooterLink to="/faqs">
            <Trans>FAQs</Trans>
          </FooterLink>
          <FooterLink to="/contact">
            <Trans>Contact</Trans>
          </FooterLink>
        </nav>
        <nav
          aria-label="Legal"
          className="col-span-12 flex flex-wrap gap-x-5 gap-y-2 md:col-span-4 md:justify-end"
        >
          <FooterLink to="/legalNotice">
            <Trans>Legal Notice</Trans>
          </FooterLink>
          <FooterLink to="/privacyPolicy">
            <Trans>Privacy Policy</Trans>
          </FooterLink>
        </nav>
      </div>
    </footer>
  );
};
