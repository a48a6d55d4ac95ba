import { describe, expect, it } from 'vitest';
import { returnQuestionRange } from './returnQuestion';
import { ASSISTANT_SUGGESTED_QUESTIONS } from './assistantQuestions';

describe('returnQuestionRange', () => {
  it('recognises a question about why the return is what it is, and the range it names', () => {
    expect(returnQuestionRange('Why is my return 8.2%?')).toBe('1Y');
    expect(returnQuestionRange('why is my return so low this year')).toBe('YTD');
    expect(returnQuestionRange('Explain my return over the last 3 months')).toBe('3M');
    expect(returnQuestionRange('What drove my gains since the start?')).toBe('ALL');
    expect(returnQuestionRange('Why am I down this month?')).toBe('1M');
    expect(returnQuestionRange('Break down my return for the past week')).toBe('1W');
    expect(ASSISTANT_SUGGESTED_QUESTIONS.map(returnQuestionRange).filter(Boolean)).toEqual(['YTD']);
  });

  it('leaves other questions alone', () => {
    for (const q of ['What is my total return?', 'What is my largest holding?', 'How did my portfolio do today?', 'Why?']) expect(returnQuestionRange(q)).toBeNull();
  });
});
