import { Button } from '../../primitives/Button';
import { Dialog } from '../../primitives/Dialog';
import { Badge } from '../../primitives/Badge';
import { Stack } from '../../primitives/Stack';
import * as s from '../../private/AppShared/styles.css';

export interface CardAuthenticationDialogProps {
  open: boolean;
  /** The card being confirmed: 'Visa ending in 3155'. */
  card: string;
  /** The amount, when a payment is being confirmed: '$12.50'. */
  amount?: string | null;
  onApprove: () => void;
  onFail: () => void;
  /** Closed without an answer (Escape, ×): nothing is charged. */
  onCancel: () => void;
}

/**
 * The 3-D Secure step of the local test mode (product §11.2): the card provider asks the card's bank to
 * confirm the member; in test mode the member answers for the bank, completing or failing the check.
 */
export function CardAuthenticationDialog({ open, card, amount, onApprove, onFail, onCancel }: CardAuthenticationDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      size="sm"
      title="Confirm your card"
      description="Your card's bank asks you to confirm that this is you (3-D Secure)."
      footer={(
        <>
          <Button variant="outline" onClick={onFail}>Fail authentication</Button>
          <Button onClick={onApprove}>Complete authentication</Button>
        </>
      )}
    >
      <Stack gap="3">
        <ul className={s.kvList}>
          <li className={s.kvItem}><span className={s.kvLabel}>Card</span><span className={s.kvValue}>{card}</span></li>
          {amount ? <li className={s.kvItem}><span className={s.kvLabel}>Amount</span><span className={s.kvValue}>{amount}</span></li> : null}
        </ul>
        <p className={s.sectionSubtitle}>
          <Badge tone="warning" size="sm">Test mode</Badge>{' '}
          A real bank would show its own page here. Choose what the bank answers.
        </p>
      </Stack>
    </Dialog>
  );
}
