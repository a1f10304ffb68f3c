import { Body1, makeStyles, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  text: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  paragraph: { margin: 0, whiteSpace: 'pre-line' },
});

/** An agreement's plain text, one paragraph per blank-line-separated block (never rendered as HTML). */
export function AgreementText({ content }: { content: string }) {
  const styles = useStyles();
  const paragraphs = content
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  return (
    <div className={styles.text}>
      {paragraphs.map((paragraph, index) => (
        <Body1 as="p" key={index} className={styles.paragraph}>
          {paragraph}
        </Body1>
      ))}
    </div>
  );
}
