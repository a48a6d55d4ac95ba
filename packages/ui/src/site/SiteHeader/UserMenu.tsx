import { Menu, MenuButton, MenuItem, MenuItems, MenuSeparator } from '@headlessui/react';
import { cx } from '../../cx';
import { type RenderLink } from '../../primitives/SiteLink';
import type { HeaderAuth, MenuAction, ResolvedHeaderLabels } from './SiteHeader';
import * as s from './SiteHeader.css';
import { UserButtonFace } from './UserButtonFace';

/** The signed-in user menu of SiteHeader, loaded by it on demand (React.lazy). */
export function UserMenu({ auth, labels, renderLink, compact = false }: { auth: Extract<HeaderAuth, { status: 'signed-in' }>; labels: ResolvedHeaderLabels; renderLink: RenderLink; compact?: boolean }) {
  const entries: Array<{ key: string; label: string; action: MenuAction }> = [];
  if (auth.portfolio) entries.push({ key: 'portfolio', label: labels.portfolio, action: auth.portfolio });
  if (auth.profile) entries.push({ key: 'profile', label: labels.profile, action: auth.profile });
  if (auth.settings) entries.push({ key: 'settings', label: labels.settings, action: auth.settings });
  entries.push({ key: 'affiliate', label: labels.affiliateMenu, action: auth.affiliate ?? { href: '/affiliates' } });
  if (auth.isAdmin) entries.push({ key: 'admin', label: labels.admin, action: auth.admin ?? { href: '/admin/affiliate-applications' } });
  return (
    <Menu>
      <MenuButton className={s.userButton}>
        <UserButtonFace email={auth.email} compact={compact} />
      </MenuButton>
      <MenuItems anchor={{ to: 'bottom end', gap: 8 }} className={s.menu}>
        <div className={s.menuLabel} role="none">{labels.signedInAs} {auth.email}</div>
        {entries.map(({ key, label, action }) => (
          <MenuItem key={key}>
            {action.href !== undefined
              ? renderLink({ href: action.href, className: s.menuItem, children: label, onClick: action.onSelect })
              : <button type="button" className={s.menuItem} onClick={action.onSelect}>{label}</button>}
          </MenuItem>
        ))}
        <MenuSeparator className={s.menuSeparator} />
        <MenuItem>
          <button type="button" className={cx(s.menuItem, s.menuDanger)} onClick={auth.onSignOut}>{labels.signOut}</button>
        </MenuItem>
      </MenuItems>
    </Menu>
  );
}
