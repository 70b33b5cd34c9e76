import { Trans, useLingui } from '@lingui/react/macro';
import type { Finding } from '@recyclens/shared';
import { focusRing } from '../../../components/ui/button';
import { ratingStyles } from '../labels';

/** Each rule that fired: its rating in words, the component, the message and where the rule comes from. */
export const FindingList = ({ findings }: { findings: readonly Finding[] }) => {
  const { i18n } = useLingui();
  if (findings.length === 0) {
    return (
      <p className="text-sm text-neutral-700">
        <Trans>No findings.</Trans>
      </p>
    );
  }
  return (
    <ul className="flex flex-col gap-3">
      {findings.map((finding, index) => {
        const rating = ratingStyles[finding.rating];
        const { name, version, url } = finding.source;
        const ruleId = finding.ruleId;
        return (
          <li
            key={`${finding.ruleId}-${index}`}
            className="flex flex-col gap-1 border-l-4 border-neutral-200 pl-3"
          >
            <p className="flex flex-wrap items-center gap-2 text-sm">
              <span className={`rounded border px-1.5 py-0.5 text-xs font-semibold ${rating.className}`}>
                {i18n._(rating.label)}
              </span>
              {finding.componentName ? <span className="font-semibold">{finding.componentName}</span> : null}
            </p>
            <p className="text-sm text-neutral-900">{finding.message}</p>
            <p className="text-xs text-neutral-700">
              <Trans>Source:</Trans>{' '}
              {url ? (
                <a href={url} target="_blank" rel="noopener noreferrer" className={`underline ${focusRing}`}>
                  {name}
                </a>
              ) : (
                name
              )}{' '}
              ({version}) · <Trans>Rule {ruleId}</Trans>
            </p>
          </li>
        );
      })}
    </ul>
  );
};
