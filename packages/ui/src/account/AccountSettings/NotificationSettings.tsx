import type { ReactNode } from 'react';
import * as appStyles from '../../private/AppShared/styles.css';
import { Alert } from '../../primitives/Alert';
import { Stack } from '../../primitives/Stack';
import { Switch } from '../../primitives/Switch';
import { SettingsSection } from './SettingsSection';

export interface NotificationChoiceView {
  key: string;
  label: ReactNode;
  description?: ReactNode;
  checked: boolean;
}

export interface NotificationSettingsProps {
  choices: readonly NotificationChoiceView[];
  /** A switch turned: the page saves it (and may show it at once). */
  onChange: (key: string, checked: boolean) => unknown;
  error?: ReactNode;
  /** A line under the switches, e.g. which e-mails are always sent. */
  note?: ReactNode;
  id?: string;
}

/** The e-mails the member wants: one switch each, saved as it is turned. */
export function NotificationSettings({ choices, onChange, error, note, id }: NotificationSettingsProps) {
  return (
    <SettingsSection id={id} title="E-mail notifications" description="Choose which e-mails we send you.">
      {error ? <Alert tone="danger" description={error} /> : null}
      <Stack gap="4">
        {choices.map((choice) => (
          <Switch
            key={choice.key}
            label={choice.label}
            description={choice.description}
            checked={choice.checked}
            onCheckedChange={(on) => { void onChange(choice.key, on); }}
          />
        ))}
      </Stack>
      {note ? <p className={appStyles.sectionSubtitle}>{note}</p> : null}
    </SettingsSection>
  );
}
