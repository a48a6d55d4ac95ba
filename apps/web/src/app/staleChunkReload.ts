// A tab left open across a deploy asks for chunks the new build no longer has, and the dynamic
// import fails (Vite reports it as 'vite:preloadError'). Reloading picks up the new build. Not
// when offline (the reload would fail as well), and not twice within 30 s: a chunk that is really
// missing must reach the error screen, not loop. Meanwhile the error boundaries show the loading
// state instead of an error (isReloadingForNewBuild).

const RELOADED_AT_KEY = 'pt_stale_chunk_reload_at';
const GUARD_MS = 30_000;

let reloading = false;

/** True once a reload for a new build has started. */
export const isReloadingForNewBuild = (): boolean => reloading;

export interface ReloadEnv {
  online(): boolean;
  now(): number;
  /** Session storage; null when the browser blocks it. */
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  reload(): void;
}

/** Starts the reload when it is safe to; returns whether it did. */
export function reloadForNewBuild(env: ReloadEnv): boolean {
  if (reloading) return true;
  if (!env.online() || !env.storage) return false;
  try {
    if (env.now() - (Number(env.storage.getItem(RELOADED_AT_KEY)) || 0) < GUARD_MS) return false;
    env.storage.setItem(RELOADED_AT_KEY, String(env.now()));
  } catch {
    // Without storage a second failure could not be told from the first: no reload.
    return false;
  }
  reloading = true;
  env.reload();
  return true;
}

function sessionStorageOrNull(win: Window): Storage | null {
  try {
    return win.sessionStorage;
  } catch {
    return null;
  }
}

/** Listens for failed dynamic imports in this window. */
export function installStaleChunkReload(win: Window = window): void {
  win.addEventListener('vite:preloadError', () => {
    reloadForNewBuild({
      online: () => win.navigator.onLine,
      now: () => Date.now(),
      storage: sessionStorageOrNull(win),
      reload: () => win.location.reload(),
    });
  });
}

/** Tests only: forget that a reload started. */
export function resetStaleChunkReloadForTests(): void {
  reloading = false;
}
