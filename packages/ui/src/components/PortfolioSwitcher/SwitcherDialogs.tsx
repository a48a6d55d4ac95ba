import { ConfirmDialog } from '../PortfolioShared';
import { PortfolioNameDialog } from './PortfolioNameDialog';
import type { PortfolioSwitcherItem } from './PortfolioSwitcher';

export type SwitcherDialog = { dialog: 'create' } | { dialog: 'rename'; item: PortfolioSwitcherItem } | { dialog: 'delete'; item: PortfolioSwitcherItem } | null;

export interface SwitcherDialogsProps {
  open: SwitcherDialog;
  /** Each opening's number: a fresh name dialog (and so the name it starts from) for each. */
  opening: number;
  validateName: (name: string) => string | null;
  onCreate: (name: string) => unknown;
  onRename: (id: string, name: string) => unknown;
  onDelete: (id: string) => unknown;
  onClose: () => void;
}

/**
 * The switcher's dialogs: the name of a new or renamed portfolio, and the confirmation of a
 * deletion. A module of its own, which PortfolioSwitcher loads when its menu is first used: the
 * dialog machinery is not needed to show the workspace (its frame's budget, product §10.19).
 */
export function SwitcherDialogs({ open, opening, validateName, onCreate, onRename, onDelete, onClose }: SwitcherDialogsProps) {
  return (
    <>
      <PortfolioNameDialog
        key={`name-${opening}`}
        open={open?.dialog === 'create' || open?.dialog === 'rename'}
        title={open?.dialog === 'rename' ? 'Rename portfolio' : 'New portfolio'}
        submitLabel={open?.dialog === 'rename' ? 'Save name' : 'Create portfolio'}
        initialName={open?.dialog === 'rename' ? open.item.name : ''}
        validate={validateName}
        onSubmit={(name) => (open?.dialog === 'rename' ? onRename(open.item.id, name) : onCreate(name))}
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
