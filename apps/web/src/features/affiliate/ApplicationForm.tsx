// The three-section application form (product §2, §5): errors per field, cleared on edit;
// the values live in the hook, so nothing typed is lost when the submit fails.
import { useRef, type ReactNode } from 'react';
import {
  AUDIENCE_SIZES, MARKETING_CHANNELS, audienceSizeLabel, brand, marketingChannelLabel, type ApplicationFormValues,
} from '@pt/api';
import type { useAffiliateApplication } from '@pt/react';
import { Alert, Button, Card, CardTitle, CheckboxGroup, Columns, Inline, Select, Stack, TextField, Textarea } from '@pt/ui';

type ApplicationHook = ReturnType<typeof useAffiliateApplication>;

const audienceOptions = AUDIENCE_SIZES.map((value) => ({ value, label: audienceSizeLabel(value) }));
const channelOptions = MARKETING_CHANNELS.map((value) => ({ value, label: marketingChannelLabel(value) }));

function FormSection({ id, title, description, children }: { id: string; title: string; description: string; children: ReactNode }) {
  return (
    <Card as="section" aria-labelledby={id} padding="lg">
      <Stack gap="5">
        <div>
          <CardTitle as="h2" id={id}>{title}</CardTitle>
          <p>{description}</p>
        </div>
        {children}
      </Stack>
    </Card>
  );
}

export function ApplicationForm({ app, onCancel, onSubmitted }: { app: ApplicationHook; onCancel: () => void; onSubmitted: () => void }) {
  const formRef = useRef<HTMLFormElement>(null);
  const { values, fieldErrors: e } = app.form;
  const set = <K extends keyof ApplicationFormValues>(name: K) => (value: ApplicationFormValues[K]) => app.form.setField(name, value);
  const busy = app.submitStatus === 'pending';

  const focusFirstError = () => requestAnimationFrame(() => {
    const first = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"] input, [aria-invalid="true"]');
    first?.focus();
  });

  return (
    <Stack
      as="form"
      ref={formRef}
      noValidate
      aria-labelledby="application-title"
      gap="6"
      onSubmit={(event) => {
        event.preventDefault();
        if (busy) return;
        void app.submit().then((application) => { if (application) onSubmitted(); else focusFirstError(); });
      }}
    >
      {app.errorMessage ? <Alert tone="danger" title="Your application was not sent" description={app.errorMessage} /> : null}
      <FormSection id="section-personal" title="Personal Information" description="How we reach you about your application.">
        <Columns columns={{ base: 1, md: 2 }} gap="5">
          <TextField label="Full name" name="full_name" autoComplete="name" required value={values.full_name} onValueChange={set('full_name')} error={e.full_name} />
          <TextField label="Email" name="email" type="email" autoComplete="email" inputMode="email" required value={values.email} onValueChange={set('email')} error={e.email} />
          <TextField label="Phone number" name="phone" type="tel" autoComplete="tel" required value={values.phone} onValueChange={set('phone')} error={e.phone} />
          <TextField label="Location" name="location" autoComplete="country-name" placeholder="City, country" required value={values.location} onValueChange={set('location')} error={e.location} />
          <TextField label="Company name" name="company_name" autoComplete="organization" optional value={values.company_name ?? ''} onValueChange={set('company_name')} />
        </Columns>
      </FormSection>
      <FormSection id="section-marketing" title="Marketing Information" description={`Where and to whom you would promote ${brand.name}.`}>
        <Columns columns={{ base: 1, md: 2 }} gap="5">
          <TextField label="Website" name="website" type="url" inputMode="url" placeholder="https://" optional value={values.website ?? ''} onValueChange={set('website')} />
          <TextField label="Social media" name="social_media" placeholder="@handle or profile link" optional value={values.social_media ?? ''} onValueChange={set('social_media')} />
          <Select label="Audience size" name="audience_size" placeholder="Select your audience size" required options={audienceOptions}
            value={values.audience_size} onValueChange={(v) => app.form.setField('audience_size', v as ApplicationFormValues['audience_size'])} error={e.audience_size} />
        </Columns>
        <CheckboxGroup legend="Marketing channels" name="marketing_channels" options={channelOptions} hint="Select every channel you use."
          value={values.marketing_channels} onValueChange={(v) => app.form.setField('marketing_channels', v as ApplicationFormValues['marketing_channels'])} error={e.marketing_channels} />
      </FormSection>
      <FormSection id="section-experience" title="Experience & Motivation" description="Tell us about your experience and why you want to join.">
        <Textarea label="Marketing experience" name="experience_description" required rows={5} showCount minLength={50}
          value={values.experience_description} onValueChange={set('experience_description')} error={e.experience_description} />
        <Textarea label="Why do you want to join?" name="motivation" required rows={4} showCount minLength={30}
          value={values.motivation} onValueChange={set('motivation')} error={e.motivation} />
      </FormSection>
      <Inline gap="3" align="end">
        <Button variant="ghost" onClick={onCancel} disabled={busy}>Cancel</Button>
        <Button type="submit" loading={busy} loadingText="Submitting...">Submit Application</Button>
      </Inline>
    </Stack>
  );
}
