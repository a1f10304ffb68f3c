import { PlatformContainer } from '../platform/cosmos';

/** A signed-in session (container `sessions`, pk = session id). Times are epoch milliseconds. */
export type SessionItem = {
  id: string;
  pk: string;
  type: 'session';
  userId: string;
  tenantId: string;
  /** The user's sessionVersion when the session began; a different one on the user ends the session. */
  sessionVersion: number;
  createdAt: number;
  lastSeenAt: number;
  /** Absolute end (createdAt + 12 h), whatever the activity. */
  expiresAt: number;
  /** Seconds; real Cosmos deletes the item that long after its last write (the local server never does). */
  ttl: number;
  ip: string;
  userAgent: string;
};

export class SessionsRepository {
  private readonly c = new PlatformContainer<SessionItem>('sessions');

  read(sessionId: string) {
    return this.c.read(sessionId, sessionId);
  }

  create(session: SessionItem) {
    return this.c.create(session);
  }

  upsert(session: SessionItem) {
    return this.c.upsert(session);
  }

  delete(sessionId: string) {
    return this.c.delete(sessionId, sessionId);
  }
}
