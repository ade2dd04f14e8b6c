import {
  hotelPageHref,
  type LanguageCode,
  PROPOSALS_PATH,
  type Proposal,
  proposalAnswerHref,
} from '@wl/core';
import { draft, type MailContext, mailLink, mailText } from './accountMail.ts';

const text = (
  language: LanguageCode,
  key: Parameters<typeof mailText<'agentTools'>>[2],
  values?: Record<string, string>,
) => mailText('agentTools', language, key, values);

/** The client hears of a proposal: the hotel's page, and the two pages that answer it. */
export function proposalMail(context: MailContext, proposal: Proposal) {
  const l = context.language;
  const values = {
    name: proposal.client.name,
    agent: proposal.agent.name,
    agency: context.agencyName,
    hotel: proposal.hotel.name,
    checkIn: proposal.stay.checkIn,
    checkOut: proposal.stay.checkOut,
    message: proposal.message,
  };
  return draft(
    context,
    proposal.client.email,
    text(l, 'mail.proposal.subject', values),
    text(l, 'mail.proposal.text', values).replace(/\n{3,}/g, '\n\n'),
    [
      mailLink(
        context,
        text(l, 'mail.proposal.view'),
        hotelPageHref(proposal.hotel.id, { ...proposal.stay }),
      ),
      mailLink(context, text(l, 'mail.proposal.accept'), proposalAnswerHref(proposal.id, 'accept')),
      mailLink(
        context,
        text(l, 'mail.proposal.decline'),
        proposalAnswerHref(proposal.id, 'decline'),
      ),
    ],
  );
}

/** The agent hears of the client's answer. */
export function proposalAnswerMail(context: MailContext, to: string, proposal: Proposal) {
  const l = context.language;
  const values = { client: proposal.client.name, hotel: proposal.hotel.name };
  const subject =
    proposal.status === 'ACCEPTED'
      ? text(l, 'mail.answer.accept.subject', values)
      : text(l, 'mail.answer.decline.subject', values);
  return draft(context, to, subject, text(l, 'mail.answer.text'), [
    mailLink(context, text(l, 'mail.answer.link'), PROPOSALS_PATH),
  ]);
}
