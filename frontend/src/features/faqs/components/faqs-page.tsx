import { Trans, useLingui } from '@lingui/react/macro';
import type { Faq } from '@recyclens/shared';
import { useId, useState } from 'react';
import { focusRing } from '../../../components/ui/button';
import { toInterfaceLocale } from '../../../lib/i18n';
import { useTenant } from '../../../lib/tenant/get-client-by-url';

const FaqItem = ({ faq }: { faq: Faq }) => {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <li className="border-b border-neutral-200">
      <h2>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
          className={`flex w-full items-center justify-between gap-4 rounded py-4 text-left font-semibold ${focusRing}`}
        >
          <span>{faq.question}</span>
          <span aria-hidden className={`transition-transform ${open ? 'rotate-45' : ''}`}>
            +
          </span>
        </button>
      </h2>
      <div id={panelId} role="region" hidden={!open} className="pb-4 whitespace-pre-line text-neutral-700">
        {faq.answer}
      </div>
    </li>
  );
};

/** The tenant's FAQs in the interface language, as an accordion. */
export const FaqsPage = () => {
  const { i18n } = useLingui();
  const tenant = useTenant();
  const faqs = (tenant.data?.faqs ?? [])
    .filter((faq) => toInterfaceLocale(faq.language) === i18n.locale)
    .sort((a, b) => a.position - b.position);
  return (
    <section>
      <h1 className="mb-8 text-3xl font-bold">
        <Trans>Frequently asked questions</Trans>
      </h1>
      {tenant.isPending ? (
        <p role="status">
          <Trans>Loading…</Trans>
        </p>
      ) : faqs.length === 0 ? (
        <p>
          <Trans>There are no questions yet.</Trans>
        </p>
      ) : (
        <ul className="max-w-3xl border-t border-neutral-200">
          {faqs.map((faq) => (
            <FaqItem key={faq.id} faq={faq} />
          ))}
        </ul>
      )}
    </section>
  );
};
