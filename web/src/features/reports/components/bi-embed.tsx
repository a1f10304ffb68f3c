import { models, type Embed, type service } from 'powerbi-client';
import { PowerBIEmbed } from 'powerbi-client-react';
import { useMemo, useState } from 'react';
import type { BiAuthResponse } from '@expediente/contracts/reports/reports-values';

/** What BiReport needs of the embedded report: the token hand-over (powerbi-client's Report.setAccessToken). */
export type EmbeddedReport = { setAccessToken(token: string): Promise<void>; iframe?: HTMLIFrameElement };

export type BiEmbedProps = {
  /** The first token; later ones go through setAccessToken, never through a new configuration (that would reload). */
  auth: BiAuthResponse;
  className: string;
  onEmbedded: (report: EmbeddedReport) => void;
  onLoaded: () => void;
  onError: (detail: unknown) => void;
};

/**
 * The Power BI client (powerbi-client-react), in its own chunk: only pages with a configured report download it. The
 * report is embedded with the embed token of GET /api/reports/bi/auth (app owns data), in Mexican Spanish, with the
 * filter pane hidden.
 */
export function BiEmbed({ auth, className, onEmbedded, onLoaded, onError }: BiEmbedProps) {
  const { id } = auth.report;
  const { embedUrl } = auth;
  // The configuration keeps the first token: later ones are handed over with setAccessToken (no reload).
  const [token] = useState(auth.token);
  const config = useMemo(
    () => ({
      type: 'report',
      id,
      embedUrl,
      accessToken: token,
      tokenType: models.TokenType.Embed,
      settings: {
        panes: { filters: { visible: false }, pageNavigation: { visible: true } },
        localeSettings: { language: 'es-MX', formatLocale: 'es-MX' },
      },
    }),
    [id, embedUrl, token],
  );
  const handlers = useMemo(
    () =>
      new Map<string, (event?: service.ICustomEvent<unknown>) => void>([
        ['loaded', () => onLoaded()],
        ['error', (event) => onError(event?.detail)],
      ]),
    [onLoaded, onError],
  );
  return <PowerBIEmbed embedConfig={config} eventHandlers={handlers} cssClassName={className} getEmbeddedComponent={(embed: Embed) => onEmbedded(embed as unknown as EmbeddedReport)} />;
}
