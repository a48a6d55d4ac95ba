// Sends an admin's decision for the kit's decision dialogs: they check the typed text with the SDK's
// rule first, then wait on this promise; a refusal rejects with the server's reason (the dialog
// stays open with the text kept and says why) after the lists are read again, since another admin
// may have decided meanwhile.
import { ledgerMessages, serverMessageOr } from '@pt/api';

export async function sendDecision<T>(send: () => Promise<T>, refresh: () => Promise<void>): Promise<T> {
  try {
    return await send();
  } catch (error) {
    await refresh().catch(() => undefined);
    throw new Error(serverMessageOr(error, ledgerMessages.decisionFailed));
  }
}
