import type { SubmitFeedbackAnswer } from '@retropics/domain/contracts/contact.contract';
import type { ContactMessage } from './contact.repository.js';

/** The sender learns that the message is stored, and nothing the team reads. */
export function presentContactMessage(row: ContactMessage): SubmitFeedbackAnswer {
  return {
    '@context': '/contexts/ContactMessage',
    '@id': `/contact_messages/${row.id}`,
    '@type': 'ContactMessage',
    id: row.id,
    dateCreated: row.dateCreated.toISOString(),
    subscribeNewsletter: row.subscribeNewsletter,
  };
}
