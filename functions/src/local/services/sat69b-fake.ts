import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * A stand-in for the SAT's open-data host on loopback: GET /cifras_sat/Documents/Listado_Completo_69-B.csv answers
 * the demo list (cp1252, preamble lines, the two flagged demo suppliers) or whatever a test put in place, so the
 * watch downloads it by HTTP exactly as it does from the SAT. Anything else is a 404.
 */
export const SAT69B_PATH = '/cifras_sat/Documents/Listado_Completo_69-B.csv';
export const sat69bDemoFile = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'data', 'sat69b-demo.csv');

export type Sat69bFake = {
  /** The address to configure as SAT69B_URL. */
  url: string;
  /** Downloads answered so far. */
  requests: () => number;
  /** What the next downloads answer: bytes (200) or a status with no body. */
  serve(content: Buffer | { status: number }): void;
  stop(): Promise<void>;
};

export async function startSat69bFake(options: { host?: string; content?: Buffer } = {}): Promise<Sat69bFake> {
  let answer: Buffer | { status: number } = options.content ?? readFileSync(sat69bDemoFile);
  let requests = 0;
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== SAT69B_PATH) {
      res.writeHead(404).end();
      return;
    }
    requests++;
    if (!Buffer.isBuffer(answer)) {
      res.writeHead(answer.status).end();
      return;
    }
    res.writeHead(200, { 'Content-Type': 'text/csv', 'Content-Length': String(answer.length) }).end(answer);
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://${host}:${port}${SAT69B_PATH}`,
    requests: () => requests,
    serve(content) {
      answer = content;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
