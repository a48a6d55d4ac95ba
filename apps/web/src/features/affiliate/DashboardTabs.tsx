// Dashboard, Manage Links and Coupon Codes tabs (product §2, §5, §8).
import { useMemo } from 'react';
import {
  activeStatusView, affiliateLinkUrl, MAX_COMMISSION_RATE, MAX_TOTAL_RATE, messages,
  type AffiliateLink, type Coupon, type FieldErrors, type RateFormValues,
} from '@pt/api';
import { saveFile, useApiClient, useClipboard, useCreateCoupon, useCreateLink, useFilteredList } from '@pt/react';
import { Button, Inline, Stack } from '@pt/ui';
import {
  CouponTable, CreateCouponForm, CreateLinkForm, LinkList, LinkTable, type AffiliateLinkRow, type CouponRow,
  type RateFormErrors,
} from '@pt/ui/affiliate';
import type { ReadyDashboard } from './AffiliateDashboard';
import { affiliateCsv, affiliateCsvFileName } from './affiliateCsv';
import { ledgerFormat } from './ledgerFormat';
import { useToaster } from '../../app/toasts/AppToasts';

const linkRow = (l: AffiliateLink): AffiliateLinkRow => ({
  id: l.id, name: l.name, commissionRate: l.commission_rate, discountRate: l.discount_rate, clicks: l.clicks,
  conversions: l.conversions, earnings: l.earnings, status: activeStatusView(l.is_active),
});
const couponRow = (c: Coupon): CouponRow => ({
  id: c.id, code: c.code, commissionRate: c.commission_rate, discountRate: c.discount_rate, uses: c.uses,
  conversions: c.conversions, earnings: c.earnings, status: activeStatusView(c.is_active),
});

/** The hook's field errors and form message in the kit's slots (the name field is 'code' on the coupon form). */
function rateFormErrors(fieldErrors: FieldErrors<keyof RateFormValues>, message: string | null, nameKey: 'name' | 'code'): RateFormErrors {
  return { [nameKey]: fieldErrors.name, commissionRate: fieldErrors.commission_rate, discountRate: fieldErrors.discount_rate, form: message ?? undefined };
}

type RateFormHook = ReturnType<typeof useCreateLink> | ReturnType<typeof useCreateCoupon>;

/**
 * The props the link and coupon forms share: the rates with their limits (the SDK's), the errors,
 * the submit state; editing a field clears the last outcome.
 */
function rateFormProps(create: RateFormHook, nameKey: 'name' | 'code', submit: () => Promise<void>) {
  const { values, setField, maxDiscount, fieldErrors } = create.form;
  const edit = <K extends keyof RateFormValues>(field: K) => (value: RateFormValues[K]) => { setField(field, value); create.reset(); };
  return {
    name: values.name,
    onNameChange: edit('name'),
    rates: {
      commissionRate: values.commission_rate, onCommissionRateChange: edit('commission_rate'),
      discountRate: values.discount_rate, onDiscountRateChange: edit('discount_rate'),
      maxCommission: MAX_COMMISSION_RATE, maxTotal: MAX_TOTAL_RATE, maxDiscount,
      errors: rateFormErrors(fieldErrors, create.errorMessage, nameKey),
      submitting: create.status === 'pending',
      onSubmit: () => { void submit(); },
    },
  };
}

/** CSV with a byte order mark, so spreadsheet apps read it as UTF-8. */
const csvFile = (text: string) => new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' });

function useCopyWithToast() {
  const { copy } = useClipboard();
  const toaster = useToaster();
  return async (text: string) => {
    const ok = await copy(text);
    if (!ok) throw new Error('copy refused');
    toaster?.toast({ title: messages.copied, tone: 'success' });
  };
}

function LinksFilteredTable({ links }: { links: readonly AffiliateLink[] }) {
  const list = useFilteredList(links, { fields: ['name'] });
  const rows = useMemo(() => list.items.map(linkRow), [list.items]);
  return (
    <LinkTable links={rows} format={ledgerFormat} totalCount={list.total} query={list.query} onQueryChange={list.setQuery}
      status={list.status} onStatusChange={list.setStatus} onClearFilters={list.clearFilters} />
  );
}

function CouponsFilteredTable({ coupons, onCopy }: { coupons: readonly Coupon[]; onCopy?: (code: string) => Promise<void> }) {
  const list = useFilteredList(coupons, { fields: ['code'] });
  const rows = useMemo(() => list.items.map(couponRow), [list.items]);
  return (
    <CouponTable coupons={rows} format={ledgerFormat} totalCount={list.total} query={list.query} onQueryChange={list.setQuery}
      status={list.status} onStatusChange={list.setStatus} onClearFilters={list.clearFilters} onCopy={onCopy} />
  );
}

export function OverviewTab({ dash, onGoTo }: { dash: ReadyDashboard; onGoTo: (tab: string) => void }) {
  const client = useApiClient('OverviewTab');
  const empty = dash.links.length === 0 && dash.coupons.length === 0;
  return (
    <Stack gap="8">
      <Inline gap="3" align="end">
        <Button variant="outline" size="sm" disabled={empty}
          onClick={() => saveFile(csvFile(affiliateCsv(dash.links, dash.coupons, client.appUrl)), affiliateCsvFileName(new Date()))}>
          Export CSV
        </Button>
        {dash.links.length === 0 ? <Button size="sm" onClick={() => onGoTo('links')}>Create a link</Button> : null}
      </Inline>
      <LinksFilteredTable links={dash.links} />
      <CouponsFilteredTable coupons={dash.coupons} />
    </Stack>
  );
}

export function LinksTab({ dash }: { dash: ReadyDashboard }) {
  const client = useApiClient('LinksTab');
  const create = useCreateLink();
  const toaster = useToaster();
  const copy = useCopyWithToast();
  const items = useMemo(() => dash.links.map((l) => ({
    id: l.id, name: l.name, url: affiliateLinkUrl(l.id, client.appUrl), commissionRate: l.commission_rate,
    discountRate: l.discount_rate, status: activeStatusView(l.is_active),
  })), [dash.links, client.appUrl]);
  const submit = async () => {
    const created = await create.submit();
    if (!created) return;
    toaster?.toast(created.copied
      ? { title: messages.linkGenerated, description: created.url, tone: 'success' }
      : { title: 'Link generated', description: created.url, tone: 'success' });
  };
  const form = rateFormProps(create, 'name', submit);
  return (
    <Stack gap="8">
      <CreateLinkForm name={form.name} onNameChange={form.onNameChange} {...form.rates} />
      <Stack as="section" aria-labelledby="your-links" gap="4">
        <h3 id="your-links">Your links</h3>
        <LinkList links={items} onCopy={copy} />
      </Stack>
    </Stack>
  );
}

export function CouponsTab({ dash }: { dash: ReadyDashboard }) {
  const create = useCreateCoupon();
  const toaster = useToaster();
  const copy = useCopyWithToast();
  const submit = async () => {
    const coupon = await create.submit();
    if (coupon) toaster?.toast({ title: messages.couponGenerated, description: coupon.code, tone: 'success' });
  };
  const form = rateFormProps(create, 'code', submit);
  return (
    <Stack gap="8">
      <CreateCouponForm code={form.name} onCodeChange={form.onNameChange} {...form.rates} />
      <CouponsFilteredTable coupons={dash.coupons} onCopy={copy} />
    </Stack>
  );
}
