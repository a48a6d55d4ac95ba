import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RenderAfterFirstPaint } from './RenderAfterFirstPaint';

describe('RenderAfterFirstPaint', () => {
  it('leaves its children out of the first render', () => {
    expect(renderToString(<main><RenderAfterFirstPaint><p>Monthly returns</p></RenderAfterFirstPaint></main>)).toBe('<main></main>');
  });

  it('shows its children once the first render is committed', async () => {
    render(<RenderAfterFirstPaint><p>Monthly returns</p></RenderAfterFirstPaint>);
    expect(await screen.findByText('Monthly returns')).toBeTruthy();
  });
});
