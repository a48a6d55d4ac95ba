// /app/assistant: the chart assistant (plans with `chartgpt`: Premium and Pro). The conversation
// is the session's (the hook keeps it per member in session storage); answers cite the member's
// own figures, come from the server's local summary or a model (the page says which), stream in
// as they are written, and the month's allowance shows under the note (product §15.3, §15.4).
import { MAX_ASSISTANT_PROMPT, assistantMessages } from '@pt/api';
import { useAssistant } from '@pt/react';
import { AssistantPanel } from '@pt/ui/workspace';
import { PlanGate } from '../../app/PlanGate';

/** Until the server says which assistant answers. */
const NOTICE = 'Answers are computed from your portfolio data.';
/** The local summary's note, in the page's words. */
const LOCAL_NOTICE = 'Answers are computed locally from your portfolio data.';

export function WorkspaceAssistantPage() {
  const chat = useAssistant();
  // The plan as read, or the server's refusal when the plan changed since (product §11.1).
  return (
    <PlanGate feature="chartgpt" lock={chat.featureLock} loadingText="Loading the assistant..." title="Ask about your portfolio"
      description="Ask about your portfolio in plain words: your largest holding, today's move, your dividends. Answers cite your own figures.">
    <AssistantPanel
      turns={chat.turns}
      prompt={chat.prompt}
      onPromptChange={chat.setPrompt}
      onAsk={(question) => chat.ask(question)}
      onRetry={chat.retry}
      pending={chat.pending}
      streaming={chat.streaming}
      quota={chat.quotaText}
      errorMessage={chat.errorMessage}
      suggestions={chat.suggestions}
      notice={chat.sourceNote === assistantMessages.localSource ? LOCAL_NOTICE : (chat.sourceNote ?? NOTICE)}
      maxLength={MAX_ASSISTANT_PROMPT}
      title="Ask about your portfolio"
    />
    </PlanGate>
  );
}
