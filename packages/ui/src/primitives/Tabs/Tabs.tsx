import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { useState, type ReactNode } from 'react';
import { cx } from '../../cx';
import * as styles from './Tabs.css';

export interface TabItem {
  /** Stable id, also the value reported by onValueChange. */
  id: string;
  label: ReactNode;
  content: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  items: readonly TabItem[];
  /** Id of the selected tab (controlled). */
  value?: string;
  /** Id of the tab selected first (uncontrolled). */
  defaultValue?: string;
  onValueChange?: (id: string) => void;
  variant?: 'underline' | 'pills';
  /** Stretches the tabs over the full width. */
  fullWidth?: boolean;
  /** Names the tab list for screen readers, e.g. 'Billing cycle'. */
  'aria-label'?: string;
  /** Arrow keys move focus only; Enter or Space selects. */
  manual?: boolean;
  className?: string;
}

/** Tabs with arrow-key navigation (Headless UI), controlled by id or uncontrolled. */
export function Tabs({
  items, value, defaultValue, onValueChange, variant, fullWidth, manual, className, 'aria-label': ariaLabel,
}: TabsProps) {
  const firstEnabled = items.find((item) => !item.disabled)?.id;
  const [uncontrolledValue, setUncontrolledValue] = useState(defaultValue ?? firstEnabled);
  const selectedId = value ?? uncontrolledValue;
  const selectedIndex = Math.max(0, items.findIndex((item) => item.id === selectedId));

  const handleChange = (index: number) => {
    const item = items[index];
    if (!item) return;
    if (value === undefined) setUncontrolledValue(item.id);
    onValueChange?.(item.id);
  };

  return (
    <TabGroup selectedIndex={selectedIndex} onChange={handleChange} manual={manual} className={cx(styles.root, className)}>
      <TabList aria-label={ariaLabel} className={styles.list({ variant, fullWidth })}>
        {items.map((item) => (
          <Tab key={item.id} disabled={item.disabled} className={styles.tab({ variant, fullWidth })}>
            {item.label}
          </Tab>
        ))}
      </TabList>
      <TabPanels>
        {items.map((item) => (
          <TabPanel key={item.id} className={styles.panel}>
            {item.content}
          </TabPanel>
        ))}
      </TabPanels>
    </TabGroup>
  );
}
