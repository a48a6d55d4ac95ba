import { useId, type ReactNode } from 'react';
import * as appStyles from '../../private/AppShared/styles.css';
import { Card } from '../../primitives/Card';
import { Stack } from '../../primitives/Stack';

export interface SettingsSectionProps {
  /** The section's id, so a link can open the page at it (e.g. '#profile'). */
  id?: string;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  busy?: boolean;
  className?: string;
}

/** One part of the settings page: a card with an h2 naming it, a line saying what it does, and its content. */
export function SettingsSection({ id, title, description, children, busy, className }: SettingsSectionProps) {
  const titleId = `settings-${useId()}`;
  return (
    <Card variant="outlined" as="section" id={id} aria-labelledby={titleId} aria-busy={busy || undefined} className={className}>
      <Stack gap="5">
        <div>
          <h2 id={titleId} className={appStyles.sectionTitle}>{title}</h2>
          {description ? <p className={appStyles.panelDescription}>{description}</p> : null}
        </div>
        {children}
      </Stack>
    </Card>
  );
}
