import { useState, type ReactNode } from 'react';
import { Button } from '../../primitives/Button';

export interface DataTableToggleProps {
  /** The id of the region that holds the table (the button's `aria-controls`). */
  id: string;
  /** The table: rendered only while shown. */
  children: ReactNode;
}

/**
 * A chart's figures as a table, behind a 'Show data table' button: the table is the chart's text
 * alternative, so it is one press away for everyone, but it stays out of the way until asked for.
 */
export function DataTableToggle({ id, children }: DataTableToggleProps) {
  const [shown, setShown] = useState(false);
  return (
    <div>
      <Button variant="ghost" size="sm" aria-expanded={shown} aria-controls={id} onClick={() => setShown((v) => !v)}>
        {shown ? 'Hide data table' : 'Show data table'}
      </Button>
      <div id={id} hidden={!shown}>
        {shown ? children : null}
      </div>
    </div>
  );
}
