import { useLingui } from '@lingui/react/macro';
import { useRef } from 'react';
import { roles, userStatuses, type CompanySummary } from '@recyclens/shared';
import { SearchField, type SearchFieldHandle } from '../../../components/search-field';
import { SelectField } from '../../../components/ui/select';
import { roleNames, statusNames } from '../../../lib/user-display-names';
import { hasUserFilters, usersSearchSchema, type UsersSearch } from '../users-search';
import { ClearFiltersButton } from '../../../components/clear-filters';

/** Typing settles for this long before the list is asked again. */
export const USER_SEARCH_DEBOUNCE_MS = 300;

interface UserFiltersProps {
  search: UsersSearch;
  onSearchChange: (patch: Partial<UsersSearch>) => void;
  /** The companies the caller may filter by; a manager has only their own, so none is offered. */
  companies: readonly CompanySummary[];
}

/** Search (name, e-mail) and the status, role and company filters: all of it kept in the URL. */
export const UserFilters = ({ search, onSearchChange, companies }: UserFiltersProps) => {
  const { t, i18n } = useLingui();
  const searchField = useRef<SearchFieldHandle>(null);
  return (
    <div className="flex flex-col gap-3">
      <SearchField
        label={t`Search by name or e-mail`}
        query={search.q}
        onQueryChange={(q) => onSearchChange({ q })}
        debounceMs={USER_SEARCH_DEBOUNCE_MS}
        ref={searchField}
      />
      <div className="grid gap-3 sm:grid-cols-3">
        <SelectField
          label={t`Status`}
          placeholder={t`All statuses`}
          options={userStatuses.map((status) => ({ value: status, label: i18n._(statusNames[status]) }))}
          value={search.status ?? ''}
          onChange={(event) =>
            onSearchChange({ status: usersSearchSchema.shape.status.parse(event.target.value || undefined) })
          }
        />
        <SelectField
          label={t`Role`}
          placeholder={t`All roles`}
          options={roles.map((role) => ({ value: role, label: i18n._(roleNames[role]) }))}
          value={search.role ?? ''}
          onChange={(event) =>
            onSearchChange({ role: usersSearchSchema.shape.role.parse(event.target.value || undefined) })
          }
        />
        {companies.length > 1 ? (
          <SelectField
            label={t`Company`}
            placeholder={t`All companies`}
            options={companies.map((company) => ({ value: company.id, label: company.name }))}
            value={search.company ?? ''}
            onChange={(event) => onSearchChange({ company: event.target.value || undefined })}
          />
        ) : null}
      </div>
      {hasUserFilters(search) ? (
        <div>
          <ClearFiltersButton
            onClear={() => {
              searchField.current?.cancel();
              onSearchChange({ q: undefined, status: undefined, role: undefined, company: undefined });
            }}
          />
        </div>
      ) : null}
    </div>
  );
};
