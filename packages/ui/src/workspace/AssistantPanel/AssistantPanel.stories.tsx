import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AssistantPanel, type AssistantPanelProps, type AssistantTurnView } from './AssistantPanel';

const suggestions = ['What is my largest holding?', 'How did my portfolio do today?', 'What is my total return?'];
const turns: AssistantTurnView[] = [
  {
    id: 't1', question: 'What is my largest holding?',
    answer: 'Your largest holding is AAPL at 42.1% of the portfolio ($10,412.50 of $24,733.10).',
    citations: [
      { label: 'Largest holding', value: 'AAPL', symbol: 'AAPL' },
      { label: 'Weight', value: '42.1%' },
      { label: 'Total value', value: '$24,733.10' },
    ],
  },
  { id: 't2', question: 'What is my total return?', answer: 'Your total return is +8.4% ($1,921.30), dividends included.', citations: [{ label: 'Total return', value: '+8.4%' }] },
];
const notice = 'Answers are computed locally from your portfolio data.';

const meta = {
  title: 'Workspace/AssistantPanel',
  component: AssistantPanel,
  args: { turns, prompt: '', pending: null, suggestions, notice, onPromptChange: fn(), onAsk: fn(), onRetry: fn() },
} satisfies Meta<typeof AssistantPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The page's part: the prompt it keeps, and the question that waits until the story answers it. */
function Stateful(props: AssistantPanelProps) {
  const [prompt, setPrompt] = useState(props.prompt);
  const [pending, setPending] = useState<string | null>(null);
  return (
    <AssistantPanel
      {...props}
      prompt={prompt}
      pending={pending}
      onPromptChange={(text) => { props.onPromptChange(text); setPrompt(text); }}
      onAsk={(question) => { props.onAsk(question); setPending(question ?? prompt); }}
    />
  );
}

/** No question yet: the introduction, the suggestions and the notice. */
export const Empty: Story = {
  args: { turns: [] },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText(notice)).toBeVisible();
    await expect(c.getByText(/Ask about your holdings, returns or dividends/)).toBeVisible();
    await expect(c.getByRole('button', { name: 'What is my largest holding?' })).toBeVisible();
  },
};
/** Questions and answers, each answer with the figures it used as a definition list. */
export const Conversation: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const figures = c.getAllByRole('term');
    await expect(figures.map((f) => f.textContent)).toEqual(['Largest holding', 'Weight', 'Total value', 'Total return']);
    await expect(c.getByText('$24,733.10')).toBeVisible();
  },
};
/** Enter sends the prompt; Shift+Enter adds a line; the question shows at once with 'Thinking…'. */
export const EnterSends: Story = {
  args: { turns: [] },
  render: (args) => <Stateful {...args} />,
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const field = c.getByRole('textbox', { name: 'Your question' });
    await userEvent.click(field);
    await userEvent.keyboard('How am I doing{Shift>}{Enter}{/Shift}this year?');
    await expect(field).toHaveValue('How am I doing\nthis year?');
    await expect(args.onAsk).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAsk).toHaveBeenCalledOnce();
    await waitFor(() => expect(c.getByText('Thinking…')).toBeVisible());
    await expect(c.getByRole('region', { name: 'Conversation' })).toHaveAttribute('aria-busy', 'true');
  },
};
/** A suggestion is asked as it is. */
export const AskSuggestion: Story = {
  args: { turns: [] },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'How did my portfolio do today?' }));
    await expect(args.onAsk).toHaveBeenCalledWith('How did my portfolio do today?');
  },
};
/** Waiting for an answer: busy, the suggestions and Ask do not send again. */
export const Thinking: Story = {
  args: { pending: 'How did my portfolio do today?', prompt: 'How did my portfolio do today?' },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Thinking…')).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: 'What is my total return?' }));
    await expect(args.onAsk).not.toHaveBeenCalled();
  },
};
/** A model writing its answer (product §15.3): the text so far in place of 'Thinking…', the conversation busy, nothing announced yet. */
export const Streaming: Story = {
  args: {
    turns: [], pending: 'What is my largest holding?', prompt: 'What is my largest holding?',
    streaming: 'Your largest holding is AAPL at 42.1% of your portfolio, worth',
    notice: 'Answers come from an AI model that reads only your portfolio figures: never your name, e-mail or account.',
    quota: '12 of 100 questions used this month · renews Jul 01, 2026',
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText(/Your largest holding is AAPL at 42\.1%/)).toBeVisible();
    await expect(c.queryByText('Thinking…')).toBeNull();
    await expect(c.getByRole('region', { name: 'Conversation' })).toHaveAttribute('aria-busy', 'true');
    await expect(c.getByText('12 of 100 questions used this month · renews Jul 01, 2026')).toBeVisible();
  },
};
/** The month's allowance is used up: the server's message names the renewal day; the question stays. */
export const AllowanceUsedUp: Story = {
  args: {
    turns: [], prompt: 'One more question?', quota: '100 of 100 questions used this month · renews Jul 01, 2026',
    errorMessage: 'You have used the 100 questions your plan includes this month. They renew on Jul 01, 2026.',
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('You have used the 100 questions your plan includes this month. They renew on Jul 01, 2026.')).toBeVisible();
    await expect(c.getByRole('textbox', { name: 'Your question' })).toHaveValue('One more question?');
  },
};
/** The server failed: the message with Retry; the question stays in the prompt. */
export const Failed: Story = {
  args: { turns: [], prompt: 'What is my total return?', errorMessage: 'The assistant could not answer. Please try again.' },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByText('The assistant could not answer. Please try again.')).toBeVisible();
    await expect(c.getByRole('textbox', { name: 'Your question' })).toHaveValue('What is my total return?');
    await userEvent.click(c.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
