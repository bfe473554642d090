import type { DeskKind } from '@retropics/domain/contracts/editors-desk.contract';
import type { ComponentType } from 'react';
import { AnnouncementsTab } from './announcements/announcements-tab';
import { BugReportItem } from './bug-report-item';
import { CollectionReportItem, CommentReportItem, ContactMessageItem, FeedbackItem } from './desk-items';
import { DeskList } from './desk-list';
import { NewsletterTab } from './newsletter/newsletter-tab';

/** A tab of the desk: its key in the address (`?tab=`), its label, its open count, its panel. */
export type DeskTab = {
  key: string;
  /** A key of the `editors-desk` namespace. */
  label: string;
  /** The list whose open items the tab's badge counts; tabs without one show none. */
  counts?: DeskKind;
  Panel: ComponentType;
};

function FeedbackTab() {
  return <DeskList kind="feedback" renderItem={(item) => <FeedbackItem item={item} />} />;
}

function BugReportsTab() {
  return <DeskList kind="bugReports" renderItem={(item) => <BugReportItem item={item} />} />;
}

function ContactMessagesTab() {
  return <DeskList kind="contactMessages" renderItem={(item) => <ContactMessageItem item={item} />} />;
}

function CollectionReportsTab() {
  return <DeskList kind="collectionReports" renderItem={(item) => <CollectionReportItem item={item} />} />;
}

function CommentReportsTab() {
  return <DeskList kind="commentReports" renderItem={(item) => <CommentReportItem item={item} />} />;
}

/** The desk's tabs in their order; the first one opens when the address names none. */
export const DESK_TABS: readonly DeskTab[] = [
  { key: 'feedback', label: 'tabs.feedback', counts: 'feedback', Panel: FeedbackTab },
  { key: 'bugReports', label: 'tabs.bugReports', counts: 'bugReports', Panel: BugReportsTab },
  {
    key: 'contactMessages',
    label: 'tabs.contactMessages',
    counts: 'contactMessages',
    Panel: ContactMessagesTab,
  },
  {
    key: 'collectionReports',
    label: 'tabs.collectionReports',
    counts: 'collectionReports',
    Panel: CollectionReportsTab,
  },
  { key: 'commentReports', label: 'tabs.commentReports', counts: 'commentReports', Panel: CommentReportsTab },
  { key: 'announcements', label: 'tabs.announcements', Panel: AnnouncementsTab },
  { key: 'newsletter', label: 'tabs.newsletter', Panel: NewsletterTab },
];
