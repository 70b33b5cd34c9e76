import { Trans } from '@lingui/react/macro';
import { Button } from '../../../components/ui/button';
import { useCountryChoices } from '../../../lib/lookups-query';

/** The way from a finished bulk assessment to its results: the overview's grade column set to its country. */
export const ShowGradesButton = ({
  countryId,
  onShowGrades,
}: {
  countryId: string;
  onShowGrades: (countryId: string) => void;
}) => {
  const countries = useCountryChoices().data ?? [];
  const country = countries.find((choice) => choice.value === countryId)?.label ?? countryId;
  return (
    <Button className="self-start" onClick={() => onShowGrades(countryId)}>
      <Trans>Show the grades for {country} in the list</Trans>
    </Button>
  );
};
