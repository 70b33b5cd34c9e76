import { Trans, useLingui } from '@lingui/react/macro';
import type { Notification, NotificationType } from '@recyclens/shared';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { focusRing } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/messages';
import { useDownloadReport } from '../api/download-report';
import { notificationFacts, type NotificationFacts } from './notification-facts';
import { PackageCount } from './package-count';

const linkClass = `rounded font-semibold text-[var(--color-primary)] underline underline-offset-4 ${focusRing}`;

type Sentence = (props: { facts: NotificationFacts; who: ReactNode }) => ReactNode;

const PackageNews: Sentence = ({ facts, who }) => {
  if (facts.packageId && facts.name) {
    const packaging = (
      <Link to="/packages/$packageId" params={{ packageId: facts.packageId }} className={linkClass}>
        {facts.name}
      </Link>
    );
    return (
      <Trans>
        {who} added the packaging {packaging}
      </Trans>
    );
  }
  // An import raises one notification for all its rows.
  const packaging = (
    <Link to="/packages/overview" className={linkClass}>
      <PackageCount count={facts.imported ?? 0} />
    </Link>
  );
  return (
    <Trans>
      {who} imported {packaging}
    </Trans>
  );
};

const ProjectNews: Sentence = ({ facts, who }) => {
  const project = facts.projectId ? (
    <Link to="/packages/overview" search={{ project: facts.projectId }} className={linkClass}>
      {facts.name}
    </Link>
  ) : (
    <strong>{facts.name}</strong>
  );
  return (
    <Trans>
      {who} created the project {project}
    </Trans>
  );
};

const TemplateNews: Sentence = ({ facts, who }) => {
  const template = <strong>{facts.name}</strong>;
  return (
    <>
      <Trans>
        {who} saved the template {template}
      </Trans>{' '}
      <Link to="/packages/overview" className={linkClass}>
        <Trans>Add packaging from this template</Trans>
      </Link>
    </>
  );
};

const DownloadReport = ({ exportId }: { exportId: string }) => {
  const { i18n, t } = useLingui();
  const download = useDownloadReport();
  const job = download.data;
  let problem: string | null = null;
  if (download.isError) problem = errorMessage(i18n, download.error);
  else if (job?.status === 'failed') problem = t`This report could not be created.`;
  else if (job && !job.download) problem = t`The report is not ready yet. Please try again in a moment.`;
  return (
    <>
      <button
        type="button"
        className={`${linkClass} disabled:opacity-50`}
        disabled={download.isPending}
        onClick={() => download.mutate(exportId)}
      >
        <Trans>Download report</Trans>
      </button>
      {problem ? (
        <span role="alert" className="block text-sm text-red-800">
          {problem}
        </span>
      ) : null}
    </>
  );
};

const ReportNews: Sentence = ({ facts, who }) => {
  const format = facts.format === 'xlsx' ? 'Excel' : 'PDF';
  const packaging = <PackageCount count={facts.packages ?? 0} />;
  return (
    <>
      <Trans>
        {who} created a {format} report of {packaging}
      </Trans>{' '}
      {facts.exportId ? <DownloadReport exportId={facts.exportId} /> : null}
    </>
  );
};

const sentences: Record<Exclude<NotificationType, 'NEW_USER'>, Sentence> = {
  NEW_PACKAGE: PackageNews,
  NEW_PROJECT: ProjectNews,
  NEW_TEMPLATE: TemplateNews,
  NEW_REPORT: ReportNews,
};

/** A company notification as a sentence a person would write, with a link to what it is about. */
export const NewsSentence = ({ notification }: { notification: Notification }) => {
  const { t } = useLingui();
  if (notification.type === 'NEW_USER') return null;
  const facts = notificationFacts(notification);
  const Sentence = sentences[notification.type];
  return <Sentence facts={facts} who={<strong>{facts.by ?? t`A colleague`}</strong>} />;
};
