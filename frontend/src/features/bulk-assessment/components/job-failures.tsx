import { Plural, Trans } from '@lingui/react/macro';
import type { AssessmentJob } from '@recyclens/shared';
import { PackagingLink } from '../../../components/packaging-link';

type Failure = AssessmentJob['failures'][number];

const Reason = ({ reason }: { reason: Failure['reason'] }) =>
  reason === 'incomplete' ? (
    <Trans>its components are not complete: complete them, then assess it again.</Trans>
  ) : (
    <Trans>it was changed while the assessment ran: assess it again.</Trans>
  );

/**
 * The packaging a bulk assessment could not assess, each by name with a link to it and why, so the
 * user can complete them one by one; the server names the first ones, the count says how many.
 */
export const JobFailures = ({ failed, failures }: { failed: number; failures: readonly Failure[] }) => (
  <div className="flex flex-col gap-1 text-sm text-neutral-800">
    <p>
      {failures.length > 0 ? (
        <Plural
          value={failed}
          one="# packaging could not be assessed:"
          other="# packaging could not be assessed:"
        />
      ) : (
        // A job from before the names were kept: only the count and the usual cause.
        <Plural
          value={failed}
          one="# packaging could not be assessed: complete their components, then assess them again."
          other="# packaging could not be assessed: complete their components, then assess them again."
        />
      )}
    </p>
    {failures.length > 0 ? (
      <ul className="flex max-h-48 flex-col gap-1 overflow-y-auto ps-4">
        {failures.map((failure) => (
          <li key={failure.packageId} className="list-disc break-words">
            <PackagingLink
              packageId={failure.packageId}
              name={failure.name}
              className="rounded font-medium underline"
            />
            {' — '}
            <Reason reason={failure.reason} />
          </li>
        ))}
      </ul>
    ) : null}
    {failed > failures.length && failures.length > 0 ? (
      <p>
        <Plural value={failed - failures.length} one="and # more packaging." other="and # more packaging." />
      </p>
    ) : null}
  </div>
);
