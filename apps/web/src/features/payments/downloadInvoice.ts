// Invoice PDFs need the signed-in user's token (the API serves them to their owner only), so a
// plain link cannot fetch them: the PDF is downloaded with the Bearer token and saved as a file.
export async function downloadInvoicePdf(url: string, token: string | null, fileName: string): Promise<void> {
  const res = await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!res.ok) throw new Error(`invoice download failed (${res.status})`);
  const blob = await res.blob();
  const href = URL.createObjectURL(blob);
  try {
    const a = document.createElement('a');
    a.href = href;
    a.download = fileName;
    a.rel = 'noopener';
    document.body.append(a);
    a.click();
    a.remove();
  } finally {
    // Give the browser a moment to start the download before the object URL goes away.
    setTimeout(() => URL.revokeObjectURL(href), 10_000);
  }
}
