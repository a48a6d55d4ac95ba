import {
  Field as HeadlessField, Label, Listbox, ListboxButton, ListboxOption, ListboxOptions, Menu, MenuButton, MenuItem, MenuItems, MenuSeparator,
} from '@headlessui/react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { cx } from '../../cx';
import { Button } from '../../primitives/Button';
import { Panel } from '../../primitives/Panel';
import { CheckIcon, ChevronDownIcon, PlusIcon } from '../../primitives/Icon';
import { Spinner } from '../../primitives/Spinner';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import * as styles from './PortfolioSwitcher.css';
import type { SwitcherDialog } from './SwitcherDialogs';

// The dialogs (Headless UI's Dialog with its focus trap, about 7 KB gzip) load when the menu is first
// opened or a dialog is asked for, not with the workspace: they are not needed to show it.
const loadDialogs = () => import('./SwitcherDialogs');
const SwitcherDialogs = lazy(() => loadDialogs().then((m) => ({ default: m.SwitcherDialogs })));
const preloadDialogs = () => { void loadDialogs().catch(() => undefined); };

/** A portfolio as the switcher lists it; the SDK's `Portfolio` passes as it is. */
export interface PortfolioSwitcherItem {
  id: string;
  name: string;
  /** Its base currency (shown beside the name when `currencies` is given). */
  currency?: string;
}

export interface PortfolioSwitcherProps<Item extends PortfolioSwitcherItem> {
  portfolios: readonly Item[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  /** Creates a portfolio; the dialog shows it running and keeps the name through an error (a rejection's message). */
  onCreate: (name: string, currency?: string) => unknown;
  onRename: (id: string, name: string, currency?: string) => unknown;
  /** The base currencies a portfolio may be kept in: with them, New and Edit ask for one (product §10.22). */
  currencies?: readonly string[];
  /** The currency a new portfolio starts with. */
  defaultCurrency?: string;
  onDelete: (id: string) => unknown;
  /** The name's rule (e.g. the SDK's); by default a name must not be empty. */
  validateName?: (name: string) => string | null;
  label?: ReactNode;
  loading?: boolean;
  error?: ReactNode;
  onRetry?: () => void;
  className?: string;
}

type Open = SwitcherDialog;

/** Holds a control's room while loading without showing it (an inline style: no rule in the one stylesheet). */
const HIDDEN = { visibility: 'hidden' } as const;

const requireName = (name: string): string | null => (name.trim() ? null : 'Enter a name for the portfolio');

/**
 * Picks the portfolio the workspace shows (a listbox), with its actions in a menu beside it: New
 * portfolio, Rename and Delete. Create and rename ask for the name in a dialog; delete asks for
 * confirmation naming the portfolio. Every action's callback may return a promise: the dialog
 * shows it running and, when it rejects, its message, keeping what was typed.
 */
export function PortfolioSwitcher<Item extends PortfolioSwitcherItem>({
  portfolios, selectedId, onSelect, onCreate, onRename, onDelete, currencies, defaultCurrency, validateName = requireName, label = 'Portfolio', loading = false, error,
  onRetry, className,
}: PortfolioSwitcherProps<Item>) {
  const [open, setOpen] = useState<Open>(null);
  // Each opening gets a fresh dialog (and so the name it starts from).
  const [opening, setOpening] = useState(0);
  const show = (next: Open) => { setOpening((n) => n + 1); setOpen(next); };
  // Mounted from the first dialog on, and kept (a closing dialog plays its transition).
  const dialogsWanted = opening > 0;
  const selected = portfolios.find((p) => p.id === selectedId) ?? null;

  // The loaded row's shape: the label above a control-high line, and the Manage button's room
  // held (invisibly), so the row neither grows nor wraps differently when the list arrives.
  const placeholder = (
    <div className={styles.row}>
      <div className={styles.field}>
        <span className={styles.label} aria-hidden="true">{label}</span>
        <p className={styles.loading} role="status"><Spinner size="sm" label={null} /> Loading portfolios...</p>
      </div>
      <span className={styles.menuButton} style={HIDDEN} aria-hidden="true">
        Manage
        <ChevronDownIcon size={16} />
      </span>
    </div>
  );

  let control: ReactNode;
  // No portfolio yet is the control's own row, not an empty panel: the call to create one sits
  // where the picker will be (product §16.5).
  if (portfolios.length === 0) {
    control = (
      <div className={styles.row}>
        <p className={styles.empty}>No portfolios yet.</p>
        <Button leadingIcon={<PlusIcon size={18} />} onClick={() => show({ dialog: 'create' })}>Create a portfolio</Button>
      </div>
    );
  } else {
    control = (
      <div className={styles.row}>
        <HeadlessField className={styles.field}>
          {/* Headless UI names the button by the label alone while it is closed: the label carries the
              current portfolio for screen readers, so 'Portfolio: Growth, button' says what is shown. */}
          <Label className={styles.label}>
            {label}
            {selected ? <VisuallyHidden>: {selected.name}</VisuallyHidden> : null}
          </Label>
          <Listbox value={selected?.id ?? null} onChange={(id: string | null) => { if (id) onSelect(id); }}>
            <ListboxButton className={styles.listboxButton}>
              <span className={styles.current}>{selected?.name ?? 'Choose a portfolio'}</span>
              <ChevronDownIcon size={18} className={styles.chevron} />
            </ListboxButton>
            <ListboxOptions anchor={{ to: 'bottom start', gap: 4 }} className={styles.options}>
              {portfolios.map((p) => (
                <ListboxOption key={p.id} value={p.id} className={styles.option}>
                  <CheckIcon size={16} className={styles.check} />
                  <span className={styles.optionName}>{p.name}</span>
                </ListboxOption>
              ))}
            </ListboxOptions>
          </Listbox>
        </HeadlessField>
        <Menu>
          <MenuButton className={styles.menuButton} aria-label={selected ? `Manage ${selected.name}` : "Manage portfolios"}
            onPointerEnter={preloadDialogs} onFocus={preloadDialogs}>
            Manage
            <ChevronDownIcon size={16} />
          </MenuButton>
          <MenuItems anchor={{ to: 'bottom end', gap: 4 }} className={styles.menu}>
            <MenuItem>
              <button type="button" className={styles.menuItem} onClick={() => show({ dialog: 'create' })}>New portfolio</button>
            </MenuItem>
            {selected ? (
              <>
                <MenuItem>
                  <button type="button" className={styles.menuItem} onClick={() => show({ dialog: 'rename', item: selected })}>
                    {currencies?.length ? 'Edit' : 'Rename'} &ldquo;{selected.name}&rdquo;
                  </button>
                </MenuItem>
                <MenuSeparator className={styles.menuSeparator} />
                <MenuItem>
                  <button type="button" className={cx(styles.menuItem, styles.menuDanger)} onClick={() => show({ dialog: 'delete', item: selected })}>
                    Delete &ldquo;{selected.name}&rdquo;
                  </button>
                </MenuItem>
              </>
            ) : null}
          </MenuItems>
        </Menu>
      </div>
    );
  }

  const close = () => setOpen(null);
  return (
    <>
      <Panel className={cx(styles.root, className)} loading={loading} placeholder={placeholder} error={error} onRetry={onRetry} empty={Boolean(error)}>
        {control}
      </Panel>
      {dialogsWanted ? (
        <Suspense fallback={null}>
          <SwitcherDialogs
            open={open} opening={opening} validateName={validateName} onCreate={onCreate} onRename={onRename} onDelete={onDelete} onClose={close}
            currencies={currencies} defaultCurrency={defaultCurrency}
          />
        </Suspense>
      ) : null}
    </>
  );
}
