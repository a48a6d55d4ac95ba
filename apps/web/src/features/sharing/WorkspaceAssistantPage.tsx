// /app/assistant: the chart assistant (plans with `chartgpt`: Premium and Pro). The conversation
// is the session's (the hook keeps it per member in session storage); answers cite the member's
// own figures and are computed on the server from their data, which the page says.
import { MAX_ASSISTANT_PROMPT } from '@pt/api';
import { useAssistant, useFeature } from '@pt/react';
import { AssistantPanel } from '@pt/ui';
import { renderRouterLink } from '../public/renderRouterLink';
import { FeatureUnavailable } from './FeatureUnavailable';

const NOTICE = 'Answers are computed locally from your portfolio data.';

export function WorkspaceAssistantPage() {
  const feature = useFeature('chartgpt');
  const chat = useAssistant();
  if (feature.status === 'loading' || feature.status === 'error') return <FeatureUnavailable feature={feature} loadingText="Loading the assistant..." />;
  // The plan as read, or the server's refusal when the plan changed since.
  const lock = feature.status === 'locked' ? feature.lock : chat.featureLock;
  return (
    <AssistantPanel
      turns={chat.turns}
      prompt={chat.prompt}
      onPromptChange={chat.setPrompt}
      onAsk={(question) => chat.ask(question)}
      onRetry={chat.retry}
      pending={chat.pending}
      errorMessage={chat.errorMessage}
      suggestions={chat.suggestions}
      notice={NOTICE}
      maxLength={MAX_ASSISTANT_PROMPT}
      lock={lock}
      lockActionLabel={lock?.upgradePlan === 'pro' ? 'See Pro' : 'See Premium'}
      renderLink={renderRouterLink}
      title="Ask about your portfolio"
    />
  );
}
