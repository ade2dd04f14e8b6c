import { ACCOUNT_PATHS, isSupportedLanguage, type LanguageCode, LOGIN_PATH } from '@wl/core';
import { NAMESPACES } from '@wl/i18n';
import type { Context } from 'hono';
import type { AppEnv } from '../context.ts';
import { readerLanguage, siteOrigin } from '../http/requestInfo.ts';
import type { MailLink, MailMessage } from './outbox.ts';

type MailNamespace = 'account' | 'agentTools';
type KeyOf<N extends MailNamespace> = keyof (typeof NAMESPACES)[N]['en'] & string;

/** A text of `namespace` in the reader's language, with its `{{name}}` values filled in. */
export function mailText<N extends MailNamespace>(
  namespace: N,
  language: LanguageCode,
  key: KeyOf<N>,
  values: Record<string, string> = {},
): string {
  const texts = NAMESPACES[namespace] as unknown as Record<string, Record<string, string>>;
  const template = texts[language]?.[key] ?? texts.en?.[key] ?? '';
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
}

const text = (language: LanguageCode, key: KeyOf<'account'>, values?: Record<string, string>) =>
  mailText('account', language, key, values);

export interface MailContext {
  /** `https://horizon.example.com`: where the links lead (the site the request came to). */
  origin: string;
  agencyName: string;
  subdomain: string;
  language: LanguageCode;
}

/**
 * Where a message's links lead and how it reads: the site the request came to, in the reader's
 * saved language when they have one (a proposal's client, its agent), else the page's.
 */
export function mailContextOf(c: Context<AppEnv>, savedLanguage?: string | null): MailContext {
  return {
    origin: siteOrigin(c),
    agencyName: c.var.agency.config.agency.agencyName,
    subdomain: c.var.agency.subdomain,
    language: isSupportedLanguage(savedLanguage) ? savedLanguage : readerLanguage(c),
  };
}

type Draft = Omit<MailMessage, 'id' | 'sentAt'>;

export function mailLink(
  context: MailContext,
  label: string,
  path: string,
  token?: string,
): MailLink {
  const url = new URL(path, context.origin);
  if (token) url.searchParams.set('token', token);
  return { label, url: url.href };
}

export function draft(
  context: MailContext,
  to: string,
  subject: string,
  body: string,
  links: MailLink[],
) {
  return {
    agency: context.subdomain,
    to,
    subject,
    text: [body, ...links.map((item) => `${item.label}: ${item.url}`)].join('\n\n'),
    links,
  } satisfies Draft;
}

/** The sign-up's link to /verify. */
export function verificationMail(context: MailContext, to: string, name: string, token: string) {
  const { language: l, agencyName: agency } = context;
  return draft(
    context,
    to,
    text(l, 'mail.verify.subject', { agency }),
    text(l, 'mail.verify.text', { agency, name }),
    [mailLink(context, text(l, 'mail.verify.link'), ACCOUNT_PATHS.verify, token)],
  );
}

/**
 * A sign-up with an address that already has an account: the owner of the address hears of it,
 * the person signing up sees the same answer as for a new address (no account enumeration).
 */
export function alreadyRegisteredMail(context: MailContext, to: string) {
  const { language: l, agencyName: agency } = context;
  return draft(
    context,
    to,
    text(l, 'mail.exists.subject', { agency }),
    text(l, 'mail.exists.text'),
    [
      mailLink(context, text(l, 'mail.exists.login'), LOGIN_PATH),
      mailLink(context, text(l, 'mail.exists.reset'), ACCOUNT_PATHS.forgotPassword),
    ],
  );
}

/** The forgotten password's link to /newPassword. */
export function resetMail(context: MailContext, to: string, token: string) {
  const { language: l, agencyName: agency } = context;
  return draft(context, to, text(l, 'mail.reset.subject', { agency }), text(l, 'mail.reset.text'), [
    mailLink(context, text(l, 'mail.reset.link'), ACCOUNT_PATHS.newPassword, token),
  ]);
}
