import { Menu as HeadlessMenu, MenuButton, MenuHeading, MenuItem, MenuItems, MenuSection, MenuSeparator } from '@headlessui/react';
import { Fragment, type ElementType, type ReactNode } from 'react';
import { cx } from '../../cx';
import { ChevronDownIcon } from '../Icon';
import * as styles from './Menu.css';

interface MenuEntryBase {
  /** Stable key; the label is used when omitted. */
  id?: string;
  label: string;
  icon?: ReactNode;
  /** Secondary text on the right, e.g. a shortcut or a count. */
  hint?: ReactNode;
  disabled?: boolean;
  tone?: 'default' | 'danger';
}

export interface MenuLinkItem extends MenuEntryBase {
  type?: 'link';
  href: string;
  /** Link component, e.g. a router Link; it receives `to` and `href` (both the same path). */
  as?: ElementType;
  target?: string;
  rel?: string;
}

export interface MenuActionItem extends MenuEntryBase {
  type?: 'action';
  onSelect: () => void;
}

export interface MenuSeparatorItem { type: 'separator'; id?: string }

export interface MenuHeadingItem { type: 'heading'; id?: string; label: string; items: readonly (MenuLinkItem | MenuActionItem)[] }

export type MenuEntry = MenuLinkItem | MenuActionItem | MenuSeparatorItem | MenuHeadingItem;

export interface MenuProps {
  /** Content of the trigger button. */
  label: ReactNode;
  /** Accessible name of the trigger when `label` is an icon or avatar. */
  triggerAriaLabel?: string;
  triggerVariant?: 'ghost' | 'outline' | 'icon';
  /** Shows a chevron after the label. */
  showChevron?: boolean;
  items: readonly MenuEntry[];
  /** Where the list opens relative to the trigger. */
  placement?: 'bottom start' | 'bottom end' | 'top start' | 'top end';
  disabled?: boolean;
  className?: string;
  itemsClassName?: string;
}

function isLink(entry: MenuLinkItem | MenuActionItem): entry is MenuLinkItem {
  return 'href' in entry;
}

function renderItem(entry: MenuLinkItem | MenuActionItem) {
  const content = (
    <>
      {entry.icon ? <span className={styles.itemIcon}>{entry.icon}</span> : null}
      <span>{entry.label}</span>
      {entry.hint ? <span className={styles.itemHint}>{entry.hint}</span> : null}
    </>
  );
  const className = styles.item({ tone: entry.tone });
  if (isLink(entry)) {
    const LinkComponent = entry.as ?? 'a';
    // Router links (e.g. react-router's Link) take `to`; plain anchors only `href`.
    const destination = entry.as ? { href: entry.href, to: entry.href } : { href: entry.href };
    return (
      <MenuItem key={entry.id ?? entry.label} disabled={entry.disabled}>
        <LinkComponent {...destination} target={entry.target} rel={entry.rel} className={className}>{content}</LinkComponent>
      </MenuItem>
    );
  }
  return (
    <MenuItem key={entry.id ?? entry.label} disabled={entry.disabled}>
      <button type="button" onClick={entry.onSelect} className={className}>{content}</button>
    </MenuItem>
  );
}

/**
 * A dropdown of links and actions (Headless UI): arrow keys, Home/End, type-ahead by label,
 * Escape closes and returns focus to the trigger.
 */
export function Menu({
  label, triggerAriaLabel, triggerVariant, showChevron = triggerVariant !== 'icon', items, placement = 'bottom end', disabled,
  className, itemsClassName,
}: MenuProps) {
  return (
    <HeadlessMenu>
      <MenuButton disabled={disabled} aria-label={triggerAriaLabel} className={cx(styles.trigger({ variant: triggerVariant }), className)}>
        {label}
        {showChevron ? <ChevronDownIcon size={16} className={styles.chevron} /> : null}
      </MenuButton>
      <MenuItems transition anchor={{ to: placement, gap: 6, padding: 8 }} className={cx(styles.items, itemsClassName)}>
        {items.map((entry, index) => {
          if (entry.type === 'separator') return <MenuSeparator key={entry.id ?? `separator-${index}`} className={styles.separator} />;
          if (entry.type === 'heading') {
            return (
              <MenuSection key={entry.id ?? entry.label}>
                <MenuHeading className={styles.heading}>{entry.label}</MenuHeading>
                {entry.items.map(renderItem)}
              </MenuSection>
            );
          }
          return <Fragment key={entry.id ?? entry.label}>{renderItem(entry)}</Fragment>;
        })}
      </MenuItems>
    </HeadlessMenu>
  );
}
