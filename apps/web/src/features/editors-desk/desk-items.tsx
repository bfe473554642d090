import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import type {
  DeskCollectionReportItem,
  DeskCommentReportItem,
  DeskContactMessageItem,
  DeskFeedbackItem,
  DeskPerson,
} from '@retropics/domain/contracts/editors-desk.contract';
import { FEEDBACK_RATING_MAX, FEEDBACK_RATING_STEP } from '@retropics/domain/validation';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { RichText } from '../../components/rich-text/rich-text';
import { documentPath } from '../../lib/routing/document-links';
import { DeskItemFrame } from './desk-item-frame';
import { useDateTime } from './use-date-time';

/** What someone wrote, as they wrote it: line breaks kept, long words broken. */
export function PlainText({ text }: { text: string }) {
  return (
    <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="desk-item-text">
      {text}
    </Typography>
  );
}

/** The person's name, or that nobody is known (their account was deleted). */
export function personName(person: DeskPerson | null, unknown: string): string {
  return person?.name ?? unknown;
}

export function FeedbackItem({ item }: { item: DeskFeedbackItem }) {
  const { t, i18n } = useTranslation('editors-desk');
  const rating = item.rating === null ? null : new Intl.NumberFormat(i18n.language).format(item.rating);
  return (
    <DeskItemFrame
      item={item}
      heading={t('feedback.heading', { name: personName(item.author, t('unknownPerson')) })}
    >
      {item.rating !== null && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Rating
            value={item.rating}
            precision={FEEDBACK_RATING_STEP}
            max={FEEDBACK_RATING_MAX}
            readOnly
            aria-label={t('feedback.rating', { value: rating, max: FEEDBACK_RATING_MAX })}
          />
          <Typography variant="body2" color="text.secondary" aria-hidden>
            {rating}
          </Typography>
        </Box>
      )}
      <PlainText text={item.text} />
    </DeskItemFrame>
  );
}

export function ContactMessageItem({ item }: { item: DeskContactMessageItem }) {
  const { t } = useTranslation('editors-desk');
  const from = item.email ?? (item.sender ? item.sender.name : t('contact.anonymous'));
  return (
    <DeskItemFrame item={item} heading={t('contact.heading', { from })}>
      <PlainText text={item.text} />
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5 }}
      >
        <Typography component="dt" variant="body2" color="text.secondary">
          {t('contact.email')}
        </Typography>
        <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
          {item.email ? <Link href={`mailto:${item.email}`}>{item.email}</Link> : t('contact.noEmail')}
        </Typography>
        <Typography component="dt" variant="body2" color="text.secondary">
          {t('contact.newsletter')}
        </Typography>
        <Typography component="dd" variant="body2" sx={{ m: 0 }}>
          {item.subscribeNewsletter ? t('contact.newsletterYes') : t('contact.newsletterNo')}
        </Typography>
        <Typography component="dt" variant="body2" color="text.secondary">
          {t('contact.sender')}
        </Typography>
        <Typography component="dd" variant="body2" sx={{ m: 0 }}>
          {item.sender ? item.sender.name : t('contact.signedOut')}
        </Typography>
        {item.userOldEmail && (
          <>
            <Typography component="dt" variant="body2" color="text.secondary">
              {t('contact.oldEmail')}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {item.userOldEmail}
            </Typography>
          </>
        )}
        <Typography component="dt" variant="body2" color="text.secondary">
          {t('contact.language')}
        </Typography>
        <Typography component="dd" variant="body2" sx={{ m: 0 }}>
          {t(`languages.${item.locale}`, { defaultValue: item.locale })}
        </Typography>
      </Box>
    </DeskItemFrame>
  );
}

export function CollectionReportItem({ item }: { item: DeskCollectionReportItem }) {
  const { t } = useTranslation(['editors-desk', 'browse']);
  const page = documentPath(item.collection);
  return (
    <DeskItemFrame
      item={item}
      heading={
        page ? (
          <Link component={RouterLink} to={page} color="inherit">
            {item.headline}
          </Link>
        ) : (
          item.headline
        )
      }
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Chip size="small" label={t(`browse:collection.status.${item.status}`)} />
        {item.howManyPhotographs && (
          <Typography variant="body2" color="text.secondary">
            {t('collection.howMany', { size: item.howManyPhotographs })}
          </Typography>
        )}
      </Box>
      <Typography variant="body2">
        {t('collection.reporter', {
          name: item.reporterName ?? t('unknownPerson'),
          email: item.reporterEmail ?? t('contact.noEmail'),
        })}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {item.owner ? t('collection.owner', { name: item.owner.name }) : t('collection.noOwner')}
      </Typography>
    </DeskItemFrame>
  );
}

export function CommentReportItem({ item }: { item: DeskCommentReportItem }) {
  const { t } = useTranslation('editors-desk');
  const dateTime = useDateTime();
  const subjectPath = item.subject ? documentPath(item.subject['@id']) : null;
  return (
    <DeskItemFrame
      item={item}
      heading={t('comment.heading', {
        name: personName(item.commentAuthor, t('unknownPerson')),
        count: item.reportCount,
      })}
    >
      <Box sx={{ borderLeft: 3, borderColor: 'divider', pl: 1.5 }} data-testid="desk-reported-comment">
        <RichText html={item.commentText} sx={{ overflowWrap: 'anywhere', '& p': { my: 0.5 } }} />
      </Box>
      {subjectPath && item.subject && (
        <Link component={RouterLink} to={subjectPath} sx={{ justifySelf: 'start' }}>
          {t(`comment.subject.${item.subject['@type']}`)}
        </Link>
      )}
      <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.5 }} aria-label={t('comment.reports')}>
        {item.reports.map((report) => (
          <Typography
            component="li"
            variant="body2"
            key={`${report.reporter?.['@id']}-${report.dateCreated}`}
          >
            {t('comment.report', {
              name: personName(report.reporter, t('unknownPerson')),
              when: dateTime(report.dateCreated),
            })}
            {report.reason ? `: ${report.reason}` : ` (${t('comment.noReason')})`}
          </Typography>
        ))}
      </Box>
    </DeskItemFrame>
  );
}
