import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useState } from 'react';
import { Button, focusRing } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { session, useCurrentCompanyId } from '../../../lib/session';
import { useCompanies } from '../../../lib/api/get-companies';
import { CompanyOptions } from './company-options';

/**
 * docs/product.md#select-company-dialog: blocking — no close button, no outside click, no Escape; Select stays disabled
 * until a company is chosen. Choosing sets the current company at once.
 */
export const SelectCompanyDialog = ({ needed }: { needed: boolean }) => {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const companyId = useCurrentCompanyId();
  const companies = useCompanies(open);
  const selectId = useId();

  useEffect(() => {
    if (needed) setOpen(true);
  }, [needed]);

  return (
    <Dialog
      open={open}
      blocking
      title={t`Select company`}
      description={t`Please choose the company you want to work for. You can change it later in the header.`}
    >
      <div className="flex flex-col gap-4">
        <label htmlFor={selectId} className="text-sm font-medium">
          <Trans>Company</Trans>
        </label>
        <select
          id={selectId}
          value={companyId ?? ''}
          onChange={(event) => session.setCompanyId(event.target.value || null)}
          className={`rounded-md border border-neutral-300 px-3 py-2 ${focusRing}`}
        >
          <option value="">{t`Please select a company.`}</option>
          <CompanyOptions companies={companies.data ?? []} />
        </select>
        <Button disabled={!companyId} onClick={() => companyId && setOpen(false)}>
          <Trans>Select</Trans>
        </Button>
      </div>
    </Dialog>
  );
};
