/**
 * The tabs of one browser tell each other about the session (part 1 §9: activity is shared across tabs; idle
 * logout ends every tab): 'activity' when the user did something in a tab, 'logout' when a tab ended the session.
 * BroadcastChannel where the browser has it; otherwise a localStorage key whose 'storage' event the other tabs see.
 * Neither delivers a message to the tab that sent it.
 */
export type SessionMessage = { type: 'activity' } | { type: 'logout' };

export type SessionChannel = {
  post: (message: SessionMessage) => void;
  /** Calls `listener` with every message of another tab; returns the unsubscribe function. */
  subscribe: (listener: (message: SessionMessage) => void) => () => void;
  close: () => void;
};

export const sessionChannelName = 'expediente.session';
/** The localStorage key of the fallback; each write carries a nonce so that a repeated message still fires. */
export const sessionStorageKey = 'expediente.session.message';

export function isSessionMessage(value: unknown): value is SessionMessage {
  if (typeof value !== 'object' || value === null) return false;
  const type = (value as { type?: unknown }).type;
  return type === 'activity' || type === 'logout';
}

export type SessionChannelEnvironment = {
  /** undefined: use the localStorage fallback. */
  BroadcastChannel?: typeof BroadcastChannel;
  storage?: Storage;
  /** Where 'storage' events arrive (window). */
  events?: EventTarget;
};

function defaultEnvironment(): SessionChannelEnvironment {
  let storage: Storage | undefined;
  try {
    storage = window.localStorage;
  } catch {
    storage = undefined; // storage blocked by privacy settings: this tab talks to no other
  }
  return {
    BroadcastChannel: typeof BroadcastChannel === 'function' ? BroadcastChannel : undefined,
    storage,
    events: window,
  };
}

function broadcastChannel(Channel: typeof BroadcastChannel): SessionChannel {
  const channel = new Channel(sessionChannelName);
  const unsubscribers = new Set<() => void>();
  return {
    post: (message) => channel.postMessage(message),
    subscribe: (listener) => {
      const onMessage = (event: MessageEvent) => {
        if (isSessionMessage(event.data)) listener({ type: event.data.type });
      };
      channel.addEventListener('message', onMessage);
      const unsubscribe = () => {
        channel.removeEventListener('message', onMessage);
        unsubscribers.delete(unsubscribe);
      };
      unsubscribers.add(unsubscribe);
      return unsubscribe;
    },
    close: () => {
      for (const unsubscribe of [...unsubscribers]) unsubscribe();
      channel.close();
    },
  };
}

function storageChannel(storage: Storage | undefined, events: EventTarget | undefined): SessionChannel {
  const unsubscribers = new Set<() => void>();
  return {
    post: (message) => {
      try {
        storage?.setItem(sessionStorageKey, JSON.stringify({ ...message, nonce: `${Date.now()}-${Math.random()}` }));
      } catch {
        // storage full or blocked: the other tabs keep their own timers
      }
    },
    subscribe: (listener) => {
      const onStorage = (event: Event) => {
        const { key, newValue } = event as StorageEvent;
        if (key !== sessionStorageKey || !newValue) return;
        try {
          const data: unknown = JSON.parse(newValue);
          if (isSessionMessage(data)) listener({ type: data.type });
        } catch {
          // not ours
        }
      };
      events?.addEventListener('storage', onStorage);
      const unsubscribe = () => {
        events?.removeEventListener('storage', onStorage);
        unsubscribers.delete(unsubscribe);
      };
      unsubscribers.add(unsubscribe);
      return unsubscribe;
    },
    close: () => {
      for (const unsubscribe of [...unsubscribers]) unsubscribe();
    },
  };
}

export function createSessionChannel(environment: SessionChannelEnvironment = defaultEnvironment()): SessionChannel {
  if (environment.BroadcastChannel) return broadcastChannel(environment.BroadcastChannel);
  return storageChannel(environment.storage, environment.events);
}

/** Tells the other tabs that this one ended the session (the /logout page, the blocked-account screen). */
export function announceLogout(environment?: SessionChannelEnvironment): void {
  const channel = createSessionChannel(environment);
  channel.post({ type: 'logout' });
  channel.close();
}
