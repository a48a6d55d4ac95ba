import { ConfirmDialog } from '../../private/PortfolioShared';
import { PortfolioNameDialog } from './PortfolioNameDialog';
import type { PortfolioSwitcherItem } from './PortfolioSwitcher';

export type SwitcherDialog = { dialog: 'create' } | { dialog: 'rename'; item: PortfolioSwitcherItem } | { dialog: 'delete'; item: PortfolioSwitcherItem } | null;

export interface SwitcherDialogsProps {
  open: SwitcherDialog;
  /** Each opening's number: a fresh name dialog (and so the name it starts from) for each. */
  opening: number;
  validateName: (name: string) => string | null;
  onCreate: (name: string, currency?: string) => unknown;
  onRename: (id: string, name: string, currency?: string) => unknown;
  /** The base currencies a portfolio may be kept in: with them, creating and editing ask for one. */
  currencies?: readonly string[];
  /** The currency a new portfolio starts with (the member's own base currency). */
  defaultCurrency?: string;
  onDelete: (id: string) => unknown;
  onClose: () => void;
}

/**
 * The switcher's dialogs: the name of a new or renamed portfolio, and the confirmation of a
 * deletion. A module of its own, which PortfolioSwitcher loads when its menu is first used: the
 * dialog machinery is not needed to show the workspace (its frame's budget, product §10.19).
 */
export function SwitcherDialogs({ open, opening, validateName, onCreate, onRename, onDelete, onClose, currencies, defaultCurrency }: SwitcherDialogsProps) {
  const editing = open?.dialog === 'rename' ? open.item : null;
  return (
    <>
      <PortfolioNameDialog
        key={`name-${opening}`}
        open={open?.dialog === 'create' || open?.dialog === 'rename'}
        title={editing ? (currencies?.length ? 'Edit portfolio' : 'Rename portfolio') : 'New portfolio'}
        submitLabel={editing ? (currencies?.length ? 'Save changes' : 'Save name') : 'Create portfolio'}
        initialName={editing ? editing.name : ''}
        validate={validateName}
        currencies={currencies}
        initialCurrency={editing ? editing.currency : defaultCurrency}
        currencyHint={editing ? 'Every figure is converted to it with each day’s exchange rate.' : 'Values, returns and cash are shown in it.'}
        onSubmit={(name, currency) => (editing ? onRename(editing.id, name, currency) : onCreate(name, currency))}
        onClose={onClose}
      />
      <ConfirmDialog
        open={open?.dialog === 'delete'}
        title={open?.dialog === 'delete' ? `Delete \u201c${open.item.name}\u201d?` : 'Delete portfolio?'}
        description="Its transactions are deleted with it. This cannot be undone."
        confirmLabel="Delete portfolio"
        pendingLabel="Deleting..."
        failureText="The portfolio could not be deleted. Please try again."
        onConfirm={() => (open?.dialog === 'delete' ? onDelete(open.item.id) : undefined)}
        onClose={onClose}
      />
    </>
  );
}
