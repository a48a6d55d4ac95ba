import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { cx } from '../../cx';
import { Alert } from '../../primitives/Alert';
import { Button } from '../../primitives/Button';
import { InfoIcon } from '../../primitives/Icon';
import { Panel, type PanelBlockProps } from '../../primitives/Panel';
import { Spinner } from '../../primitives/Spinner';
import { Textarea } from '../../primitives/Textarea';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import * as styles from './AssistantPanel.css';

/** A figure an answer is based on, as the member's data shows it ('Total value', '$12,345.67'); the SDK's `AssistantCitation`. */
export interface AssistantCitationView {
  label: string;
  value: string;
  symbol?: string;
}

/** One question and its answer; the SDK's `AssistantTurn` passes as it is. */
export interface AssistantTurnView {
  id: string;
  question: string;
  answer: string;
  citations: readonly AssistantCitationView[];
}

export interface AssistantPanelProps {
  /** The conversation of this session, oldest first. */
  turns: readonly AssistantTurnView[];
  /** The question being typed (the page keeps it, also across a failure). */
  prompt: string;
  onPromptChange: (text: string) => void;
  /** Sends the prompt, or the suggested question given. */
  onAsk: (question?: string) => unknown;
  /** Sends the failed question again. */
  onRetry?: () => unknown;
  /** The question waiting for its answer; null when none is. */
  pending: string | null;
  /**
   * The pending question's answer so far, as the server writes it (product §15.3); shown in place of
   * 'Thinking…' once it has text. Not announced piece by piece: the whole answer is, once it is a turn.
   */
  streaming?: string;
  /** How much of the month's allowance is used ('12 of 100 questions used this month · renews Jul 01, 2026'). */
  quota?: ReactNode;
  /** Why the last question got no answer (the prompt keeps its text). */
  errorMessage?: ReactNode;
  /** Questions offered as buttons. */
  suggestions?: readonly string[];
  /** Where answers come from, e.g. 'Answers are computed locally from your portfolio data.' */
  notice?: ReactNode;
  /** The longest question the server takes. */
  maxLength?: number;
  title?: ReactNode;
  titleAs?: PanelBlockProps['titleAs'];
  className?: string;
}

/**
 * The chart assistant: the session's questions and answers (each answer with the member's figures
 * it used), suggested questions, and a prompt where Enter sends and Shift+Enter starts a new line.
 * While a question waits, it shows at once with 'Thinking…', then its answer as it is written
 * (`streaming`), and the conversation is busy; the finished answer is announced politely, once. A failure says so with Retry, and the question stays in the prompt.
 */
export function AssistantPanel({
  turns, prompt, onPromptChange, onAsk, onRetry, pending, streaming = '', quota, errorMessage, suggestions = [], notice, maxLength,
  title = 'Chart assistant', titleAs = 'h2', className,
}: AssistantPanelProps) {
  const id = useId();
  const titleId = `assistant-title-${id}`;
  const scrollRef = useRef<HTMLDivElement>(null);
  const [announcement, setAnnouncement] = useState('');
  // Turns already on screen when the panel opened (the session's) are not announced again; a turn
  // added since is (state adjusted while rendering, so the live region changes in the same commit).
  const [seenTurns, setSeenTurns] = useState(turns.length);
  if (turns.length !== seenTurns) {
    const latest = turns[turns.length - 1];
    if (turns.length > seenTurns && latest) setAnnouncement(`Answer: ${latest.answer}`);
    setSeenTurns(turns.length);
  }

  // The newest question or answer scrolls into view.
  useEffect(() => {
    const box = scrollRef.current;
    if (box) box.scrollTop = box.scrollHeight;
  }, [turns.length, pending, streaming]);

  const busy = pending !== null;
  const send = () => {
    if (!busy) void onAsk();
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends; Shift+Enter is a new line; Enter that confirms an input method's composition is not a send.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  return (
    <Panel
      surface="card"
      title={title}
      titleAs={titleAs}
      titleId={titleId}
      className={className}
      // The notice and the allowance read as the title's description (spans: it is a paragraph).
      description={notice || quota ? (
        <span className={styles.head}>
          {notice ? (
            <span className={styles.notice}>
              <InfoIcon size={16} className={styles.noticeIcon} />
              <span>{notice}</span>
            </span>
          ) : null}
          {quota ? <span className={styles.quota}>{quota}</span> : null}
        </span>
      ) : undefined}
    >
      <div ref={scrollRef} className={styles.conversation} role="region" aria-label="Conversation" aria-busy={busy || undefined}
        // A scrolling region is reachable by keyboard (axe scrollable-region-focusable).
        tabIndex={0}>
        {turns.length === 0 && !busy ? (
          <p className={styles.intro}>Ask about your holdings, returns or dividends. Answers cite your own figures.</p>
        ) : (
          <ol className={styles.turns}>
            {turns.map((t) => (
              <li key={t.id} className={styles.turn}>
                <p className={styles.question}><VisuallyHidden>You asked: </VisuallyHidden>{t.question}</p>
                <div className={styles.answer}>
                  <p className={styles.answerText}><VisuallyHidden>Answer: </VisuallyHidden>{t.answer}</p>
                  {t.citations.length > 0 ? (
                    <dl className={styles.citations} aria-label="Figures used">
                      {t.citations.map((c) => (
                        <div key={`${c.label}-${c.symbol ?? ''}`} className={styles.citation}>
                          <dt className={styles.citationLabel}>{c.label}</dt>
                          <dd className={styles.citationValue}>{c.value}</dd>
                        </div>
                      ))}
                    </dl>
                  ) : null}
                </div>
              </li>
            ))}
            {busy ? (
              <li className={styles.turn}>
                <p className={styles.question}><VisuallyHidden>You asked: </VisuallyHidden>{pending}</p>
                {streaming ? (
                  <div className={styles.answer}>
                    <p className={styles.answerText}><VisuallyHidden>Answer so far: </VisuallyHidden>{streaming}<span className={styles.caret} aria-hidden="true" /></p>
                  </div>
                ) : (
                  <p className={cx(styles.answer, styles.thinking)}>
                    <Spinner size="sm" label={null} />
                    Thinking…
                  </p>
                )}
              </li>
            ) : null}
          </ol>
        )}
      </div>
      {errorMessage ? (
        <Alert tone="danger" description={errorMessage}
          action={onRetry ? <Button size="sm" variant="outline" onClick={() => { void onRetry(); }} disabled={busy}>Retry</Button> : undefined} />
      ) : null}
      {suggestions.length > 0 ? (
        <div className={styles.suggestions}>
          <p className={styles.suggestionsLabel} id={`${id}-suggestions`}>Try asking</p>
          <ul className={styles.suggestionList} aria-labelledby={`${id}-suggestions`}>
            {suggestions.map((q) => (
              <li key={q}>
                <button type="button" className={styles.suggestion} onClick={() => { if (!busy) void onAsk(q); }} aria-disabled={busy || undefined}>
                  {q}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <form className={styles.form} onSubmit={submit}>
        <Textarea
          label="Your question"
          value={prompt}
          onValueChange={onPromptChange}
          onKeyDown={onKeyDown}
          rows={2}
          maxLength={maxLength}
          hint="Enter sends; Shift+Enter starts a new line."
          className={styles.field}
        />
        <Button type="submit" loading={busy} loadingText="Asking..." className={styles.send}>Ask</Button>
      </form>
      <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
    </Panel>
  );
}
