import { Body1, Caption1, Link, Text, makeStyles, tokens } from '@fluentui/react-components';
import { AttachRegular } from '@fluentui/react-icons';
import { disputeAttachmentUrl, type DisputeComment } from '@expediente/contracts/disputes/disputes';
import { formatDateTime } from '../../../lib/format';
import { disputesTexts as t } from '../disputes-texts';

const useStyles = makeStyles({
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  item: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
    overflowWrap: 'anywhere',
  },
  head: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'baseline' },
  text: { whiteSpace: 'pre-wrap' },
  date: { color: tokens.colorNeutralForeground3 },
  file: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
});

/**
 * Who wrote a comment (part 2 §2.6): 'Yo' for the current user; 'Auditor' for the auditors' side; another user of
 * the supplier's side by name.
 */
export function commentAuthor(comment: Pick<DisputeComment, 'userPublicKey' | 'authorSide' | 'authorName'>, me: string): string {
  if (comment.userPublicKey === me) return t.me;
  return comment.authorSide === 'auditor' ? t.auditor : comment.authorName;
}

/** The dispute's comments as the server answers them: newest first. */
export function CommentList({ disputeKey, comments, me }: { disputeKey: string; comments: readonly DisputeComment[]; me: string }) {
  const styles = useStyles();
  if (comments.length === 0) return <Body1>{t.noComments}</Body1>;
  return (
    <ol className={styles.list} aria-label={t.commentsTitle}>
      {comments.map((c) => (
        <li key={c.commentPublicKey} className={styles.item}>
          <div className={styles.head}>
            <Text weight="semibold">{commentAuthor(c, me)}</Text>
            <Caption1 className={styles.date}>{formatDateTime(c.disputeCommentDate)}</Caption1>
          </div>
          {c.disputeCommentary && <Body1 className={styles.text}>{c.disputeCommentary}</Body1>}
          {c.attachedFilePublicKey && (
            <Link className={styles.file} href={disputeAttachmentUrl(disputeKey, c.attachedFilePublicKey)} target="_blank" rel="noopener" aria-label={t.attachmentLink(c.attachedFileName ?? 'adjunto')}>
              <AttachRegular aria-hidden />
              {c.attachedFileName ?? 'adjunto'}
            </Link>
          )}
        </li>
      ))}
    </ol>
  );
}
