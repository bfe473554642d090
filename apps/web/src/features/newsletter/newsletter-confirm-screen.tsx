import { NewsletterLinkScreen } from './newsletter-link-screen';

/** `/newsletter/confirm/:token`: the double opt-in link of the confirmation mail. */
export default function NewsletterConfirmScreen() {
  return <NewsletterLinkScreen kind="confirm" />;
}
