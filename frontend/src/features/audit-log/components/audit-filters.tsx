import { useLingui } from '@lingui/react/macro';
import { auditActions } from '@recyclens/shared';
import { TextField } from '../../../components/ui/form-field';
import { SelectField } from '../../../components/ui/select';
import { auditActionNames } from '../action-names';
import { auditSearchSchema, hasAuditFilters, type AuditSearch } from '../audit-search';
import { ClearFiltersButton } from '../../../components/clear-filters';

interface AuditFiltersProps {
  search: AuditSearch;
  onSearchChange: (patch: Partial<AuditSearch>) => void;
  users: readonly { id: string; firstName: string; lastName: string }[];
}

/** Who acted, what kind of entry, and a range of days: all of it kept in the URL. */
export const AuditFilters = ({ search, onSearchChange, users }: AuditFiltersProps) => {
  const { t, i18n } = useLingui();
  const userOptions = users.map((user) => ({ value: user.id, label: `${user.firstName} ${user.lastName}` }));
  // A user picked from the table may be outside the first hundred (or removed): still shown as chosen.
  if (search.user && !userOptions.some((option) => option.value === search.user)) {
    userOptions.unshift({ value: search.user, label: t`Selected user` });
  }
  return (
    <div className="flex flex-col gap-3">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <SelectField
          label={t`User`}
          placeholder={t`All users`}
          options={userOptions}
          value={search.user ?? ''}
          onChange={(event) => onSearchChange({ user: event.target.value || undefined })}
        />
        <SelectField
          label={t`Action`}
          placeholder={t`All actions`}
          options={auditActions.map((action) => ({ value: action, label: i18n._(auditActionNames[action]) }))}
          value={search.action ?? ''}
          onChange={(event) =>
            onSearchChange({ action: auditSearchSchema.shape.action.parse(event.target.value || undefined) })
          }
        />
        <TextField
          label={t`From`}
          type="date"
          value={search.from ?? ''}
          max={search.to}
          onChange={(event) => onSearchChange({ from: event.target.value || undefined })}
        />
        <TextField
          label={t`To`}
          type="date"
          value={search.to ?? ''}
          min={search.from}
          onChange={(event) => onSearchChange({ to: event.target.value || undefined })}
        />
      </div>
      {hasAuditFilters(search) ? (
        <div>
          <ClearFiltersButton
            onClear={() =>
              onSearchChange({ user: undefined, action: undefined, from: undefined, to: undefined })
            }
          />
        </div>
      ) : null}
    </div>
  );
};
