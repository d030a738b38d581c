/**
 * The adapter between the site and the push-notification script of settings.setup (spec §6,
 * settings.dengageEnable). The script exposes one command function, `window.dengage(command,
 * ...args)`; until it has loaded, calls wait in its standard queue (`dengage.q`), which the
 * script replays when it starts. This is the only place that knows the script's commands.
 */
export type PushCommand = ((command: string, ...args: unknown[]) => void) & { q?: unknown[][] };

declare global {
  interface Window {
    dengage?: PushCommand;
  }
}

/** Remembers which key this browser gave the script, so logging out can take it back. */
export const PUSH_KEY_STORAGE = "push_contact_key";

function command(win: Window): PushCommand {
  if (typeof win.dengage === "function") return win.dengage;
  const queue: PushCommand = (...args: unknown[]) => {
    queue.q ??= [];
    queue.q.push(args);
  };
  win.dengage = queue;
  return queue;
}

function stored(win: Window): string | null {
  try {
    return win.localStorage.getItem(PUSH_KEY_STORAGE);
  } catch {
    // Storage blocked (private mode, a policy): the key is still set, logout cannot clear it.
    return null;
  }
}

function remember(win: Window, key: string | null): void {
  try {
    if (key) win.localStorage.setItem(PUSH_KEY_STORAGE, key);
    else win.localStorage.removeItem(PUSH_KEY_STORAGE);
  } catch {
    // See stored().
  }
}

/**
 * Tells the push script who is here: a logged-in player's contact key on each page load (the
 * script does not survive a reload), nothing at all for a visitor, and once after a logout an
 * empty key, so the browser stops receiving that player's notifications.
 */
export function syncPushContact(key: string | null, win: Window = window): void {
  const previous = stored(win);
  if (key) {
    command(win)("setContactKey", key);
    remember(win, key);
  } else if (previous) {
    command(win)("setContactKey", null);
    remember(win, null);
  }
}
