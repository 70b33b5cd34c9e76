import { INFRASTRUCTURE_UNCERTAIN_RULE, type ContentLanguage } from '@recyclens/shared';
import {
  contrastText,
  gradeColors,
  mutedColor,
  noticeBorder,
  noticeColor,
  ratingColors,
  textColor,
} from './colors';
import { dash, formatDate, formatNumber } from './format';
import { fillLabel, gradeLabel, methodologyLabel, ratingLabel } from './labels';
import { contentWidth, margins, type ReportCanvas } from './pdf-layout';
import type { ReportFinding, ReportResult } from './types';
import { truncate } from '../pdf/pdf-text';

const badgeHeight = 22;
const findingIndent = 16;
const findingWidth = contentWidth - findingIndent;
// Messages are a sentence or two; the cap only guards against a runaway one filling pages.
const maxMessageChars = 1200;

const metaLine = (canvas: ReportCanvas, result: ReportResult, language: ContentLanguage): string => {
  const { labels } = canvas;
  return [
    `${labels.stream}: ${result.stream ?? dash}`,
    `${labels.method}: ${methodologyLabel(result.methodology)} ${result.methodVersion}`.trim(),
    fillLabel(labels.assessedOn, { date: formatDate(result.assessedAt, language) }),
  ].join('   ·   ');
};

const findingTitle = (canvas: ReportCanvas, finding: ReportFinding, language: ContentLanguage): string =>
  `${ratingLabel(finding.rating, language)} · ${truncate(finding.componentName ?? canvas.labels.wholePack, 200)}`;

const findingSource = (canvas: ReportCanvas, finding: ReportFinding): string => {
  const { labels } = canvas;
  const source = [finding.source.name, finding.source.version].filter((part) => part).join(' ');
  const url = finding.source.url ? ` (${finding.source.url})` : '';
  return `${labels.source}: ${truncate(source + url, 300)}   ·   ${labels.rule}: ${truncate(finding.ruleId, 120)}`;
};

const findingHeight = (canvas: ReportCanvas, finding: ReportFinding, language: ContentLanguage): number =>
  canvas.measure(findingTitle(canvas, finding, language), 'bold', 9, findingWidth) +
  2 +
  canvas.measure(truncate(finding.message, maxMessageChars), 'regular', 9, findingWidth) +
  2 +
  canvas.measure(findingSource(canvas, finding), 'regular', 7.5, findingWidth) +
  8;

const drawFinding = (canvas: ReportCanvas, finding: ReportFinding, language: ContentLanguage): void => {
  canvas.ensureSpace(findingHeight(canvas, finding, language));
  const top = canvas.y;
  // The word is printed too: a greyscale print loses the dot's colour.
  canvas.doc
    .save()
    .circle(margins.left + 5, top + 4.5, 3.5)
    .fill(ratingColors[finding.rating] ?? mutedColor)
    .restore();
  const x = margins.left + findingIndent;
  canvas.use('bold', 9).text(findingTitle(canvas, finding, language), x, top, { width: findingWidth });
  canvas
    .use('regular', 9)
    .text(truncate(finding.message, maxMessageChars), x, canvas.y + 2, { width: findingWidth });
  canvas
    .use('regular', 7.5, mutedColor)
    .text(findingSource(canvas, finding), x, canvas.y + 2, { width: findingWidth });
  canvas.y += 8;
};

const drawBadge = (
  canvas: ReportCanvas,
  result: ReportResult,
  language: ContentLanguage,
  top: number,
): number => {
  const label = gradeLabel(result.grade, language);
  const color = gradeColors[result.grade] ?? mutedColor;
  const width = Math.max(30, canvas.widthOf(label, 'bold', 12) + 18);
  canvas.doc.save().roundedRect(margins.left, top, width, badgeHeight, 4).fill(color).restore();
  canvas.use('bold', 12, contrastText(color)).text(label, margins.left, top + 6, {
    width,
    align: 'center',
    lineBreak: false,
  });
  return width;
};

const separatorHeight = 20;

const drawResult = (
  canvas: ReportCanvas,
  result: ReportResult,
  language: ContentLanguage,
  separated: boolean,
): void => {
  const { labels } = canvas;
  const meta = metaLine(canvas, result, language);
  // Boxed notices under the heading: the result is outdated; its infrastructure fact is uncertain.
  const notices = [
    ...(result.outdated ? [labels.outdated] : []),
    ...(result.findings.some((finding) => finding.ruleId === INFRASTRUCTURE_UNCERTAIN_RULE)
      ? [labels.infrastructureUncertain]
      : []),
  ];
  const noticeHeight = (notice: string) => canvas.measure(notice, 'regular', 9, contentWidth - 20) + 12;
  const noticesHeight = notices.reduce((sum, notice) => sum + noticeHeight(notice) + 8, 0);
  const first = result.findings[0];
  // The country's heading block travels with its first finding.
  canvas.ensureSpace(
    (separated ? separatorHeight : 0) +
      badgeHeight +
      8 +
      canvas.measure(meta, 'regular', 9, contentWidth) +
      8 +
      noticesHeight +
      16 +
      (first ? findingHeight(canvas, first, language) : 14),
  );
  // A rule between countries, unless the country opens a page anyway.
  if (separated && canvas.y > margins.top + 1) {
    canvas.hline(canvas.y + 6);
    canvas.y += separatorHeight;
  }

  const top = canvas.y;
  const badgeWidth = drawBadge(canvas, result, language, top);
  const score = `${labels.score}: ${result.score === null ? dash : `${formatNumber(result.score, language)} / 100`}`;
  canvas.use('bold', 11);
  const scoreWidth = canvas.widthOf(score, 'bold', 11);
  canvas.text(score, margins.left + contentWidth - scoreWidth, top + 6, { lineBreak: false });
  const nameX = margins.left + badgeWidth + 10;
  canvas.use('bold', 13);
  canvas.text(canvas.fitted(result.country, contentWidth - badgeWidth - scoreWidth - 24), nameX, top + 5, {
    lineBreak: false,
  });

  canvas
    .use('regular', 9, mutedColor)
    .text(meta, margins.left, top + badgeHeight + 8, { width: contentWidth });
  canvas.y += 8;

  for (const notice of notices) {
    const boxTop = canvas.y;
    const height = noticeHeight(notice);
    canvas.doc.save().rect(margins.left, boxTop, contentWidth, height).fill(noticeColor).restore();
    canvas.doc.save().rect(margins.left, boxTop, 3, height).fill(noticeBorder).restore();
    canvas
      .use('regular', 9, textColor)
      .text(notice, margins.left + 12, boxTop + 6, { width: contentWidth - 20 });
    canvas.y = boxTop + height + 8;
  }

  canvas.use('bold', 10).text(`${labels.findings} (${result.findings.length})`, margins.left, canvas.y, {
    width: contentWidth,
  });
  canvas.y += 4;
  if (result.findings.length === 0) {
    canvas
      .use('italic', 9, mutedColor)
      .text(labels.noFindings, margins.left, canvas.y, { width: contentWidth });
    canvas.y += 6;
  }
  for (const finding of result.findings) drawFinding(canvas, finding, language);
  canvas.use('regular', 10);
};

/** Results per country in the order given, or a "not assessed yet" notice. */
export const drawResults = (
  canvas: ReportCanvas,
  results: ReportResult[],
  language: ContentLanguage,
): void => {
  const { labels } = canvas;
  if (results.length === 0) {
    const height = canvas.measure(labels.notAssessed, 'italic', 10, contentWidth - 20) + 16;
    canvas.ensureSpace(height);
    const top = canvas.y;
    canvas.doc.save().rect(margins.left, top, contentWidth, height).fill('#f1f2f4').restore();
    canvas
      .use('italic', 10, mutedColor)
      .text(labels.notAssessed, margins.left + 10, top + 8, { width: contentWidth - 20 });
    canvas.y = top + height;
    canvas.use('regular', 10);
    return;
  }
  results.forEach((result, index) => drawResult(canvas, result, language, index > 0));
};
