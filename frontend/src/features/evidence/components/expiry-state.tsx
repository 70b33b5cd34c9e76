import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { calendarDayText, daysUntil } from './evidence-labels';

/** Whether a document still counts: expired, expires in N days, or no expiry. */
export const ExpiryState = ({ expiresOn }: { expiresOn: string | null }) => {
  const { i18n } = useLingui();
  if (expiresOn === null)
    return (
      <span className="text-neutral-700">
        <Trans>No expiry</Trans>
      </span>
    );
  const days = daysUntil(expiresOn);
  const date = calendarDayText(i18n, expiresOn);
  if (days < 0)
    return (
      <span className="font-semibold text-red-800">
        <Trans>Expired on {date}</Trans>
      </span>
    );
  return (
    <span className={days <= 90 ? 'font-semibold text-amber-900' : 'text-neutral-800'}>
      {days === 0 ? (
        <Trans>Expires today</Trans>
      ) : (
        <Plural value={days} one={`Expires in # day (${date})`} other={`Expires in # days (${date})`} />
      )}
    </span>
  );
};
