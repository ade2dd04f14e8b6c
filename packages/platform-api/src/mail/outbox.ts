/** A link a message carries: what it says and where it goes. */
export interface MailLink {
  label: string;
  url: string;
}

export interface MailMessage {
  id: number;
  /** The agency (subdomain) the message was sent for. */
  agency: string;
  to: string;
  subject: string;
  text: string;
  links: MailLink[];
  sentAt: Date;
}

/** Messages kept; older ones are dropped (the outbox is a local tool, not an archive). */
export const OUTBOX_LIMIT = 200;

/**
 * The reference API cannot send mail: it keeps what it would have sent here, in memory only, so
 * the links' tokens are never written to disk (the database keeps only their digests). `npm
 * start` shows it at /_dev/outbox (mail/outboxPage.ts, outside production only).
 */
export class Outbox {
  private readonly messages: MailMessage[] = [];
  private nextId = 1;

  send(message: Omit<MailMessage, 'id'>): MailMessage {
    const stored = { ...message, id: this.nextId++ };
    this.messages.push(stored);
    if (this.messages.length > OUTBOX_LIMIT) this.messages.shift();
    return stored;
  }

  /** An agency's messages, newest first. */
  list(agency: string): MailMessage[] {
    return this.messages.filter((message) => message.agency === agency).reverse();
  }
}
