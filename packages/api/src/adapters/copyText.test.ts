import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyText } from './copyText';

/** A document with just what the selection fallback touches; `copies` records execCommand's text. */
function fakeDocument(execResult: boolean | 'throws' | 'missing') {
  const copies: string[] = [];
  let selected = '';
  const previous = { focus: vi.fn() };
  const doc = {
    activeElement: previous,
    body: { appendChild: vi.fn() },
    createElement: () => ({ value: '', style: {}, setAttribute: vi.fn(), select() { selected = this.value; }, remove: vi.fn() }),
    ...(execResult === 'missing' ? {} : {
      execCommand: () => {
        if (execResult === 'throws') throw new Error('blocked');
        if (execResult) copies.push(selected);
        return execResult;
      },
    }),
  };
  return { doc, copies, previous };
}

afterEach(() => { vi.unstubAllGlobals(); });

describe('copyText', () => {
  it('writes through the Clipboard API', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { clipboard: { writeText } });
    await expect(copyText('https://app.test/?ref=A1')).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith('https://app.test/?ref=A1');
  });

  it('falls back to a selection copy when the Clipboard API refuses, and gives focus back', async () => {
    const { doc, copies, previous } = fakeDocument(true);
    vi.stubGlobal('navigator', { clipboard: { writeText: vi.fn(async () => { throw new Error('NotAllowedError'); }) } });
    vi.stubGlobal('document', doc);
    await expect(copyText('CODE10')).resolves.toBe(true);
    expect(copies).toEqual(['CODE10']);
    expect(previous.focus).toHaveBeenCalled();
  });

  it('uses the selection copy when there is no Clipboard API', async () => {
    const { doc, copies } = fakeDocument(true);
    vi.stubGlobal('navigator', {});
    vi.stubGlobal('document', doc);
    await expect(copyText('x')).resolves.toBe(true);
    expect(copies).toEqual(['x']);
  });

  it('resolves false when nothing can copy', async () => {
    vi.stubGlobal('navigator', {});
    vi.stubGlobal('document', fakeDocument(false).doc);
    await expect(copyText('x')).resolves.toBe(false);
    vi.stubGlobal('document', fakeDocument('throws').doc);
    await expect(copyText('x')).resolves.toBe(false);
    vi.stubGlobal('document', fakeDocument('missing').doc);
    await expect(copyText('x')).resolves.toBe(false);
  });

  it('resolves false outside a browser', async () => {
    vi.stubGlobal('navigator', undefined);
    vi.stubGlobal('document', undefined);
    await expect(copyText('x')).resolves.toBe(false);
  });
});
