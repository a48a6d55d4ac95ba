import { cardBrandLabel, formatMinorAmount, invoiceNumber } from '@pt/api';
import type { Seller } from '../context';
import type { InvoiceRow } from './billing';

/** A piece of text on the page: x and y in points from the bottom left; `align: 'right'` ends it at x. */
export interface PdfText { x: number; y: number; text: string; size?: number; bold?: boolean; align?: 'left' | 'right'; grey?: boolean }
/** A horizontal rule. */
export interface PdfRule { x1: number; x2: number; y: number }

// Advance widths (1/1000 em) of the printable ASCII characters, from the standard Helvetica and
// Helvetica-Bold metrics: enough to end amounts at a right margin. Other characters count as 556.
const HELVETICA = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556,
  1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556,
  333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
];
const HELVETICA_BOLD = [
  278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 333, 333, 584, 584, 584, 611,
  975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333, 278, 333, 584, 556,
  333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611, 611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584,
];

/** The width of `text` in points at `size`. */
export function textWidth(text: string, size: number, bold = false): number {
  const table = bold ? HELVETICA_BOLD : HELVETICA;
  let units = 0;
  for (const ch of text) units += table[ch.charCodeAt(0) - 32] ?? 556;
  return (units * size) / 1000;
}

/** Text as a PDF string in WinAnsi (Latin-1): other characters become '?'. */
const pdfString = (s: string): string => `(${s.replace(/[^\x20-\x7e\xa0-\xff]/g, '?').replace(/([\\()])/g, '\\$1')})`;
const n = (v: number): string => (Math.round(v * 100) / 100).toString();

/** A valid one-page A4 PDF (Helvetica, WinAnsi), built by hand: texts and rules, uncompressed. */
export function buildPage(texts: PdfText[], rules: PdfRule[] = []): Uint8Array {
  const ops: string[] = ['0.85 0.87 0.9 RG', '0.6 w'];
  for (const r of rules) ops.push(`${n(r.x1)} ${n(r.y)} m ${n(r.x2)} ${n(r.y)} l S`);
  for (const t of texts) {
    const size = t.size ?? 10;
    const x = t.align === 'right' ? t.x - textWidth(t.text, size, t.bold) : t.x;
    ops.push(`BT /${t.bold ? 'F2' : 'F1'} ${n(size)} Tf ${t.grey ? '0.38 0.42 0.48' : '0.07 0.09 0.15'} rg ${n(x)} ${n(t.y)} Td ${pdfString(t.text)} Tj ET`);
  }
  const content = ops.join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) out += `${String(off).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(out, 'latin1'));
}

/** A small PDF of text lines, one under the other (kept for callers that need no layout). */
export function buildPdf(lines: string[]): Uint8Array {
  return buildPage(lines.map((text, i) => ({ x: 56, y: 780 - i * 16, text, size: 12 })));
}

/** A day as invoices write it, in UTC (the server does not know the reader's zone): 'Jun 01, 2026'. */
export function invoiceDate(value: Date | string): string {
  const d = new Date(value);
  return `${'JanFebMarAprMayJunJulAugSepOctNovDec'.substr(d.getUTCMonth() * 3, 3)} ${String(d.getUTCDate()).padStart(2, '0')}, ${d.getUTCFullYear()}`;
}

const STATUS: Record<string, string> = { paid: 'Paid', open: 'Open', void: 'Void', uncollectible: 'Uncollectible' };

/**
 * The invoice as a PDF a company can file (product §11.6): the seller (name, address, e-mail, tax id), the
 * buyer, the invoice number (the id's last 8 characters, as the billing history shows it) and dates, the line
 * with the period it pays for, the discount and credit taken off, the tax line, the total, what was paid and
 * refunded, and the card charged.
 */
export function invoicePdf(r: InvoiceRow & { amount_refunded?: number; refunded_at?: Date | null }, buyer: { name: string; email: string }, seller: Seller): Uint8Array {
  const money = (minor: number) => formatMinorAmount(minor, r.currency);
  const left = 56;
  const right = 539;
  const texts: PdfText[] = [];
  const rules: PdfRule[] = [];
  const add = (t: PdfText) => texts.push(t);

  // Seller (left) and the invoice's identity (right).
  add({ x: left, y: 780, text: seller.name, size: 13, bold: true });
  let y = 764;
  for (const line of [...seller.address, seller.email, ...(seller.taxId ? [`Tax ID: ${seller.taxId}`] : [])]) {
    add({ x: left, y, text: line, size: 9.5, grey: true });
    y -= 13;
  }
  add({ x: right, y: 778, text: 'INVOICE', size: 22, bold: true, align: 'right' });
  const meta: [string, string][] = [
    ['Invoice number', invoiceNumber(r.id)],
    ['Issue date', invoiceDate(r.created_at)],
    [r.status === 'paid' ? 'Date paid' : 'Due date', invoiceDate(r.status === 'paid' ? (r.paid_at ?? r.created_at) : (r.due_date ?? r.created_at))],
    ['Status', STATUS[r.status] ?? r.status],
  ];
  meta.forEach(([label, value], i) => {
    add({ x: right - 110, y: 752 - i * 14, text: label, size: 9.5, grey: true, align: 'right' });
    add({ x: right, y: 752 - i * 14, text: value, size: 9.5, bold: i === 0, align: 'right' });
  });

  // Buyer.
  y = Math.min(y, 690) - 14;
  add({ x: left, y, text: 'Bill to', size: 9.5, bold: true });
  add({ x: left, y: y - 14, text: buyer.name, size: 10.5 });
  add({ x: left, y: y - 28, text: buyer.email, size: 10.5, grey: true });

  // The line: what, the period, the amount.
  y -= 70;
  rules.push({ x1: left, x2: right, y: y + 14 });
  add({ x: left, y, text: 'Description', size: 9.5, bold: true });
  add({ x: 300, y, text: 'Service period', size: 9.5, bold: true });
  add({ x: right, y, text: `Amount (${r.currency.toUpperCase()})`, size: 9.5, bold: true, align: 'right' });
  rules.push({ x1: left, x2: right, y: y - 7 });
  y -= 24;
  const subtotal = r.subtotal ?? r.amount_due;
  add({ x: left, y, text: r.description, size: 10.5 });
  add({ x: 300, y, text: r.period_start && r.period_end ? `${invoiceDate(r.period_start)} - ${invoiceDate(r.period_end)}` : '-', size: 10.5 });
  add({ x: right, y, text: money(subtotal), size: 10.5, align: 'right' });
  rules.push({ x1: left, x2: right, y: y - 10 });

  // Totals.
  y -= 32;
  const totals: [string, string, boolean?][] = [['Subtotal', money(subtotal)]];
  if (r.discount_amount) totals.push([`Discount: ${r.discount_label ?? 'Discount'}`, `-${money(r.discount_amount)}`]);
  if (r.credit_amount) totals.push(['Credit for unused time on the previous plan', `-${money(r.credit_amount)}`]);
  totals.push([r.tax_amount ? 'Tax' : 'Tax (0%)', money(r.tax_amount ?? 0)]);
  totals.push([`Total`, `${money(r.amount_due)} ${r.currency.toUpperCase()}`, true]);
  totals.push([r.status === 'paid' ? 'Amount paid' : 'Amount due', money(r.status === 'paid' ? r.amount_paid : r.amount_due)]);
  if (r.amount_refunded) totals.push([`Refunded${r.refunded_at ? ` on ${invoiceDate(r.refunded_at)}` : ''}`, `-${money(r.amount_refunded)}`]);
  for (const [label, value, strong] of totals) {
    if (strong) rules.push({ x1: 300, x2: right, y: y + 13 });
    add({ x: 300, y, text: label, size: strong ? 11 : 10, bold: strong });
    add({ x: right, y, text: value, size: strong ? 11 : 10, bold: strong, align: 'right' });
    y -= strong ? 20 : 16;
  }

  // How it was paid, and the notes a company's accounts need.
  y -= 18;
  add({ x: left, y, text: 'Payment method', size: 9.5, bold: true });
  add({ x: left, y: y - 14, text: r.card_brand && r.card_last4 ? `${cardBrandLabel(r.card_brand)} ending in ${r.card_last4}` : r.amount_due === 0 ? 'Nothing to pay' : 'Card on file', size: 10.5 });
  add({ x: left, y: 80, text: `${r.tax_amount ? '' : 'No sales tax or VAT was charged on this invoice. '}Amounts in ${r.currency.toUpperCase()}.`, size: 8.5, grey: true });
  add({ x: left, y: 68, text: `Questions about this invoice: ${seller.email}`, size: 8.5, grey: true });
  return buildPage(texts, rules);
}
