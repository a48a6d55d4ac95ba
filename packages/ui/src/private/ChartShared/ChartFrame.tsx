import type { ReactNode, Ref } from 'react';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import type { ChartKeyboard } from './useChartKeyboard';

export interface ChartFrameProps {
  keyboard: Pick<ChartKeyboard, 'onKeyDown' | 'onBlur'>;
  /** The chart's accessible name, e.g. 'Portfolio value chart, 1Y'. */
  label: string;
  /** The short instruction read after the name (see `chartKeysHint`). */
  hint: string;
  hintId: string;
  /** More descriptions after the hint, e.g. the summary sentence's id. */
  describedBy?: string;
  className?: string;
  ref?: Ref<HTMLDivElement>;
  /** The drawing: hidden from assistive technology by the chart (the frame is the accessible chart). */
  children: ReactNode;
}

/**
 * A chart's one tab stop (product §10.25): a focusable element with role 'application', so screen
 * readers pass the arrow keys to it, and 'chart' as its role description, named and described
 * by a short instruction. The points are announced through `ChartLiveRegion`.
 */
export function ChartFrame({ keyboard, label, hint, hintId, describedBy, className, ref, children }: ChartFrameProps) {
  return (
    <>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- a widget with its own keys, see above */}
      <div
        ref={ref}
        className={className}
        role="application"
        aria-roledescription="chart"
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a widget with its own keys, see above
        tabIndex={0}
        aria-label={label}
        aria-describedby={describedBy ? `${hintId} ${describedBy}` : hintId}
        onKeyDown={keyboard.onKeyDown}
        onBlur={keyboard.onBlur}
      >
        {children}
      </div>
      <VisuallyHidden id={hintId}>{hint}</VisuallyHidden>
    </>
  );
}

/** The polite live region a chart announces its points in. */
export function ChartLiveRegion({ announcement }: { announcement: string }) {
  return <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>;
}

/**
 * The instruction of a chart's frame: 'Use the Left and Right arrow keys to move a day, Up and
 * Down to change line, Home and End for the first and last day.' `series` is left out when the
 * chart has one.
 */
export function chartKeysHint({ point, series }: { point: string; series?: string | null }): string {
  const upDown = series ? `, Up and Down to change ${series}` : '';
  return `Use the Left and Right arrow keys to move a ${point}${upDown}, Home and End for the first and last ${point}.`;
}
