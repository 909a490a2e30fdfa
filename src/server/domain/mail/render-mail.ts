import { type MessageId, type MessageValues, t } from '../../../shared/i18n';
import { resolveLanguage } from '../../../shared/i18n/languages';
import { catalogueLanguages } from '../../i18n/catalogues';
import { inLanguage } from '../../i18n/request-language';

/** A text of a mail: a catalogue key and its values, rendered in the recipient's language. */
export interface MailText {
  key: MessageId;
  values?: MessageValues;
}

/** What a mail says: subject, paragraphs, the link to the thing itself and why it was sent. */
export interface MailContent {
  subject: MailText;
  paragraphs: readonly MailText[];
  /** The button's text and the absolute URL it opens. */
  action: { label: MailText; url: string };
  /** One sentence: why the recipient gets this mail. */
  reason: MailText;
}

export interface RenderedMail {
  language: string;
  subject: string;
  text: string;
  html: string;
  reason: string;
}

const escapeText = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/**
 * A mail in its recipient's language (a language without a catalogue reads in English): the plain
 * text and the HTML say the same, every value is escaped in the HTML, and the link is written out in
 * both (a reader whose client shows no buttons still has it).
 */
export function renderMail(language: string | null | undefined, content: MailContent, brand: string): RenderedMail {
  const reader = resolveLanguage(language, undefined, catalogueLanguages());
  return inLanguage(reader.language, reader.locale, () => {
    // every text may name the brand: {brand}
    const say = (text: MailText) => t(text.key, { brand, ...text.values });
    const subject = say(content.subject);
    const paragraphs = content.paragraphs.map(say);
    const label = say(content.action.label);
    const reason = say(content.reason);
    const signature = t('mail.signature', { brand });
    const copyLink = t('mail.copyLink');
    const url = content.action.url;
    const text = [...paragraphs, `${label}:\n${url}`, '-- ', `${reason}\n${signature}`].join('\n\n');
    const html = `<!doctype html>
<html lang="${escapeText(reader.language)}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeText(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1d2433">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border:1px solid #d8dce3;border-radius:6px;padding:24px">
${paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeText(p)}</p>`).join('\n')}
<p style="margin:24px 0"><a href="${escapeText(url)}" style="display:inline-block;background:#0a5ea8;color:#ffffff;text-decoration:none;padding:10px 18px;border-radius:4px;font-weight:bold">${escapeText(label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#4a5262">${escapeText(copyLink)}<br><a href="${escapeText(url)}" style="color:#0a5ea8;word-break:break-all">${escapeText(url)}</a></p>
<hr style="border:none;border-top:1px solid #d8dce3;margin:24px 0 12px">
<p style="margin:0;font-size:13px;color:#4a5262">${escapeText(reason)}<br>${escapeText(signature)}</p>
</div>
</body>
</html>
`;
    return { language: reader.language, subject, text, html, reason };
  });
}
