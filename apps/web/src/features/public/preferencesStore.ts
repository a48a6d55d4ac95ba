// Whether the cookie preferences panel is open. A tiny external store rather than React state
// in the layout: the footer opens it and the consent part shows it, and neither the layout nor
// the prerendered boundaries between them re-render when it changes.
type Listener = () => void;

export function createPreferencesStore() {
  let open = false;
  const listeners = new Set<Listener>();
  const set = (next: boolean) => {
    if (open === next) return;
    open = next;
    listeners.forEach((l) => l());
  };
  return {
    getSnapshot: () => open,
    getServerSnapshot: () => false,
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => { listeners.delete(listener); };
    },
    open: () => set(true),
    close: () => set(false),
  };
}

export const preferencesStore = createPreferencesStore();
