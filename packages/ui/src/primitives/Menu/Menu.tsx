import { Menu as HeadlessMenu, MenuButton, MenuItem, MenuItems, MenuSeparator } from '@headlessui/react';
import { Fragment, type ReactNode } from 'react';
import { cx } from '../../cx';
import { ChevronDownIcon } from '../Icon';
import { defaultRenderLink, type RenderLink } from '../SiteLink';
import * as styles from './Menu.css';

/** One entry of a menu: a link (`href`, through the app's `renderLink`) or an action (`onSelect`). */
export interface MenuEntry {
  key: string;
  label: ReactNode;
  href?: string;
  onSelect?: () => void;
  /** A destructive action (delete, sign out): in the danger colour. */
  tone?: 'default' | 'danger';
  disabled?: boolean;
  /** A line above this entry, starting a group. */
  separatorBefore?: boolean;
}

export interface MenuProps {
  /** The trigger's visible content, e.g. 'Manage' (a chevron follows unless `trigger` is given). */
  label: ReactNode;
  /** The trigger's accessible name when its content does not say enough, e.g. 'Manage Growth'. */
  accessibleLabel?: string;
  items: readonly MenuEntry[];
  /** A line of text at the top of the menu, e.g. 'Signed in as ann@example.com'. */
  heading?: ReactNode;
  /** Where the menu opens from the trigger (Headless UI's anchor). */
  anchor?: 'bottom start' | 'bottom end';
  /** The trigger's class, for a trigger that looks like something else (the user menu's avatar button). */
  triggerClassName?: string;
  /** Hides the trigger's chevron. */
  hideChevron?: boolean;
  renderLink?: RenderLink;
}

/**
 * A menu button (Headless UI Menu): opens with Enter, Space or the arrow keys, moves with the
 * arrows and type-ahead, closes with Escape and hands focus back to its button. Entries are links
 * (the app's router link) or actions; a destructive one is in the danger colour.
 */
export function Menu({
  label, accessibleLabel, items, heading, anchor = 'bottom end', triggerClassName, hideChevron = false, renderLink = defaultRenderLink,
}: MenuProps) {
  return (
    <HeadlessMenu>
      <MenuButton className={triggerClassName ?? styles.trigger} aria-label={accessibleLabel}>
        {label}
        {hideChevron ? null : <ChevronDownIcon size={16} />}
      </MenuButton>
      <MenuItems anchor={{ to: anchor, gap: 4 }} className={styles.items}>
        {heading ? <div className={styles.heading} role="none">{heading}</div> : null}
        {items.map((entry) => {
          const className = cx(styles.item, entry.tone === 'danger' && styles.danger);
          return (
            <Fragment key={entry.key}>
              {entry.separatorBefore ? <MenuSeparator className={styles.separator} /> : null}
              <MenuItem disabled={entry.disabled}>
                {entry.href !== undefined
                  ? renderLink({ href: entry.href, className, children: entry.label, onClick: entry.onSelect })
                  : <button type="button" className={className} onClick={entry.onSelect}>{entry.label}</button>}
              </MenuItem>
            </Fragment>
          );
        })}
      </MenuItems>
    </HeadlessMenu>
  );
}
