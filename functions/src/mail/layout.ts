import type { Theme } from '@recyclens/shared';

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

export interface MailContent {
  subject: string;
  heading: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  footer: string;
}

const escapeHtml = (value: string): string =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** Only our own hex colours reach the style attributes, whatever is stored. */
const safeColor = (value: string, fallback: string) => (/^#[0-9a-fA-F]{6}$/.test(value) ? value : fallback);

/**
 * One layout for every mail: the tenant's name and colours, a heading, short paragraphs and at
 * most one button, with the same content as plain text for clients that do not show HTML.
 */
export const renderMail = (tenant: { name: string; theme: Theme }, content: MailContent): RenderedMail => {
  const primary = safeColor(tenant.theme.primaryColor, '#000000');
  const secondary = safeColor(tenant.theme.secondaryColor, '#737373');
  const paragraphs = content.paragraphs
    .map((p) => `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(p)}</p>`)
    .join('');
  const button = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="background:${primary};color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(content.action.label)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:13px;color:${secondary};word-break:break-all">${escapeHtml(content.action.url)}</p>`
    : '';
  const html = `<!doctype html><html><body style="margin:0;background:#f5f5f5;font-family:Inter,Arial,sans-serif;color:#111">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:8px;border-top:6px solid ${primary}">
<tr><td style="padding:24px 32px 8px;font-size:14px;color:${secondary}">${escapeHtml(tenant.name)}</td></tr>
<tr><td style="padding:0 32px 24px"><h1 style="font-size:22px;margin:8px 0 16px;color:${primary}">${escapeHtml(content.heading)}</h1>${paragraphs}${button}
<p style="margin:24px 0 0;font-size:12px;color:${secondary}">${escapeHtml(content.footer)}</p></td></tr>
</table></td></tr></table></body></html>`;
  const text = [
    tenant.name,
    '',
    content.heading,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    content.footer,
  ].join('\n');
  return { subject: content.subject, html, text };
};
