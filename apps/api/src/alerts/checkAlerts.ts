import { priceAlertNotification, priceAlertState, type StockQuote } from '@pt/api';
import type { AppDeps } from '../context';
import { queueMail } from '../mail/outbox';
import { mailTemplates } from '../mail/templates';
import type { FeatureGate } from '../plans/requireFeature';
import type { MarketData } from '../investing/MarketData';
import { num } from '../lib/time';
import { emailIfWanted } from '../account/accountSettings';
import { fireAlert, listAlertsToCheckById, listAllAlertsToCheck, rearmAlert } from '../db/queries/alerts';

export interface AlertCheckResult { checked: number; fired: number; rearmed: number }
export type CheckAlerts = (now: Date, only?: { alertIds?: readonly string[] }) => Promise<AlertCheckResult>;

/**
 * Checks price alerts against the delayed quotes at `now` (all of them, or `alertIds`). An alert
 * fires when @pt/api's `priceAlertState` holds and it has not fired for that state's key: one
 * statement sets the key and writes the notification only if the key still differs, so two
 * server instances checking at once fire it once; its e-mail, unless the member turned price-alert e-mails off in
 * Settings, is queued in the same transaction. An alert whose condition no longer holds is
 * re-armed (its key cleared). Alerts of members whose plan has lost `custom_alerts` are skipped,
 * not deleted: they work again once the plan is back.
 *
 * The sample market data changes its quotes once a day (a day's close is fixed from the start of
 * its UTC day), so in practice an alert fires at most once a day; a real feed, whose quotes move
 * during the day, would be checked the same way at each tick, or on its own events.
 */
export function makeCheckAlerts(deps: AppDeps, gate: FeatureGate, market: MarketData): CheckAlerts {
  const { db } = deps;
  return async (now, only = {}) => {
    const rows = only.alertIds
      ? only.alertIds.length ? await listAlertsToCheckById(db, only.alertIds) : []
      : await listAllAlertsToCheck(db);
    const entitled = new Map<string, boolean>();
    const quotes = new Map<string, StockQuote | null>();
    const result: AlertCheckResult = { checked: 0, fired: 0, rearmed: 0 };
    for (const row of rows) {
      if (!entitled.has(row.user_id)) entitled.set(row.user_id, await gate.hasFeature({ id: row.user_id }, 'custom_alerts'));
      if (!entitled.get(row.user_id)) continue;
      if (!quotes.has(row.symbol)) quotes.set(row.symbol, await market.quote(row.symbol, now));
      const quote = quotes.get(row.symbol);
      if (!quote) continue;
      result.checked++;
      const alert = { condition: row.condition, threshold: num(row.threshold) };
      const state = priceAlertState(alert, quote);
      if (state.met && row.fired_key !== state.key) {
        const text = priceAlertNotification(row.symbol, alert, quote, quote.currency);
        // The bell's notification and the e-mail (product §15.2) are written with the firing, in one transaction.
        result.fired += await db.transaction(async (tx) => {
          const fired = await fireAlert(tx, { id: row.id, key: state.key, now, price: quote.price, title: text.title, body: text.body });
          for (const f of fired) {
            // The e-mail follows the member's choice in Settings (product §14.3: on unless turned off).
            const u = await emailIfWanted(tx, f.user_id, 'price_alerts');
            if (u) await queueMail(deps, tx, u.email, mailTemplates.priceAlert({ name: u.full_name, title: text.title, body: text.body, url: `${deps.config.appUrl}/app/alerts` }));
          }
          return fired.length;
        });
      } else if (!state.met && row.fired_key !== null) {
        if (await rearmAlert(db, row.id)) result.rearmed++;
      }
    }
    return result;
  };
}
