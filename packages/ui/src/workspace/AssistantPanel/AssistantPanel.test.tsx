import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AssistantPanel, type AssistantTurnView } from './AssistantPanel';

const first: AssistantTurnView = { id: 'a', question: 'What is my largest holding?', answer: 'AAPL at 42.1%.', citations: [{ label: 'Weight', value: '42.1%' }] };
const second: AssistantTurnView = { id: 'b', question: 'What is my total return?', answer: 'Your total return is +8.4%.', citations: [] };

function Controlled({ onAsk, turns = [] }: { onAsk: (q?: string) => unknown; turns?: AssistantTurnView[] }) {
  const [prompt, setPrompt] = useState('');
  return <AssistantPanel turns={turns} prompt={prompt} onPromptChange={setPrompt} onAsk={onAsk} pending={null} />;
}

describe('AssistantPanel', () => {
  it('sends on Enter and keeps Shift+Enter as a new line', async () => {
    const user = userEvent.setup();
    const onAsk = vi.fn();
    render(<Controlled onAsk={onAsk} />);
    await user.click(screen.getByRole('textbox', { name: 'Your question' }));
    await user.keyboard('Line one{Shift>}{Enter}{/Shift}line two');
    expect(onAsk).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'Your question' })).toHaveValue('Line one\nline two');
    await user.keyboard('{Enter}');
    expect(onAsk).toHaveBeenCalledTimes(1);
  });

  it('does not send again while a question waits, and marks the conversation busy', async () => {
    const user = userEvent.setup();
    const onAsk = vi.fn();
    render(<AssistantPanel turns={[]} prompt="Again?" onPromptChange={vi.fn()} onAsk={onAsk} pending="Again?" suggestions={['What is my total return?']} />);
    expect(screen.getByRole('region', { name: 'Conversation' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Thinking…')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'What is my total return?' }));
    await user.click(screen.getByRole('textbox', { name: 'Your question' }));
    await user.keyboard('{Enter}');
    expect(onAsk).not.toHaveBeenCalled();
  });

  it('announces a new answer but not the turns already there when it opened', () => {
    const props = { prompt: '', onPromptChange: vi.fn(), onAsk: vi.fn(), pending: null };
    const { rerender, container } = render(<AssistantPanel {...props} turns={[first]} />);
    const live = container.querySelector('[aria-live="polite"]');
    expect(live).toHaveTextContent('');
    act(() => rerender(<AssistantPanel {...props} turns={[first, second]} />));
    expect(live).toHaveTextContent('Answer: Your total return is +8.4%.');
  });

  it('shows a streamed answer as it is written without announcing each piece, then announces the whole answer once', () => {
    const props = { prompt: '', onPromptChange: vi.fn(), onAsk: vi.fn() };
    const { rerender, container } = render(<AssistantPanel {...props} turns={[first]} pending="What is my total return?" streaming="" />);
    const live = container.querySelector('[aria-live="polite"]');
    expect(screen.getByText('Thinking…')).toBeInTheDocument();
    for (const sofar of ['Your total ', 'Your total return is ', 'Your total return is +8.4%.']) {
      act(() => rerender(<AssistantPanel {...props} turns={[first]} pending="What is my total return?" streaming={sofar} />));
      expect(screen.getByText(sofar.trim(), { exact: false })).toBeInTheDocument();
      expect(screen.queryByText('Thinking…')).toBeNull();
      expect(live).toHaveTextContent('');
      // The text being written is in no live region.
      expect(screen.getByText(sofar.trim(), { exact: false }).closest('[aria-live]')).toBeNull();
    }
    act(() => rerender(<AssistantPanel {...props} turns={[first, second]} pending={null} streaming="" />));
    expect(live).toHaveTextContent('Answer: Your total return is +8.4%.');
  });

  it('shows the month’s allowance', () => {
    render(<AssistantPanel turns={[]} prompt="" onPromptChange={vi.fn()} onAsk={vi.fn()} pending={null} quota="12 of 100 questions used this month · renews Jul 01, 2026" />);
    expect(screen.getByText('12 of 100 questions used this month · renews Jul 01, 2026')).toBeVisible();
  });

  it('shows a failure with Retry and keeps the question in the prompt', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    render(<AssistantPanel turns={[]} prompt="What is my total return?" onPromptChange={vi.fn()} onAsk={vi.fn()} pending={null}
      errorMessage="The assistant could not answer. Please try again." onRetry={onRetry} />);
    expect(screen.getByText('The assistant could not answer. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your question' })).toHaveValue('What is my total return?');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
