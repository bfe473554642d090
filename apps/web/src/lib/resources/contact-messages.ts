import type { Locale } from '@retropics/domain/constants';
import type { SubmitFeedbackAnswer } from '@retropics/domain/contracts/contact.contract';
import { useMutation } from '@tanstack/react-query';
import { requestJson } from '../hydra/hydra-client';

export interface ContactMessageRequest {
  feedbackText: string;
  email: string;
  subscribeNewsletter: boolean;
  /** The signed-in account, as spec §7 lists it (the server takes the sender from the token). */
  userId?: number | string;
  /** The account's address when the form's e-mail differs from it. */
  userOldEmail?: string;
  captchaToken: string;
  locale: Locale;
}

/** Spec §7 POST /api/submit-feedback, as the multipart form it names; the token goes along when signed in. */
export function useSubmitContactMessage() {
  return useMutation({
    mutationFn: (message: ContactMessageRequest) => {
      const form = new FormData();
      form.set('feedbackText', message.feedbackText);
      form.set('email', message.email);
      form.set('subscribeNewsletter', String(message.subscribeNewsletter));
      if (message.userId !== undefined) form.set('userId', String(message.userId));
      if (message.userOldEmail) form.set('userOldEmail', message.userOldEmail);
      form.set('captchaToken', message.captchaToken);
      form.set('locale', message.locale);
      return requestJson<SubmitFeedbackAnswer>('POST', '/api/submit-feedback', { body: form });
    },
  });
}
