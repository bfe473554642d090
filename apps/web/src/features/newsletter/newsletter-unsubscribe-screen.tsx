import { NewsletterLinkScreen } from './newsletter-link-screen';

/** `/newsletter/unsubscribe/:token`: the unsubscribe link of every newsletter mail. */
export default function NewsletterUnsubscribeScreen() {
  return <NewsletterLinkScreen kind="unsubscribe" />;
}
