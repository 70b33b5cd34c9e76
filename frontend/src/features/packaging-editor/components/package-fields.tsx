import { useLingui } from '@lingui/react/macro';
import type { Project } from '@recyclens/shared';
import { TextField } from '../../../components/ui/form-field';
import { SelectField } from '../../../components/ui/select';
import { TextareaField } from '../../../components/ui/textarea-field';
import { idOrNull } from '../editor-form';
import { useEditorForm } from '../use-editor-form';
import type { LookupOptions } from '../use-lookup-options';
import { fieldErrorText } from '../validation-messages';
import { PpwrPackageFields } from './ppwr-package-fields';
import { UnitsPlacedFields } from './units-placed-fields';

export type ProjectChoice = Pick<Project, 'id' | 'name'>;

/** The packaging's own fields: name, description, project, category and assessment country. */
export const PackageFields = ({
  lookups,
  projects,
}: {
  lookups: LookupOptions;
  projects: readonly ProjectChoice[];
}) => {
  const { t, i18n } = useLingui();
  const { register, errors } = useEditorForm();
  return (
    <div className="grid gap-4 md:grid-cols-3">
      <TextField
        label={t`Name`}
        className="md:col-span-3"
        error={fieldErrorText(i18n, errors.name)}
        {...register('name')}
      />
      <TextareaField
        label={t`Description`}
        className="md:col-span-3"
        error={fieldErrorText(i18n, errors.description)}
        {...register('description')}
      />
      <SelectField
        label={t`Project`}
        placeholder={t`No project`}
        options={projects.map((project) => ({ value: project.id, label: project.name }))}
        error={fieldErrorText(i18n, errors.projectId)}
        {...register('projectId', { setValueAs: idOrNull })}
      />
      <SelectField
        label={t`Category`}
        placeholder={t`No category`}
        options={lookups.category}
        error={fieldErrorText(i18n, errors.categoryId)}
        {...register('categoryId', { setValueAs: idOrNull })}
      />
      <SelectField
        label={t`Assessment country`}
        placeholder={t`Not chosen`}
        options={[
          {
            label: t`EU member states`,
            options: lookups.country.filter((country) => country.group === 'eu'),
          },
          {
            label: t`Other countries`,
            options: lookups.country.filter((country) => country.group === 'other'),
          },
        ].filter((group) => group.options.length > 0)}
        error={fieldErrorText(i18n, errors.assessmentCountryId)}
        {...register('assessmentCountryId', { setValueAs: idOrNull })}
      />
      <PpwrPackageFields />
      <UnitsPlacedFields lookups={lookups} />
    </div>
  );
};
