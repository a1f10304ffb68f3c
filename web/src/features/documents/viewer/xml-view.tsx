import { Body1, MessageBar, MessageBarBody, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { prettyXml } from './pretty-xml';
import { viewerTexts } from './viewer-rules';

/** Characters shown: a CFDI is a few KB; a huge file should not freeze the page. */
export const XML_PREVIEW_CHARS = 200_000;

const useStyles = makeStyles({
  pre: {
    margin: 0,
    padding: tokens.spacingHorizontalM,
    maxHeight: '60vh',
    overflow: 'auto',
    whiteSpace: 'pre',
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase200,
    color: tokens.colorNeutralForeground1,
    backgroundColor: tokens.colorNeutralBackground3,
    borderRadius: tokens.borderRadiusMedium,
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}` },
  },
});

/** An XML file (the CFDI de nómina) in the viewer card: indented text, escaped by React, never markup. */
export function XmlView({ data, name }: { data: Blob; name: string }) {
  const styles = useStyles();
  const [text, setText] = useState<{ value: string; truncated: boolean }>();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let cancelled = false;
    data.text().then(
      (raw) => {
        if (cancelled) return;
        const truncated = raw.length > XML_PREVIEW_CHARS;
        // A cut document is not well-formed: show it as it is rather than indent half of it.
        setText({ value: truncated ? raw.slice(0, XML_PREVIEW_CHARS) : prettyXml(raw), truncated });
      },
      () => !cancelled && setFailed(true),
    );
    return () => {
      cancelled = true;
    };
  }, [data]);

  if (failed) {
    return (
      <MessageBar intent="error">
        <MessageBarBody>{viewerTexts.loadFailed}</MessageBarBody>
      </MessageBar>
    );
  }
  if (!text) return <Spinner size="small" label={viewerTexts.loading} />;
  return (
    <>
      <pre className={styles.pre} tabIndex={0} role="region" aria-label={viewerTexts.xmlLabel(name)}>
        {text.value}
      </pre>
      {text.truncated && <Body1>{viewerTexts.xmlTruncated(XML_PREVIEW_CHARS)}</Body1>}
    </>
  );
}
